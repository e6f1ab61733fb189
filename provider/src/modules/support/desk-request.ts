import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError, forbidden } from '../../lib/api-error';
import { headerOf } from '../../routes/route-helpers';
import type { HostRow } from './support-repository';
import { hostOfSession } from './support-service';

/** The desk's session cookie: HttpOnly, SameSite=Strict, sent only to /support/desk paths. */
export const DESK_COOKIE = 'desk_session';

/** Its attributes, besides Max-Age. */
export const DESK_COOKIE_OPTIONS = { path: '/support/desk', httpOnly: true, sameSite: 'strict' } as const;

/** The desk session the request's cookies carry (as @fastify/cookie reads them). */
export function deskToken(request: FastifyRequest): string | undefined {
  return request.cookies[DESK_COOKIE];
}

/** Whether a request's `Origin` is this server (no Origin: not a browser page). One that is no URL is foreign, never an error. */
export function isOwnOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The host a desk call comes from: the desk's own page only (a page elsewhere, the site's included,
 * cannot use a host's cookie: 403), with a live host session (401 otherwise).
 */
export async function deskHostOf(ctx: AppContext, request: FastifyRequest): Promise<HostRow> {
  if (!isOwnOrigin(headerOf(request, 'origin'), headerOf(request, 'host'))) throw forbidden('The desk answers its own page only.');
  const host = await hostOfSession(ctx, deskToken(request));
  if (!host) throw new ApiError(401, 'Please sign in at the host desk.');
  return host;
}
