import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_TOKEN_HEADER } from 'shared-contract';
import { forbidden, unauthorized } from '../lib/api-error';
import { headerOf } from '../routes/route-helpers';
import { findLiveSession, noteSessionActivity } from '../modules/session';
import { requireAccountScope } from './request-session';

/** Ids a client may repeat in the query or body; each must name the same player as the path. */
const PLAYER_ID_FIELDS = ['pid', 'playerId', 'player_id', 'RTG_PID'] as const;

function claimedPlayerIds(request: FastifyRequest): unknown[] {
  const sources = [request.params, request.query, request.body].filter(
    (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
  );
  return sources.flatMap((source) => PLAYER_ID_FIELDS.map((field) => source[field]));
}

/**
 * Authentication, installed once by the app; routes declare what they need in their config and read
 * `request.session` (`sessionOf` in request-session.ts).
 * - `auth: 'player'`: a live session whose player is the `:pid` of the path. Another player's pid
 *   gets 403 and no data, whatever else the request says.
 * - `auth: 'session'`: a live session of any player, for calls without a `:pid` that still act for one.
 * Routes that also say `scope: 'account'` (they change the account) or `scope: 'withdrawal'`: a QuickPlay link's session gets 403.
 */
export function installAuthHook(app: FastifyInstance): void {
  const liveSessionOf = async (request: FastifyRequest) => {
    const token = headerOf(request, SESSION_TOKEN_HEADER);
    const session = token ? await findLiveSession(app.ctx, token) : null;
    if (!session) throw unauthorized();
    return session;
  };
  app.decorateRequest('session', null);
  // Before validation: a request for another player's data gets 401/403, never a hint about its body.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.auth !== 'player') return;
    const session = await liveSessionOf(request);
    for (const claimed of claimedPlayerIds(request)) {
      if (claimed === undefined || claimed === null || claimed === '') continue;
      if (String(claimed) !== String(session.playerId)) throw forbidden();
    }
    const { scope } = request.routeOptions.config;
    if (scope) requireAccountScope(session, scope);
    await noteSessionActivity(app.ctx, session);
    request.session = session;
  });
  // After validation, as these routes asked in their handler before: a malformed body is still 400 without a session.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.auth !== 'session') return;
    const session = await liveSessionOf(request);
    request.session = session;
    const { scope } = request.routeOptions.config;
    if (scope) requireAccountScope(session, scope);
  });
}
