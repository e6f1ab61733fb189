import { readStoredSession, SESSION_LIFETIME_MS, SESSION_STORAGE_KEY, writeStoredSession, type StoredSession } from './stored-session';

const storedAt = Date.UTC(2026, 10, 1, 12);
const session: StoredSession = { login: 'jdoe', pid: 5, sessionID: 's', token: 't', timeStamp: storedAt };

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('is read back while under 24 hours old', () => {
    writeStoredSession(session);
    expect(readStoredSession(localStorage, storedAt + SESSION_LIFETIME_MS - 1)).toEqual(session);
  });

  it('is cleared once 24 hours old', () => {
    writeStoredSession(session);
    expect(readStoredSession(localStorage, storedAt + SESSION_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('is cleared when marked expired or unreadable', () => {
    writeStoredSession({ ...session, expired: true });
    expect(readStoredSession(localStorage, storedAt)).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession(localStorage, storedAt)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
