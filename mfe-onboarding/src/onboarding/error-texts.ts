import { GENERIC_ERROR_MESSAGE, ProviderError } from 'shared-api';
import { ERROR_TEXTS } from '../validation/messages';

/** Provider error names with a text of their own (SPEC §8). */
const TEXTS_BY_CODE: Readonly<Record<string, string>> = {
  errorMaxLoginAttempts: ERROR_TEXTS.maxLoginAttempts,
  errorViewerRestriction: ERROR_TEXTS.viewerRestriction,
  errorCasinoMaintenance: ERROR_TEXTS.casinoMaintenance,
};

/** SPEC §8: signup answers that mean the account exists. */
export const DUPLICATE_ACCOUNT_MESSAGES: ReadonlyArray<string> = ['An account with this email already exists', 'An account already exists'];

export const isDuplicateAccount = (error: unknown): boolean =>
  error instanceof ProviderError && DUPLICATE_ACCOUNT_MESSAGES.includes(error.message);

/** Refused for who the player is or where they are, which no report or chat can fix. */
export const isBanned = (error: unknown): boolean =>
  error instanceof ProviderError &&
  (error.code === 'errorViewerRestriction' || /\b(banned|closed|deactivated)\b/i.test(error.message));

export const errorCodeOf = (error: unknown): string | undefined => (error instanceof ProviderError ? error.code : undefined);

/**
 * What the player reads for a failed call: the SPEC §8 text for a known error name, the server's
 * message otherwise (already made safe by shared-api: HTML-like or empty becomes the generic text).
 */
export function playerTextFor(error: unknown): string {
  if (!(error instanceof ProviderError)) return GENERIC_ERROR_MESSAGE;
  if (error.code) return TEXTS_BY_CODE[error.code] ?? GENERIC_ERROR_MESSAGE;
  return error.message || GENERIC_ERROR_MESSAGE;
}
