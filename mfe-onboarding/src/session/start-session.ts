import { playersClient, sessionPort, type NewSession } from 'shared-api';
import type { SessionAnswer } from 'shared-contract';
import { normaliseLogin } from '../validation/rules';

/**
 * Hands a new session to the host through the session port (never the bus: docs/decisions/018),
 * which stores it and greets the player. No password goes with it: the login answer set the
 * provider's refresh cookie, which the host renews with (docs/decisions/014). The first name is
 * read when the caller does not know it.
 */
export async function startSession(answer: SessionAnswer, options: { firstName?: string } = {}): Promise<NewSession> {
  let firstName = options.firstName;
  if (!firstName) {
    try {
      // Before startSession the host holds no session yet: name the new token.
      firstName = (await playersClient.playerData(answer.pid, { sessionToken: answer.sessionToken })).contact.first_name || undefined;
    } catch (error) {
      // The greeting falls back to the login; the session itself is fine.
      console.warn('Player details could not be read after login', error);
    }
  }
  const session: NewSession = {
    login: normaliseLogin(answer.login),
    playerId: answer.pid,
    sessionToken: answer.sessionToken,
    sessionId: answer.rtgSession.session_id,
    ...(firstName ? { firstName } : {}),
  };
  await sessionPort().startSession(session);
  return session;
}
