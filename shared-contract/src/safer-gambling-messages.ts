import { formatBalance } from './money';
import { LIMIT_TIME_ZONE } from './constants';

/**
 * The safer-gambling texts players read, with their figures. The provider words its refusals with
 * them and the site its notices, so a limit reads the same in the cashier, the game and the account.
 */

/**
 * Made on the first limit text, not when this module is evaluated: every page evaluates it at
 * start-up, and a formatter with a time zone loads that zone's data, about 170 ms on a 4x-slowed phone.
 */
let instantFormat: Intl.DateTimeFormat | undefined;

/** `November 27, 2026, 12:00 AM ET`: every moment a limit names, in the limits' one time zone. */
export const formatLimitInstant = (instant: string | Date): string => {
  instantFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LIMIT_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit',
  });
  return `${instantFormat.format(new Date(instant))} ET`;
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

/** Login, a QuickPlay link or a renewal refused during a time-out. */
export const timeOutMessage = (endsAt: string | Date): string =>
  `Your account is on a time-out until ${formatLimitInstant(endsAt)}. You can log in again then.`;

/** Login, a QuickPlay link or a renewal refused during a self-exclusion. */
export const selfExclusionMessage = (endsAt: string | Date): string =>
  `Your account is self-excluded until ${formatLimitInstant(endsAt)}.`;
