import { createHmac } from 'node:crypto';
import { isRemoteName, type ReleasePreview, RELEASE_PREVIEW_PATH } from 'shared-releases';
import { cookieValue } from '../serve/cookies';
import { sameSignature } from './signing-key';

/** The cookie that keeps a browser in a preview; its value is the signed token of the link. */
export const PREVIEW_COOKIE = 'casino_release_preview';
/** How long a preview link works unless told otherwise, and at most. */
export const PREVIEW_DEFAULT_MINUTES = 60;
export const PREVIEW_MAX_MINUTES = 7 * 24 * 60;

const signatureOf = (payload: string, key: Buffer) => createHmac('sha256', key).update(`preview:${payload}`).digest('base64url');

/** A token for a preview of `remote` `version` until `expiresAt`: its fields and an HMAC-SHA256 of them. */
export function signPreview(preview: ReleasePreview, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ r: preview.remote, v: preview.version, e: preview.expiresAt })).toString('base64url');
  return `${payload}.${signatureOf(payload, key)}`;
}

/** The preview a token grants, or null when it is forged, malformed or expired. */
export function verifyPreview(token: string | undefined, key: Buffer, now = new Date()): ReleasePreview | null {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameSignature(signature, signatureOf(payload, key))) return null;
  try {
    const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { r?: unknown; v?: unknown; e?: unknown };
    if (typeof fields.r !== 'string' || !isRemoteName(fields.r) || typeof fields.v !== 'string' || typeof fields.e !== 'string') return null;
    if (!(Date.parse(fields.e) > now.getTime())) return null;
    return { remote: fields.r, version: fields.v, expiresAt: fields.e };
  } catch {
    return null;
  }
}

/** The link `pnpm release preview` prints. */
export const previewLink = (siteUrl: string, token: string): string => `${siteUrl.replace(/\/+$/, '')}${RELEASE_PREVIEW_PATH}?token=${token}`;

/** The preview cookie's token in a request's cookies. */
export function previewTokenOf(cookieHeader: string | undefined): string | undefined {
  return cookieValue(cookieHeader, PREVIEW_COOKIE);
}
