/**
 * The contract's figures, headers and paths that pages use before any call: plain values, no
 * schema, so a page reads them without evaluating TypeBox (the schemas load with the first call).
 */

/** Header that carries the session token on every call after login (SPEC §7). */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';
/** Header that carries the captcha solution on login, signup and PUT /937/login. */
export const CAPTCHA_TOKEN_HEADER = 'X-Captcha-Token';
/** Header that makes a money call safe to repeat: the same key applies it once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Header that carries the game token on every `/games/api/…` call (never the site's session token). */
export const GAME_TOKEN_HEADER = 'X-Game-Token';

/** The games file (SPEC §7): a page hints it before the lobby's code asks for it. */
export const GAMES_FILE_PATH = '/aws-static/rtggames.json';
/** The games file of phones. */
export const MOBILE_GAMES_FILE_PATH = '/aws-static/rtgmobilegames.json';
/** The default promotions everyone sees: a page hints it before the promotions' code asks for it. */
export const PUBLIC_COUPONS_PATH = '/aws-static/rtgcoupons.json';

/**
 * Path of the provider's sandbox cashier, which takes the site's deposit form POST. The site's
 * runtime config (`cashierUrl`) points here in every local and test environment.
 */
export const SANDBOX_CASHIER_PATH = '/cashier';

/** The largest photo ID a player may upload for identity verification: 5 MB. */
export const MAX_ID_DOCUMENT_BYTES = 5 * 1024 * 1024;

/**
 * How many times a player's identity details are matched before only a photo ID can verify them: the
 * details' last four SSN digits are a secret of 10,000 values, never to be guessed by trying them all.
 */
export const MAX_DETAILS_TRIES = 3;

/** The longest chat message a player or a host may send, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Path of the chat websocket; it takes `?ticket=` from `supportEndpoints.chatTicket`, never a session token. */
export const CHAT_SOCKET_PATH = '/support/chat/socket';
/** Path of the rewards websocket; it takes `?ticket=` from `rewardsSocketEndpoints.ticket`, never a session token. */
export const REWARDS_SOCKET_PATH = '/ws';
/** The close code of a socket whose session ended (logout, password change or reset, expiry): the page does not reconnect. */
export const SESSION_ENDED_CLOSE = 4401;
/** The close code of every socket when its provider process stops ("service restart"): the page reconnects, to another process. */
export const SERVICE_RESTART_CLOSE = 1012;

/**
 * The one time zone of every limit period: a day starts at midnight Eastern Time, a week on
 * Monday, a month on its first day (docs/decisions/016-safer-gambling.md).
 */
export const LIMIT_TIME_ZONE = 'America/New_York';
/** How the pages name `LIMIT_TIME_ZONE`. */
export const LIMIT_TIME_ZONE_LABEL = 'Eastern Time';
/** A raise or removal waits at least this long, and for the current period to end, before it can be confirmed. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** The play-time warning comes this long before the daily play-time limit is reached. */
export const PLAY_TIME_WARNING_MINUTES = 5;
/** What a player types, the second time they are asked, to exclude themselves. */
export const SELF_EXCLUSION_PHRASE = 'EXCLUDE ME';
/** The help line every page's footer carries. */
export const HELP_LINE_TEXT = 'If you or someone you know has a gambling problem, call 1-800-GAMBLER';

/**
 * The status of a refused withdrawal request the cashier acts on: 403 is "verify your identity first" (its
 * message says so; the cashier links to /lobby/account/verification), 409 is "your coupon's bonus
 * would be forfeited" (the cashier asks the player to confirm with `forfeit_bonus`).
 */
export const WITHDRAWAL_NEEDS_VERIFICATION_STATUS = 403;
export const WITHDRAWAL_FORFEITS_BONUS_STATUS = 409;

/** The account history's date filter: the page says it before asking, the provider when a call asks anyway. */
export const HISTORY_RANGE_MESSAGE = 'The first day must be on or before the last day.';
