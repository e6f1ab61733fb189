import { signToken, verifiedTokenFields } from '../lib/signed-token';

/** How far a signed status request's time may be from the server's. */
const STATUS_SKEW_MS = 5 * 60_000;

/**
 * The `authorization` header of `pnpm release status` asking the site for its health figures: a
 * token of the time signed with the site's release key, so only a holder of the key reads them.
 */
export const statusAuthorization = (key: Buffer, now = new Date()): string => `Release ${signToken('release-status', { t: now.getTime() }, key)}`;

/** Whether a request carries a status authorization signed with `key`, made within five minutes. */
export function isStatusAuthorized(header: string | undefined, key: Buffer, now = new Date()): boolean {
  const [, token] = /^Release ([\w.-]{1,200})$/.exec(header ?? '') ?? [];
  const time = verifiedTokenFields('release-status', token, key)?.t;
  return typeof time === 'number' && Math.abs(now.getTime() - time) <= STATUS_SKEW_MS;
}
