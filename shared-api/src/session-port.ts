import { getEventBus, type EventBus, type PlayerIdentity } from 'shared-events';

/** A session the provider has just opened (a login, signup or QuickPlay answer), handed to the page's session owner. */
export interface NewSession {
  /** Login name, trimmed and lower-cased. */
  login: string;
  /** Player id (`pid`). */
  playerId: number;
  /** The provider's session token: it goes no further than the session owner. */
  sessionToken: string;
  /** `rtgSession.session_id` of the answer. */
  sessionId: string;
  firstName?: string;
}

/**
 * The one channel of the session token (docs/decisions/006, 018). The host implements it at boot
 * from its session store; a remote's standalone shell and tests install their own. Until then no
 * token is sent and no session can start. The event bus never carries the token.
 */
export interface SessionPort {
  /** The live session's token, or undefined for a visitor. */
  sessionToken(): string | undefined;
  /**
   * Stores a session the provider has just opened and publishes the player (`session.changed`);
   * resolves once the player is published. No password goes with it: the answer set the
   * provider's refresh cookie (docs/decisions/014).
   */
  startSession(session: NewSession): Promise<void>;
}

const noSession: SessionPort = {
  sessionToken: () => undefined,
  startSession: () => Promise.reject(new Error('No session owner on this page: the host (or a standalone shell) provides one at boot.')),
};
let current: SessionPort = noSession;

/** Installs the page's session port (the host at boot, a standalone shell, a test). */
export function provideSession(port: SessionPort): void {
  current = port;
}

/** The installed session port. */
export function sessionPort(): SessionPort {
  return current;
}

/** Back to no session (tests). */
export function resetSessionPort(): void {
  current = noSession;
}

let sessionCount = 0;

/** A fresh {@link PlayerIdentity.sessionKey}: unique on the page, and no credential. */
export function newSessionKey(): string {
  sessionCount += 1;
  return `session-${Date.now().toString(36)}-${sessionCount}`;
}

/** What {@link memorySessionPort} starts from. */
export interface MemorySessionOptions {
  /** Where the player is published; the page's bus by default. */
  bus?: EventBus;
  /** A token already held (a test's player), or where to read it from. */
  sessionToken?: string | (() => string | undefined);
}

/**
 * A session owner that keeps the token in the page's memory and publishes the player on the bus as
 * the host does: what a remote's standalone shell, the contract tests and unit tests install.
 */
export function memorySessionPort(options: MemorySessionOptions = {}): SessionPort & { endSession(): void } {
  const bus = options.bus ?? getEventBus();
  let token = typeof options.sessionToken === 'string' ? options.sessionToken : undefined;
  const read = typeof options.sessionToken === 'function' ? options.sessionToken : () => token;
  return {
    sessionToken: read,
    startSession(session) {
      token = session.sessionToken;
      const player: PlayerIdentity = {
        login: session.login,
        playerId: session.playerId,
        sessionKey: newSessionKey(),
        ...(session.firstName ? { firstName: session.firstName } : {}),
      };
      bus.emit('session.changed', { status: 'authenticated', player });
      return Promise.resolve();
    },
    endSession() {
      token = undefined;
      bus.emit('session.changed', { status: 'anonymous' });
    },
  };
}
