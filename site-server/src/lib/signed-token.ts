import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a token is for. Every purpose is signed differently, so a token made for one never passes for
 * another: the one list keeps them distinct. (The keyed hashes' kinds share the same inputs, so they
 * are listed here too.)
 */
export type TokenPurpose =
  /** A preview link and the cookie it becomes (release/preview-links.ts). */
  | 'preview'
  /** A page load's health token (release-health/load-tokens.ts). */
  | 'health-load'
  /** A release manager's session cookie, the forms of a session, a notice for the next page (release-page/manager-session.ts). */
  | 'release-session' | 'release-form' | 'release-notice'
  /** `pnpm release status` asking for the health figures (release/signed-status.ts). */
  | 'release-status'
  /** What the provider said of a browser's player, for targeted canaries (release/canary-segments.ts). */
  | 'release-segment';

/** What a keyed hash names without giving it away (release-health/load-tokens.ts). */
export type KeyedHashKind = 'browser' | 'network';

/**
 * The one signer of the site's release key: every token the site server hands out or accepts. A token
 * is its JSON fields in base64url, a dot, and an HMAC-SHA256 of them under the key and a purpose. A
 * token can also be bound to a value it does not carry (a manager's password hash, the session a form
 * belongs to): it then passes only while that value is the same.
 *
 * Expiry is a field of the token's own, checked by whoever reads it: a preview ends at its `e`, a page
 * load a day after its `t`, a session at its `expires`.
 */
export function signToken(purpose: TokenPurpose, fields: object, key: Buffer, boundTo?: string): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${signatureOf(purpose, payload, key, boundTo)}`;
}

/** The fields of a token signed for `purpose` with `key` (and bound to `boundTo`, if it was); null when it is forged or malformed. */
export function verifiedTokenFields(purpose: TokenPurpose, token: string | undefined, key: Buffer, boundTo?: string): Record<string, unknown> | null {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameSignature(signature, signatureOf(purpose, payload, key, boundTo))) return null;
  return fieldsOf(payload);
}

/**
 * The fields a token claims, its signature not checked: only to find what checks it (the account a
 * session names, whose password hash it is bound to). Never trust them before verifiedTokenFields.
 */
export function claimedTokenFields(token: string | undefined): Record<string, unknown> | null {
  const [payload, signature, extra] = (token ?? '').split('.');
  return payload && signature && extra === undefined ? fieldsOf(payload) : null;
}

/** A short keyed hash: enough to tell two browsers or networks apart, and nothing that names them without the key. */
export function keyedHash(key: Buffer, kind: KeyedHashKind, value: string): string {
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('base64url').slice(0, 16);
}

function fieldsOf(payload: string): Record<string, unknown> | null {
  try {
    const fields: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// Neither a purpose nor a base64url payload holds a colon, so the signed text reads one way only; a
// token without a binding is signed as it always was (links and page loads handed out before still pass).
const signatureOf = (purpose: TokenPurpose, payload: string, key: Buffer, boundTo?: string) =>
  createHmac('sha256', key).update(boundTo === undefined ? `${purpose}:${payload}` : `${purpose}:${payload}:${boundTo}`).digest('base64url');

/** Whether a signature given matches the one expected, in time that does not tell how much of it did. */
function sameSignature(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
