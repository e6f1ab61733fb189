import type { FastifyRequest } from 'fastify';
import type { SessionPlayer } from '../app-context';
import { forbidden, unauthorized } from '../lib/api-error';

// What routes read of the session the auth hook (auth-hook.ts, installed once by the app) found. Routes import
// this file, never the hook: the hook uses the session module, whose routes would otherwise import it back.

/** What a QuickPlay link's session reads when it asks for what needs a password login. */
const PASSWORD_LOGIN_NEEDED = {
  account: 'Please log in with your password to change your account.',
  withdrawal: 'A QuickPlay link cannot withdraw. Please log in with your password to withdraw.',
} as const;

/**
 * A change to the account (profile, email, password, QuickPlay, marketing permission) and a withdrawal need a
 * session signed in with the password: a QuickPlay link's session (a forwarded email) only plays.
 */
export function requireAccountScope(session: SessionPlayer, scope: keyof typeof PASSWORD_LOGIN_NEEDED = 'account'): SessionPlayer {
  if (session.scope !== 'full') throw forbidden(PASSWORD_LOGIN_NEEDED[scope]);
  return session;
}

/** The session of a route that declared `config: { auth: 'player' | 'session' }`, or 401. */
export function sessionOf(request: FastifyRequest): SessionPlayer {
  if (!request.session) throw unauthorized();
  return request.session;
}
