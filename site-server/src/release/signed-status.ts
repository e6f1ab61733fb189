import { createHmac } from 'node:crypto';
import { sameSignature } from '../lib/signing-key';

/** How far a signed status request's time may be from the server's. */
const STATUS_SKEW_MS = 5 * 60_000;

const signatureOf = (time: string, key: Buffer) => createHmac('sha256', key).update(`status:${time}`).digest('base64url');

/**
 * The `authorization` header of `pnpm release status` asking the site for its health figures:
 * the time and its HMAC under the site's release key, so only a holder of the key reads them.
 */
export const statusAuthorization = (key: Buffer, now = new Date()): string => {
  const time = String(now.getTime());
  return `Release ${time}.${signatureOf(time, key)}`;
};

/** Whether a request carries a status authorization signed with `key`, made within five minutes. */
export function isStatusAuthorized(header: string | undefined, key: Buffer, now = new Date()): boolean {
  const [, time = '', signature = ''] = /^Release (\d{1,16})\.([\w-]{43})$/.exec(header ?? '') ?? [];
  if (!time || Math.abs(now.getTime() - Number(time)) > STATUS_SKEW_MS) return false;
  return sameSignature(signature, signatureOf(time, key));
}
