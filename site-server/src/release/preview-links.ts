import { isReleaseName, type ReleasePreview, RELEASE_PREVIEW_PATH } from 'shared-releases';
import { signToken, verifiedTokenFields } from '../lib/signed-token';

/** The cookie that keeps a browser in a preview; its value is the signed token of the link. */
export const PREVIEW_COOKIE = 'casino_release_preview';
/** How long a preview link works unless told otherwise, and at most. */
export const PREVIEW_DEFAULT_MINUTES = 60;
export const PREVIEW_MAX_MINUTES = 7 * 24 * 60;

const PURPOSE = 'preview';

/** A token for a preview of `remote` `version` until `expiresAt`: its fields and an HMAC-SHA256 of them. */
export function signPreview(preview: ReleasePreview, key: Buffer): string {
  return signToken(PURPOSE, { r: preview.remote, v: preview.version, e: preview.expiresAt }, key);
}

/** The preview a token grants, or null when it is forged, malformed or expired. */
export function verifyPreview(token: string | undefined, key: Buffer, now = new Date()): ReleasePreview | null {
  const fields = verifiedTokenFields(PURPOSE, token, key);
  if (!fields) return null;
  const { r, v, e } = fields;
  if (typeof r !== 'string' || !isReleaseName(r) || typeof v !== 'string' || typeof e !== 'string') return null;
  if (!(Date.parse(e) > now.getTime())) return null;
  return { remote: r, version: v, expiresAt: e };
}

/** The link `pnpm release preview` prints. */
export const previewLink = (siteUrl: string, token: string): string => `${siteUrl.replace(/\/+$/, '')}${RELEASE_PREVIEW_PATH}?token=${token}`;

/** The preview cookie's token in a request's cookies (as @fastify/cookie reads them). */
export function previewTokenOf(cookies: Readonly<Record<string, string | undefined>>): string | undefined {
  return cookies[PREVIEW_COOKIE];
}
