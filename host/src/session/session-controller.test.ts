import { provideSession, resetSessionPort, sessionPort } from 'shared-api';
import { waitFor } from '@testing-library/react';
import { fail, installFakeProvider, sampleSession } from 'shared-api/testing';
import { playerEndpoints, sessionEndpoints } from 'shared-contract';
import { createEventBus, type BalanceState, type EventBus, type SessionState } from 'shared-events';
import { LEGACY_SECRET_KEY, LEGACY_VAULT_DATABASE, RECHECK_INTERVAL_MS, SessionController } from './session-controller';
import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY, writeStoredSession } from './stored-session';

const PASSWORD = 'Demo1234';

/**
 * A provider that knows one player, which session tokens are live, and the browser's refresh
 * cookie: each renewal spends it and sets the next; a spent one presented again ends the family.
 */
function fakeProvider() {
  const state = {
    liveTokens: new Set(['token-0']),
    issued: 0,
    /** The browser's cookie jar: the refresh credential it holds (sent only with credentials). */
    cookie: 'refresh-0' as string | null,
    spent: new Set<string>(),
    familyRevoked: false,
    refreshFor: { pid: 7, login: 'jdoe' },
    unreachable: false,
  };
  const provider = installFakeProvider();
  const live = (headers: Record<string, string>) => state.liveTokens.has(headers['x-session-token'] ?? '');
  provider
    .on(sessionEndpoints.refresh, ({ withCredentials }) => {
      if (state.unreachable) throw new Error('Network Error');
      const presented = withCredentials ? state.cookie : null;
      if (!presented || state.familyRevoked) return fail(401, 'Your session has ended. Please log in again.');
      if (state.spent.has(presented)) {
        state.familyRevoked = true;
        state.liveTokens.clear();
        return fail(401, 'This sign-in was renewed somewhere else.');
      }
      state.spent.add(presented);
      state.issued += 1;
      state.cookie = `refresh-${state.issued}`;
      const token = `token-${state.issued}`;
      state.liveTokens.add(token);
      return {
        ...sampleSession(state.refreshFor.pid, state.refreshFor.login),
        sessionToken: token, rtgSession: { session_id: `s-${state.issued}` }, player_class: 'Bronze No2', first_deposit: true,
      };
    })
    .on(playerEndpoints.balance, ({ headers }) =>
      live(headers) ? { balance: 12.5, balance_cents: 1250, currency_symbol: '$', currency: 'USD', cash: 12.5, bonus: 0, pending_withdrawals: 0, withdrawable: 12.5 } : fail(401, 'Session expired'))
    .on(sessionEndpoints.logout, ({ headers, withCredentials }) => {
      if (!live(headers)) return fail(401, 'Session expired');
      state.familyRevoked = true;
      if (withCredentials) state.cookie = null;
      return { message: 'Logged out' };
    });
  return { state, provider };
}

const storedAt = Date.UTC(2026, 10, 20, 9);

/** One lock for every tab of the test's browser: tasks run one after another, as navigator.locks runs them. */
function sharedLock() {
  let chain = Promise.resolve();
  return (task: () => Promise<void>) => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };
}

function tab(clock: { now: number }, lock = sharedLock()) {
  const bus: EventBus = createEventBus();
  const deleted: string[] = [];
  const controller = new SessionController({
    bus,
    now: () => clock.now,
    withRenewalLock: lock,
    indexedDb: { deleteDatabase: (name: string) => { deleted.push(name); return {} as IDBOpenDBRequest; } },
  });
  const sessions: SessionState[] = [];
  const openedStates: string[] = [];
  bus.on('session.changed', (session) => sessions.push(session));
  bus.on('onboarding.open', ({ state }) => openedStates.push(state));
  return { bus, controller, sessions, openedStates, deleted };
}

function setUp(options: { now?: number } = {}) {
  const clock = { now: options.now ?? storedAt };
  const provider = fakeProvider();
  const first = tab(clock);
  provideSession(first.controller.sessionPort());
  return { ...first, provider, clock, advance: (ms: number) => (clock.now += ms) };
}

