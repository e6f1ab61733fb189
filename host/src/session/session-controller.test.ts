import { webcrypto } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { provideSession, resetSessionPort } from 'shared-api';
import { fail, installFakeProvider, sampleSession } from 'shared-api/testing';
import { playerEndpoints, sessionEndpoints } from 'shared-contract';
import { createEventBus, type EventBus, type SessionState } from 'shared-events';
import { createSecretVault, memoryKeyStore, SECRET_STORAGE_KEY } from './secret-vault';
import { RECHECK_INTERVAL_MS, SessionController } from './session-controller';
import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY, writeStoredSession } from './stored-session';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const PASSWORD = 'Demo1234';

/** A provider that knows one player and which session tokens are live. */
function fakeProvider() {
  const state = { password: PASSWORD, liveTokens: new Set(['token-0']), issued: 0 };
  const provider = installFakeProvider();
  const live = (headers: Record<string, string>) => state.liveTokens.has(headers['x-session-token'] ?? '');
  provider
    .on(sessionEndpoints.login, ({ body }) => {
      if (body.password !== state.password) return fail(401, 'Invalid login or password. Please try again.');
      state.issued += 1;
      const token = `token-${state.issued}`;
      state.liveTokens.add(token);
      return { ...sampleSession(7, 'jdoe'), sessionToken: token, rtgSession: { session_id: `s-${state.issued}` } };
    })
    .on(playerEndpoints.balance, ({ headers }) =>
      live(headers) ? { balance: 12.5, balance_cents: 1250, currency_symbol: '$', currency: 'USD' } : fail(401, 'Session expired'))
    .on(sessionEndpoints.logout, ({ headers }) => (live(headers) ? { message: 'Logged out' } : fail(401, 'Session expired')));
  return { state, provider };
}

const storedAt = Date.UTC(2026, 10, 20, 9);

function setUp(options: { now?: number; lockAvailable?: boolean } = {}) {
  const bus: EventBus = createEventBus();
  const provider = fakeProvider();
  const keyStore = memoryKeyStore();
  const vault = createSecretVault({ keyStore, subtle });
  let now = options.now ?? storedAt;
  const controller = new SessionController({
    bus,
    vault,
    captcha: async () => 'captcha-solution',
    now: () => now,
    withReloginLock: async (task) => {
      if (options.lockAvailable !== false) await task();
    },
  });
  provideSession(controller.sessionPort());
  const sessions: SessionState[] = [];
  const openedStates: string[] = [];
  bus.on('session.changed', (session) => sessions.push(session));
  bus.on('onboarding.open', ({ state }) => openedStates.push(state));
  return { bus, provider, vault, keyStore, controller, sessions, openedStates, advance: (ms: number) => (now += ms) };
}

const signedIn = async (setup: ReturnType<typeof setUp>) => {
  await setup.controller.begin({ login: 'jdoe', playerId: 7, sessionToken: 'token-0', sessionId: 's-0', firstName: 'Jane', password: PASSWORD });
};

