import { formatBalance } from './money';

/**
 * The safer-gambling texts players read, with their figures. The provider words its refusals with
 * them and the site its notices, so a limit reads the same in the cashier, the game and the account.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOUR_MS = 3_600_000;

/** The day of the month of the `nth` Sunday of `month` (0-based) in `year`. */
const nthSunday = (year: number, month: number, nth: number): number => 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (nth - 1);

/**
 * Eastern Time's offset from UTC at `date`, in hours: daylight saving time (−4) from the second
 * Sunday of March at 2 AM to the first Sunday of November at 2 AM, standard time (−5) otherwise.
 */
function easternOffsetHours(date: Date): number {
  const year = date.getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 5);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 4);
  return date.getTime() >= daylightFrom && date.getTime() < daylightUntil ? -4 : -5;
}

/**
 * `November 27, 2026 at 12:00 AM ET`: every moment a limit names, in the limits' one time zone
 * (LIMIT_TIME_ZONE, US Eastern; the test holds it to what `Intl` writes for that zone). Written by
 * hand, not by `Intl.DateTimeFormat`: a page's first date formatter costs about 15 ms at full speed
 * (60 ms on a 4x-slowed phone), and a player's first page shows a moment at once (the last login).
 */
export const formatLimitInstant = (instant: string | Date): string => {
  const moment = new Date(instant);
  const eastern = new Date(moment.getTime() + easternOffsetHours(moment) * HOUR_MS);
  const hours = eastern.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(eastern.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[eastern.getUTCMonth()]} ${eastern.getUTCDate()}, ${eastern.getUTCFullYear()} at ${clock} ET`;
};

/** `$1,234.50` */
export const formatCents = (cents: number): string => formatBalance(cents / 100);

/** A deposit over what the deposit limits leave. */
export const depositLimitMessage = (remainingCents: number, changesAt: string | Date): string =>
  remainingCents > 0
    ? `Your deposit limit allows ${formatCents(remainingCents)} more until ${formatLimitInstant(changesAt)}.`
    : `You have reached your deposit limit. You can deposit again from ${formatLimitInstant(changesAt)}.`;

/** A paid round whose stake could take the player past a loss limit. */
export const lossLimitMessage = (remainingCents: number, changesAt: string | Date): string =>
  remainingCents > 0
    ? `This bet could take you past your loss limit. You can lose ${formatCents(remainingCents)} more until ${formatLimitInstant(changesAt)}.`
    : `You have reached your loss limit. You can play for money again from ${formatLimitInstant(changesAt)}.`;

/** A paid round asked for while the reality check waits for an answer. */
export const REALITY_CHECK_DUE_MESSAGE = 'Please answer the reality check before you play on.';

/** Login (or a session) refused because today's play time is used up. */
export const playTimeLimitMessage = (changesAt: string | Date): string =>
  `You have reached your daily play-time limit. You can log in again from ${formatLimitInstant(changesAt)}.`;

/** The warning shortly before the play-time limit ends the session. */
export const playTimeWarningMessage = (minutes: number): string =>
  `Your daily play-time limit is reached in ${minutes} minute${minutes === 1 ? '' : 's'}. You will then be logged out.`;

const TIME_OUT_MESSAGE_START = 'Your account is on a time-out until ';

/** Login, a QuickPlay link or a renewal refused during a time-out. */
export const timeOutMessage = (endsAt: string | Date): string =>
  `${TIME_OUT_MESSAGE_START}${formatLimitInstant(endsAt)}. You can log in again then.`;

/** Whether a refusal is the time-out's: the login form then offers the self-exclusion a time-out still allows. */
export const isTimeOutMessage = (message: string): boolean => message.startsWith(TIME_OUT_MESSAGE_START);

/** Login, a QuickPlay link or a renewal refused during a self-exclusion. */
export const selfExclusionMessage = (endsAt: string | Date): string =>
  `Your account is self-excluded until ${formatLimitInstant(endsAt)}.`;
