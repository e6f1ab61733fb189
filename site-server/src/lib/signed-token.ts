import { createHmac } from 'node:crypto';
import { sameSignature } from './signing-key';

/**
 * A value signed with the site's release key: its JSON fields in base64url, a dot, and an
 * HMAC-SHA256 of them under the key and a purpose, so a token made for one purpose never passes
 * for another.
 */
export function signToken(purpose: string, fields: object, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${signatureOf(purpose, payload, key)}`;
}

/** The fields of a token signed for `purpose` with `key`; null when it is forged or malformed. */
export function verifiedTokenFields(purpose: string, token: string | undefined, key: Buffer): Record<string, unknown> | null {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameSignature(signature, signatureOf(purpose, payload, key))) return null;
  try {
    const fields: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const signatureOf = (purpose: string, payload: string, key: Buffer) => createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');
