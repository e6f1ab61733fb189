/**
 * Every event that crosses a remote boundary, with its payload.
 *
 * Commands ask the owner of a feature to do something (`onboarding.open`); facts tell
 * everyone what changed (`session.changed`). Adding an event or an optional field is a
 * minor change of {@link CONTRACT_VERSION}; changing or removing one is a major change.
 */

/** The state in which the onboarding modal opens (SPEC §2, Modals and popups). */
export type OnboardingState =
  | 'signup'
  | 'quicksignup'
  | 'login'
  | 'compactlogin'
  | 'moreDetails'
  | 'forgottenusername'
  | 'forgottenpassword'
  | 'passwordreset'
  | 'quickredeem'
  | 'quickplay';

/** Every onboarding state, in the order SPEC §2 lists them. */
export const ONBOARDING_STATES: ReadonlyArray<OnboardingState> = [
  'signup',
  'quicksignup',
  'login',
  'compactlogin',
  'moreDetails',
  'forgottenusername',
  'forgottenpassword',
  'passwordreset',
  'quickredeem',
  'quickplay',
];

/** Asks mfe-onboarding to open its modal. */
export interface OnboardingOpenCommand {
  /** The modal type to show. */
  state: OnboardingState;
  /**
   * Query parameters that came with the request (for example `pid` and `token` for a
   * password reset, or `hash`, `game`, `code`, `coupon` for quick links).
   */
  params?: Readonly<Record<string, string>>;
}

/** Asks mfe-cashier to open the cashier modal. */
export interface CashierOpenCommand {
  /** The tab to show first; the cashier tab when absent. */
  tab?: 'cashier' | 'coupons';
}

/** Asks mfe-support to open the live-chat widget. */
export interface ChatOpenCommand {
  /** A message to start the conversation with, for example about a cashback code. */
  message?: string;
}

/** Asks mfe-support to open the emailOptOut dialogue for the link of a marketing email (`unsubscribe` query parameter). */
export interface EmailOptOutOpenCommand {
  /** The userHash the marketing email's link carries; it names the subscriber to unsubscribe. */
  userHash: string;
}

/** Asks mfe-lobby to launch a game. */
export interface GameLaunchCommand {
  /** Game id of the catalogue entry. */
  gameId: number;
  /** Machine id of the catalogue entry. */
  machineId: number;
  /** Launch window size; quick play uses 1280x720. */
  size?: { width: number; height: number };
}

/** Asks mfe-promotions to open the promotion card with this coupon code (`promo` query parameter). */
export interface PromotionFocusCommand {
  couponCode: string;
}

/** Asks the host to end the session (LOG OUT anywhere on the site). */
export interface SessionEndCommand {
  reason: 'logout';
}

/** Asks the host to read the balance again and publish it as `balance.changed`. */
export type BalanceRefreshCommand = Record<string, never>;

/** Asks the host to show the casinoMaintenance dialogue. */
export type MaintenanceShowCommand = Record<string, never>;

/**
 * The logged-in player as every remote may know them. Carries no secret: the session token reaches
 * code only through shared-api's `SessionPort`, and facts that change during a session (class, first
 * deposit, balance, coupon in play) are read from the provider, not kept here (contract 3.0.0).
 */
export interface PlayerIdentity {
  /** Login name, trimmed and lower-cased. */
  login: string;
  /** Player id (`pid`). */
  playerId: number;
  /** First name for the greeting; absent until the profile is known. */
  firstName?: string;
  /**
   * An opaque id the host gives this session when it begins (not a credential, and not the
   * provider's token). It stays through silent renewals, so caches of a session's answers are keyed by it.
   */
  sessionKey: string;
}

/** Who is using the site. Replayed to late subscribers. */
export type SessionState =
  | { status: 'anonymous' }
  | { status: 'authenticated'; player: PlayerIdentity };

/**
 * The player's balance. Replayed to late subscribers. The breakdown (`cash`, `bonus`, `withdrawable`,
 * `pendingWithdrawals`) comes with a reading of the provider's balance answer (the host's); a balance
 * told by a game frame has the total alone, and whoever shows the breakdown asks `balance.refresh`.
 */
export interface BalanceState {
  /** Balance in the currency's major unit (USD), as the provider reports it: cash and bonus funds together. */
  balance: number;
  /** Currency symbol to show, for example `$`. */
  currencySymbol: string;
  /** Cash funds, in USD. @since 3.1.0 */
  cash?: number;
  /** Bonus funds still locked by a coupon's playthrough, in USD. @since 3.1.0 */
  bonus?: number;
  /** What the player may withdraw now (cash not already asked for), in USD. @since 3.1.0 */
  withdrawable?: number;
  /** Asked for and not yet paid out (not part of `balance`), in USD. @since 3.1.0 */
  pendingWithdrawals?: number;
}

