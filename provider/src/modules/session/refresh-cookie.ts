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
function writeRefreshCookie(reply: FastifyReply, ctx: AppContext, value: string, maxAge: number): void {
  void reply.setCookie(REFRESH_COOKIE, value, {
    path: REFRESH_COOKIE_PATH, maxAge, httpOnly: true, sameSite: 'strict', secure: ctx.config.publicUrl.startsWith('https:'),
  });
}

/** Sets the credential; the cookie lives until its family ends. */
export function setRefreshCookie(reply: FastifyReply, ctx: AppContext, credential: RefreshCredential): void {
  writeRefreshCookie(reply, ctx, credential.credential, Math.max(0, Math.floor((credential.expiresAt.getTime() - ctx.now().getTime()) / 1000)));
}

/** Removes the cookie from the browser (logout, a refused renewal). */
export function clearRefreshCookie(reply: FastifyReply, ctx: AppContext): void {
  writeRefreshCookie(reply, ctx, '', 0);
}

/** The credential the request's cookies carry (as @fastify/cookie reads them), if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/**
 * A browser names the page that asks: only the site's pages may renew (the answer holds a session
 * token). Calls without an Origin come from outside a browser, which holds the cookie itself.
 */
export function checkRefreshOrigin(request: FastifyRequest, ctx: AppContext): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !ctx.config.siteOrigins.includes(origin)) throw forbidden('Sessions are renewed only from the site.');
}
