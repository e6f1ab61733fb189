import type { EventBus, SessionStartCommand } from 'shared-events';
import { fetchPlayerDetails } from '../api/player-details';
import type { LoginAnswer } from '../api/login';
import { normaliseLogin } from '../validation/rules';

/**
 * Hands a new session to the host (`session.start`), which stores it and greets the player.
 * The password goes only on the bus, for the host's encrypted silent re-login; this remote
 * never stores it. The first name is read when the caller does not know it.
 */
export async function startSession(
  bus: EventBus,
  answer: LoginAnswer,
  options: { password?: string; firstName?: string } = {},
): Promise<SessionStartCommand> {
  let firstName = options.firstName;
  if (!firstName) {
    try {
      firstName = (await fetchPlayerDetails(answer.pid, answer.sessionToken)).contact.first_name || undefined;
    } catch (error) {
      // The greeting falls back to the login; the session itself is fine.
      console.warn('Player details could not be read after login', error);
    }
  }
  const command: SessionStartCommand = {
    login: normaliseLogin(answer.login),
    playerId: answer.pid,
    sessionToken: answer.sessionToken,
    sessionId: answer.rtgSession.session_id,
    ...(firstName ? { firstName } : {}),
    ...(answer.player_class ? { playerClass: answer.player_class } : {}),
    ...(typeof answer.first_deposit === 'boolean' ? { hasFirstDeposit: answer.first_deposit } : {}),
    ...(options.password ? { password: options.password } : {}),
  };
  bus.emit('session.start', command);
  return command;
}
