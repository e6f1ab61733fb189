import { provideSession, type NewSession } from '../session-port';

/**
 * Installs a session port that only records the sessions handed to it, as a page with no host
 * yet: no token is sent, so each call a flow makes before the host holds the session names its token.
 */
export function recordStartedSessions(): NewSession[] {
  const started: NewSession[] = [];
  provideSession({
    sessionToken: () => undefined,
    startSession: (session) => {
      started.push(session);
      return Promise.resolve();
    },
  });
  return started;
}
