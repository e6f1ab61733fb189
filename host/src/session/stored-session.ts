import type { PlayerIdentity } from 'shared-events';

/** A stored session lives at most 24 hours (SPEC §4, §9). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Local storage key of the session. */
export const SESSION_STORAGE_KEY = 'casino.session';

/** The session as kept in local storage (SPEC §3); never a password. */
export interface StoredSession {
  login: string;
  pid: number;
  sessionID: string;
  token: string;
  /** When the session was stored, epoch milliseconds. */
  timeStamp: number;
  firstName?: string;
  /** When the session was last renewed silently (the provider's refresh cookie), epoch milliseconds. */
  renewedAt?: number;
  expired?: boolean;
}

/** Valid while under 24 hours old and not marked expired. */
export function isSessionValid(session: StoredSession, now = Date.now()): boolean {
  return !session.expired && now - session.timeStamp < SESSION_LIFETIME_MS && now >= session.timeStamp;
}

const isStoredSession = (value: unknown): value is StoredSession => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSession>;
  return (
    typeof candidate.login === 'string' &&
    typeof candidate.pid === 'number' &&
    typeof candidate.token === 'string' &&
    typeof candidate.timeStamp === 'number'
  );
};

/** The stored session if it is valid; an invalid or unreadable one is cleared. */
export function readStoredSession(storage: Storage = localStorage, now = Date.now()): StoredSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed) && isSessionValid(parsed, now)) return parsed;
  } catch {
    // An unreadable session is treated as none.
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}

/**
 * What the rest of the site may know of the session: no token (it reaches code only through the
 * session port) and no facts that change. The session key is the player and the moment the session
 * began: the same in every tab and through renewals, new at the next login.
 */
export function playerIdentityOf(session: StoredSession): PlayerIdentity {
  return {
    login: session.login,
    playerId: session.pid,
    sessionKey: `${session.pid}-${session.timeStamp.toString(36)}`,
    ...(session.firstName ? { firstName: session.firstName } : {}),
  };
}