describe('SessionController', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    jest.useRealTimers();
    resetSessionPort();
  });

  it('stores the session at login, keeps the password only encrypted, and publishes player and balance', async () => {
    const setup = setUp();
    const balances: number[] = [];
    setup.bus.on('balance.changed', ({ balance }) => balances.push(balance));
    await signedIn(setup);
    expect(setup.sessions.at(-1)).toEqual({ status: 'authenticated', player: { login: 'jdoe', playerId: 7, firstName: 'Jane', sessionToken: 'token-0' } });
    expect(balances).toEqual([12.5]);
    for (let index = 0; index < localStorage.length; index += 1) {
      expect(localStorage.getItem(localStorage.key(index) ?? '')).not.toContain(PASSWORD);
    }
    expect(await setup.vault.read()).toBe(PASSWORD);
  });

  it('clears a stored session that is 24 hours old and starts as a visitor', () => {
    writeStoredSession({ login: 'jdoe', pid: 7, sessionID: 's', token: 'token-0', timeStamp: storedAt });
    const setup = setUp({ now: storedAt + SESSION_LIFETIME_MS });
    setup.controller.start();
    setup.controller.stop();
    expect(setup.sessions).toEqual([{ status: 'anonymous' }]);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('renews the session with a silent re-login using the stored credentials and a captcha', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.advance(RECHECK_INTERVAL_MS);
    await setup.controller.recheck({ renew: true });
    const [login] = setup.provider.provider.requests(sessionEndpoints.login);
    // The same body as the login form: client type 6 on a desktop (SPEC §9).
    expect(login?.body).toMatchObject({ login: 'jdoe', password: PASSWORD, skin_id: 1, client_id: 6, for_money: true });
    expect(login?.headers['x-captcha-token']).toBe('captcha-solution');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'token-1', sessionID: 's-1', timeStamp: storedAt });
    expect(setup.sessions.at(-1)).toMatchObject({ status: 'authenticated', player: { sessionToken: 'token-1' } });
    expect(setup.openedStates).toEqual([]);
  });

  it('re-logs in when the tab becomes visible and the provider no longer accepts the token', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.provider.state.liveTokens.delete('token-0');
    await setup.controller.recheck({ renew: false });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('token-1');
  });

  it('does nothing more on a visible tab whose session the provider still accepts', async () => {
    const setup = setUp();
    await signedIn(setup);
    await setup.controller.recheck({ renew: false });
    expect(setup.provider.provider.requests(sessionEndpoints.login)).toHaveLength(0);
  });

  it('logs out and opens the login modal when the silent re-login fails', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.provider.state.password = 'changed-elsewhere';
    await setup.controller.recheck({ renew: true });
    expect(setup.sessions.at(-1)).toEqual({ status: 'anonymous' });
    expect(setup.openedStates).toEqual(['login']);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SECRET_STORAGE_KEY)).toBeNull();
  });

  it('re-logs in with the new password after the player changed it', async () => {
    const setup = setUp();
    await signedIn(setup);
    setup.provider.state.password = 'New-Password-1';
    await setup.controller.changeCredentials('New-Password-1');
    await setup.controller.recheck({ renew: true });
    expect(setup.sessions.at(-1)).toMatchObject({ status: 'authenticated', player: { sessionToken: 'token-1' } });
    expect(setup.openedStates).toEqual([]);
  });

  it('leaves the re-login to the tab that holds the lock', async () => {
    const setup = setUp({ lockAvailable: false });
    await signedIn(setup);
    await setup.controller.recheck({ renew: true });
    expect(setup.provider.provider.requests(sessionEndpoints.login)).toHaveLength(0);
    expect(setup.sessions.at(-1)).toMatchObject({ status: 'authenticated' });
  });

  it('logs out at the provider and clears every store and the secret', async () => {
    const setup = setUp();
    await signedIn(setup);
    localStorage.setItem('casino.onboarding', '{"type":"signup"}');
    localStorage.setItem('casino.lobby', '{}');
    localStorage.setItem('unrelated', 'kept');
    await setup.controller.end();
    expect(setup.provider.provider.requests(sessionEndpoints.logout)).toEqual([expect.objectContaining({ headers: expect.objectContaining({ 'x-session-token': 'token-0' }) })]);
    expect(Object.keys({ ...localStorage })).toEqual(['unrelated']);
    expect(await setup.keyStore.get()).toBeUndefined();
    expect(setup.sessions.at(-1)).toEqual({ status: 'anonymous' });
  });

  it('runs the re-check every 4 hours once started', async () => {
    jest.useFakeTimers({ now: storedAt });
    const setup = setUp();
    await signedIn(setup);
    setup.controller.start();
    await jest.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS - 1);
    expect(setup.provider.provider.requests(sessionEndpoints.login)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    // The re-login decrypts with WebCrypto, which settles outside the fake clock: wait in real time.
    jest.useRealTimers();
    await waitFor(() => expect(setup.provider.provider.requests(sessionEndpoints.login)).toHaveLength(1));
    setup.controller.stop();
  });
});
