import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionPlayer } from '../app-context';
import { forbidden, unauthorized } from '../lib/api-error';
import { findLiveSession, noteSessionActivity } from '../modules/session';

export const SESSION_HEADER = 'x-session-token';

/** Ids a client may repeat in the query or body; each must name the same player as the path. */
const PLAYER_ID_FIELDS = ['pid', 'playerId', 'player_id', 'RTG_PID'] as const;

function claimedPlayerIds(request: FastifyRequest): unknown[] {
  const sources = [request.params, request.query, request.body].filter(
    (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
  );
  return sources.flatMap((source) => PLAYER_ID_FIELDS.map((field) => source[field]));
}

/** What a QuickPlay link's session hears when it asks to change the account. */
export const ACCOUNT_SCOPE_MESSAGE = 'Please log in with your password to change your account.';

/**
 * A change to the account (profile, email, password, QuickPlay, marketing permission) needs a
 * session signed in with the password: a QuickPlay link's session (a forwarded email) only plays.
 */
export function requireAccountScope(session: SessionPlayer): SessionPlayer {
  if (session.scope !== 'full') throw forbidden(ACCOUNT_SCOPE_MESSAGE);
  return session;
}

/**
 * Routes with `config: { auth: 'player' }` need a live session whose player is the `:pid` of
 * the path. Another player's pid gets 403 and no data, whatever else the request says. Routes
 * that also say `scope: 'account'` change the account: a QuickPlay link's session gets 403.
 */
export function installAuthHook(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  // Before validation: a request for another player's data gets 401/403, never a hint about its body.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.auth !== 'player') return;
    const header = request.headers[SESSION_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const session = token ? await findLiveSession(app.ctx, token) : null;
    if (!session) throw unauthorized();
    for (const claimed of claimedPlayerIds(request)) {
      if (claimed === undefined || claimed === null || claimed === '') continue;
      if (String(claimed) !== String(session.playerId)) throw forbidden();
    }
    if (request.routeOptions.config.scope === 'account') requireAccountScope(session);
    await noteSessionActivity(app.ctx, session);
    request.session = session;
  });
}

export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The live session the request's header names, or 401: for calls without a `:pid` that still act for one player. */
export async function requireSession(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers[SESSION_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const session = token ? await findLiveSession(app.ctx, token) : null;
  if (!session) throw unauthorized();
  request.session = session;
  return session;
}
