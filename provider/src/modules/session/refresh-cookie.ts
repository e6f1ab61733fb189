import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionEndpoints } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/api-error';
import type { RefreshCredential } from './refresh-credential-service';

/** The cookie that holds the browser's refresh credential (docs/decisions/014). */
export const REFRESH_COOKIE = 'casino_refresh';

/** The browser sends it to the renewal route only: no other call of the provider carries it. */
const REFRESH_COOKIE_PATH = sessionEndpoints.refresh.path;

/**
 * HttpOnly (no script of the site's origin reads it), SameSite=Strict (no other site's page makes the
 * browser send it), Secure when the provider is served over https.
 */
function refreshCookie(ctx: AppContext, value: string, maxAgeSeconds: number): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Sets the credential; the cookie lives until its family ends. */
export function setRefreshCookie(reply: FastifyReply, ctx: AppContext, credential: RefreshCredential): void {
  const maxAge = Math.max(0, Math.floor((credential.expiresAt.getTime() - ctx.now().getTime()) / 1000));
  void reply.header('set-cookie', refreshCookie(ctx, credential.credential, maxAge));
}

/** Removes the cookie from the browser (logout, a refused renewal). */
export function clearRefreshCookie(reply: FastifyReply, ctx: AppContext): void {
  void reply.header('set-cookie', refreshCookie(ctx, '', 0));
}

/** The credential the request's Cookie header carries, if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === REFRESH_COOKIE) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * A browser names the page that asks: only the site's pages may renew (the answer holds a session
 * token). Calls without an Origin come from outside a browser, which holds the cookie itself.
 */
export function checkRefreshOrigin(request: FastifyRequest, ctx: AppContext): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !ctx.config.siteOrigins.includes(origin)) throw forbidden('Sessions are renewed only from the site.');
}