/** The player's active coupon changed (redeemed, cancelled, applied or removed). */
export interface CouponChangedFact {
  /** Code of the active coupon, or null when there is none. */
  activeCouponCode: string | null;
  /** Whether the active coupon waits for a deposit ('requested'). */
  awaitingDeposit: boolean;
}

/** A game became visible or hidden (the daily reward popup never covers a game). */
export interface GameVisibilityChangedFact {
  visible: boolean;
}

/** The player opted in or out of the lobby jackpot. */
export interface JackpotOptInChangedFact {
  optedIn: boolean;
}

/** What changed in the player's safer-gambling tools; the provider's state is the truth, so listeners read it again. */
export interface SaferGamblingChangedFact {
  /** `limits`: a limit or a pending change; `reality-check`: its interval or an answer; `restriction`: a time-out or self-exclusion began. */
  reason: 'limits' | 'reality-check' | 'restriction';
}

/** A withdrawal was requested, cancelled, decided or paid; the provider's list is the truth, so listeners read it again. */
export interface WithdrawalChangedFact {
  /** The withdrawal's id at the provider. */
  withdrawalId: number;
  /** Its status after the change, as the provider answered it. */
  status: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
}

/** Name of every event and the type of its payload. */
export interface EventCatalogue {
  /** Command: open the onboarding modal. Handled by mfe-onboarding. */
  'onboarding.open': OnboardingOpenCommand;
  /** Command: open the cashier modal. Handled by mfe-cashier. */
  'cashier.open': CashierOpenCommand;
  /** Command: open live chat. Handled by mfe-support. */
  'chat.open': ChatOpenCommand;
  /** Command: open the emailOptOut dialogue. Handled by mfe-support. @since 1.3.0 */
  'email.optout.open': EmailOptOutOpenCommand;
  /** Command: launch a game. Handled by mfe-lobby. */
  'game.launch': GameLaunchCommand;
  /** Command: open one promotion card. Handled by mfe-promotions. */
  'promotion.focus': PromotionFocusCommand;
  /** Command: show the casinoMaintenance dialogue. Handled by the host. */
  'maintenance.show': MaintenanceShowCommand;
  /** Command: log out. Handled by the host. @since 1.1.0 */
  'session.end': SessionEndCommand;
  /** Command: read the balance again. Handled by the host. @since 1.1.0 */
  'balance.refresh': BalanceRefreshCommand;
  /** Fact: the session changed. Published by the host; replayed. */
  'session.changed': SessionState;
  /** Fact: the balance changed. Replayed. */
  'balance.changed': BalanceState;
  /** Fact: the active coupon changed. */
  'coupon.changed': CouponChangedFact;
  /** Fact: a game was shown or hidden. */
  'game.visibility.changed': GameVisibilityChangedFact;
  /** Fact: the lobby jackpot opt-in changed. */
  'jackpot.optin.changed': JackpotOptInChangedFact;
  /** Fact: the player's limits, reality check or restrictions changed. Published by whoever asked the provider for the change. @since 2.1.0 */
  'safergambling.changed': SaferGamblingChangedFact;
  /** Fact: a withdrawal changed. Published by whoever asked the provider for the change. @since 3.1.0 */
  'withdrawal.changed': WithdrawalChangedFact;
}

/** Any event name. */
export type EventName = keyof EventCatalogue;

/** Events that ask one owner to act. A command sent before its owner has loaded waits for it. */
export type CommandName =
  | 'onboarding.open'
  | 'cashier.open'
  | 'chat.open'
  | 'email.optout.open'
  | 'game.launch'
  | 'promotion.focus'
  | 'maintenance.show'
  | 'session.end'
  | 'balance.refresh';

/** Facts whose latest value is replayed to every new subscriber. */
export type ReplayedEventName = 'session.changed' | 'balance.changed';

export const COMMAND_NAMES: ReadonlyArray<CommandName> = [
  'onboarding.open',
  'cashier.open',
  'chat.open',
  'email.optout.open',
  'game.launch',
  'promotion.focus',
  'maintenance.show',
  'session.end',
  'balance.refresh',
];

export const REPLAYED_EVENT_NAMES: ReadonlyArray<ReplayedEventName> = ['session.changed', 'balance.changed'];