const signedIn = async (setup: ReturnType<typeof setUp>) => {
  await setup.controller.begin({ login: 'jdoe', playerId: 7, sessionToken: 'token-0', sessionId: 's-0', firstName: 'Jane' });
};

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe('SessionController', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    jest.useRealTimers();
    resetSessionPort();
  });

  it('stores the session at login and publishes player and balance (with its breakdown); nothing of it is a password', async () => {
    const setup = setUp();
    const balances: BalanceState[] = [];
    setup.bus.on('balance.changed', (balance) => balances.push(balance));
    await signedIn(setup);
    expect(setup.sessions.at(-1)).toEqual({ status: 'authenticated', player: { login: 'jdoe', playerId: 7, firstName: 'Jane', sessionKey: `7-${storedAt.toString(36)}` } });
    expect(JSON.stringify(setup.sessions)).not.toContain('token-0');
    expect(sessionPort().sessionToken()).toBe('token-0');
    expect(balances).toEqual([{ balance: 12.5, currencySymbol: '$', cash: 12.5, bonus: 0, withdrawable: 12.5, pendingWithdrawals: 0 }]);
    expect(Object.keys({ ...localStorage })).toEqual([SESSION_STORAGE_KEY]);
    expect(JSON.stringify({ ...localStorage })).not.toContain(PASSWORD);
  });

  it('clears a stored session that is 24 hours old and starts as a visitor', () => {
    writeStoredSession({ login: 'jdoe', pid: 7, sessionID: 's', token: 'token-0', timeStamp: storedAt });
    const setup = setUp({ now: storedAt + SESSION_LIFETIME_MS });
    setup.controller.start();
    setup.controller.stop();
    expect(setup.sessions).toEqual([{ status: 'anonymous' }]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('renews the session with the refresh cookie: no password, no captcha, the login time kept', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.advance(RECHECK_INTERVAL_MS);
    await setup.controller.recheck({ renew: true });
    const [refresh] = setup.provider.provider.requests(sessionEndpoints.refresh);
    expect(refresh?.withCredentials).toBe(true);
    expect(refresh?.body).toBeUndefined();
    expect(refresh?.headers).not.toHaveProperty('x-captcha-token');
    expect(setup.provider.provider.requests(sessionEndpoints.login)).toHaveLength(0);
    // The 24 hours still count from the login, and the session keeps its key.
    expect(stored()).toMatchObject({ token: 'token-1', sessionID: 's-1', timeStamp: storedAt, renewedAt: storedAt + RECHECK_INTERVAL_MS });
    expect(sessionPort().sessionToken()).toBe('token-1');
    expect(setup.sessions.at(-1)).toMatchObject({ status: 'authenticated', player: { sessionKey: `7-${storedAt.toString(36)}` } });
    expect(setup.openedStates).toEqual([]);
    expect(setup.provider.state.cookie).toBe('refresh-1');
  });

  it('renews when the tab becomes visible and the provider no longer accepts the token', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.provider.state.liveTokens.delete('token-0');
    await setup.controller.recheck({ renew: false });
    expect(stored().token).toBe('token-1');
    expect(setup.openedStates).toEqual([]);
  });

  it('checks a stored session as it starts: one the provider has ended is cleared, and the login opens', async () => {
    const setup = setUp();
    await signedIn(setup);
    // Ended at the provider since this page was last open (a self-exclusion ends every session and its renewals).
    setup.provider.state.liveTokens.delete('token-0');
    setup.provider.state.familyRevoked = true;
    const reopened = tab(setup.clock);
    reopened.controller.start();
    await waitFor(() => expect(reopened.sessions.at(-1)).toEqual({ status: 'anonymous' }));
    reopened.controller.stop();
    expect(reopened.openedStates).toEqual(['login']);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('checks a stored session as it starts: one the provider still accepts stays, and nothing is renewed', async () => {
    const setup = setUp();
    await signedIn(setup);
    const reopened = tab(setup.clock);
    reopened.controller.start();
    await waitFor(() => expect(setup.provider.provider.requests(playerEndpoints.balance).length).toBeGreaterThan(1));
    reopened.controller.stop();
    expect(reopened.sessions.at(-1)).toMatchObject({ status: 'authenticated' });
    expect(setup.provider.provider.requests(sessionEndpoints.refresh)).toHaveLength(0);
    expect(stored().token).toBe('token-0');
  });

  it('does nothing more on a visible tab whose session the provider still accepts', async () => {
    const setup = setUp();
    await signedIn(setup);
    await setup.controller.recheck({ renew: false });
    expect(setup.provider.provider.requests(sessionEndpoints.refresh)).toHaveLength(0);
  });

  it('logs out and opens the login modal when the provider refuses the renewal', async () => {
    const setup = setUp();
    await signedIn(setup);
    localStorage.setItem('casino.lobby', '{}');
    // Logged out elsewhere, a password changed or reset: the family has ended.
    setup.provider.state.familyRevoked = true;
    setup.advance(RECHECK_INTERVAL_MS);
    await setup.controller.recheck({ renew: true });
    expect(setup.sessions.at(-1)).toEqual({ status: 'anonymous' });
    expect(setup.openedStates).toEqual(['login']);
    expect(Object.keys({ ...localStorage })).toEqual([]);
  });

  it('keeps the session when the provider cannot be reached, and renews at the next check', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.provider.state.unreachable = true;
    setup.advance(RECHECK_INTERVAL_MS);
    await setup.controller.recheck({ renew: true });
    expect(stored().token).toBe('token-0');
    expect(setup.openedStates).toEqual([]);
    setup.provider.state.unreachable = false;
    await setup.controller.recheck({ renew: true });
    expect(stored().token).toBe('token-1');
  });

  it('two tabs finding the token refused at once: one renews, the other takes its session; the cookie is never spent twice', async () => {
    const setup = setUp();
    await signedIn(setup);
    // Both tabs of one browser share the lock (navigator.locks is per origin).
    const lock = sharedLock();
    const first = tab(setup.clock, lock);
    const second = tab(setup.clock, lock);
    setup.provider.state.liveTokens.delete('token-0');
    await Promise.all([first.controller.recheck({ renew: false }), second.controller.recheck({ renew: false })]);
    expect(setup.provider.provider.requests(sessionEndpoints.refresh)).toHaveLength(1);
    expect(setup.provider.state.familyRevoked).toBe(false);
    for (const view of [first, second]) {
      expect(view.sessions.at(-1)).toMatchObject({ status: 'authenticated', player: { playerId: 7 } });
      expect(view.controller.sessionPort().sessionToken()).toBe('token-1');
      expect(view.openedStates).toEqual([]);
    }
  });

  it("a tab's 4-hour check soon after another tab renewed leaves the fresh session alone", async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.advance(RECHECK_INTERVAL_MS);
    await setup.controller.recheck({ renew: true });
    setup.advance(60_000);
    await tab(setup.clock).controller.recheck({ renew: true });
    expect(setup.provider.provider.requests(sessionEndpoints.refresh)).toHaveLength(1);
    expect(stored().token).toBe('token-1');
  });

  it('refuses a renewal that answers for another player (a cookie another sign-in left in this browser)', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.provider.state.refreshFor = { pid: 8, login: 'someone' };
    setup.advance(RECHECK_INTERVAL_MS);
    await setup.controller.recheck({ renew: true });
    expect(setup.sessions.at(-1)).toEqual({ status: 'anonymous' });
    expect(setup.openedStates).toEqual(['login']);
  });

  it('logs out at the provider, which ends the refresh cookie, and clears every store', async () => {
    const setup = setUp();
    await signedIn(setup);
    localStorage.setItem('casino.onboarding', '{"type":"signup"}');
    localStorage.setItem('casino.lobby', '{}');
    localStorage.setItem('unrelated', 'kept');
    await setup.controller.end();
    const [logout] = setup.provider.provider.requests(sessionEndpoints.logout);
    expect(logout).toEqual(expect.objectContaining({ headers: expect.objectContaining({ 'x-session-token': 'token-0' }), withCredentials: true }));
    expect(setup.provider.state.cookie).toBeNull();
    expect(Object.keys({ ...localStorage })).toEqual(['unrelated']);
    expect(setup.sessions.at(-1)).toEqual({ status: 'anonymous' });
  });

  it('deletes what earlier releases kept for the password re-login when it starts', () => {
    localStorage.setItem(LEGACY_SECRET_KEY, '{"iv":"…","data":"…"}');
    const setup = setUp();
    setup.controller.start();
    setup.controller.stop();
    expect(localStorage.getItem(LEGACY_SECRET_KEY)).toBeNull();
    expect(setup.deleted).toEqual([LEGACY_VAULT_DATABASE]);
  });

  it('runs the re-check every 4 hours once started', async () => {
    jest.useFakeTimers({ now: storedAt });
    const setup = setUp();
    await signedIn(setup);
    setup.controller.start();
    await jest.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS - 1);
    expect(setup.provider.provider.requests(sessionEndpoints.refresh)).toHaveLength(0);
    setup.advance(RECHECK_INTERVAL_MS);
    await jest.advanceTimersByTimeAsync(1);
    expect(setup.provider.provider.requests(sessionEndpoints.refresh)).toHaveLength(1);
    expect(stored().token).toBe('token-1');
    setup.controller.stop();
  });
});
