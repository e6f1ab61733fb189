import type { FastifyInstance } from 'fastify';
import { openGame, playGame } from '../testing/game-sessions';
import { balanceCents, call, createTestApp, createTestAppWithClock, DEMO_PASSWORD, depositVia, signupPlayer, type PlayerSession } from '../testing/test-app';

/**
 * Issue 15, part 1, continued: the probes of malformed inputs and of paying twice, as tests that
 * failed on the old provider (the account and token probes are in security-regressions.test.ts).
 */
const BYPASS = { 'x-captcha-token': 'test-bypass' };

describe('inputs', () => {
  let app: FastifyInstance;
  let player: PlayerSession;
  beforeAll(async () => {
    app = await createTestApp();
    player = await signupPlayer(app);
    await depositVia(app, player, '100');
  });
  afterAll(async () => app.close());

  const expect400 = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errorMessage: expect.any(String) });
  };

  it('a NUL byte in a body, a path or a query is a 400, not a 500', async () => {
    expect400(await app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'demo\u0000player', password: DEMO_PASSWORD } }));
    expect400(await app.inject({ method: 'POST', url: '/937/signup', headers: BYPASS, payload: { email: 'a\u0000@example.com', password: 'Secret123', first_name: 'A', last_name: 'B', birth_date: '1990-01-01' } }));
    expect400(await call(app, { method: 'GET', url: `/937/players/${player.pid}/coupondetails?login=a%00b`, token: player.token }));
    expect400(await app.inject({ method: 'GET', url: '/art/games/a%00b.abcdefabcdef.240.jpg' }));
    expect400(await app.inject({ method: 'GET', url: '/sandbox/mailbox?email=a%00b@example.com' }));
    expect400(await app.inject({ method: 'POST', url: '/marketing/unsubscribe/a%00b' }));
    expect400(await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: 'a\u0000b@example.com' } }));
  });

  it('non-finite numbers are a 400: machineId=1e400 and a JSON 1e400', async () => {
    expect400(await call(app, { method: 'POST', url: `/937/player/${player.pid}/games/favorites/playerid?machineId=1e400&gameId=1&playerId=${player.pid}&skinId=1`, token: player.token }));
    expect400(await app.inject({ method: 'POST', url: '/937/login', headers: { ...BYPASS, 'content-type': 'application/json' }, payload: '{"login":"demoplayer","password":"Demo1234","skin_id":1e400}' }));
  });

  it('Infinity written out in a numeric query field is a 400 that says so, not a 500 from the database', async () => {
    for (const limit of ['Infinity', '-Infinity', '%20Infinity']) {
      const answer = await call(app, { method: 'GET', url: `/937/players/${player.pid}/history?limit=${limit}`, token: player.token });
      expect400(answer);
      expect(answer.json()).toEqual({ errorMessage: 'Invalid request: Numbers must be finite.' });
    }
    // A day not in the calendar does not roll over into another day.
    const rolled = await call(app, { method: 'GET', url: `/937/players/${player.pid}/history?from=2026-13-45`, token: player.token });
    expect400(rolled);
    expect(rolled.json()).toEqual({ errorMessage: 'Please choose the days as YYYY-MM-DD.' });
    // Text fields keep the word: a coupon code may be anything.
    expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}/history?game=Infinity`, token: player.token })).statusCode).toBe(200);
  });

  it.each(['"0x10"', 'true', '".5"', '"1e1"', '"-1"'])('a bet of %s is refused on its raw text and takes no stake', async (raw) => {
    const before = await balanceCents(app, player);
    const response = await app.inject({
      method: 'POST', url: `/937/player/${player.pid}/games/megasaur/spin`,
      headers: { 'x-session-token': player.token, 'content-type': 'application/json' }, payload: `{"bet":${raw}}`,
    });
    expect400(response);
    expect(await balanceCents(app, player)).toBe(before);
  });

  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty'])('a roulette bet kind %s is a 400 and takes no stake', async (kind) => {
    const { gameToken } = await openGame(app, player, 'european-roulette');
    const before = await balanceCents(app, player);
    expect400(await playGame(app, gameToken, { action: 'bet', bets: [{ kind, amount: '1.00' }] }));
    expect(await balanceCents(app, player)).toBe(before);
  });

  it('a reused Idempotency-Key with another payload is a 422, the same payload replays', async () => {
    const spin = (bet: string) => call(app, {
      method: 'POST', url: `/937/player/${player.pid}/games/megasaur/spin`, token: player.token, headers: { 'idempotency-key': 'spin-key-1' }, payload: { bet },
    });
    const first = await spin('1.00');
    expect(first.statusCode).toBe(200);
    expect((await spin('1.00')).json()).toEqual(first.json());
    const other = await spin('5.00');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ errorMessage: expect.stringContaining('Idempotency-Key') });

    const depositor = await signupPlayer(app);
    expect((await depositVia(app, depositor, '25', { key: 'deposit-key-1' })).statusCode).toBe(200);
    expect((await depositVia(app, depositor, '50', { key: 'deposit-key-1' })).statusCode).toBe(422);
    expect(await balanceCents(app, depositor)).toBe(2500);
  });
});

describe('a cashier checkout', () => {
  const openCheckout = async (app: FastifyInstance, player: PlayerSession) => {
    const cashier = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token, payload: {} })).json();
    return (await app.inject({
      method: 'POST', url: '/cashier', headers: { accept: 'application/json' },
      payload: {
        RTGLogin: cashier.login, RTG_PID: String(player.pid), HashedPassword: cashier.hashed_password, CasinoID: '937',
        RedirectURL: 'http://localhost:8080/lobby/games/', SessionID: cashier.session_id,
      },
    })).json() as { checkout: string; idempotency_key: string };
  };
  const pay = (app: FastifyInstance, checkout: string, key: string) => app.inject({
    method: 'POST', url: '/cashier/deposit', headers: { accept: 'application/json' },
    payload: { checkout, idempotency_key: key, amount: '20', method: 'bitcoin' },
  });

  it('pays once: 15 deposits with new keys on one checkout credit one', async () => {
    const app = await createTestApp();
    try {
      const player = await signupPlayer(app);
      const { checkout } = await openCheckout(app, player);
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) statuses.push((await pay(app, checkout, `k-${i}`)).statusCode);
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1).every((status) => status === 409)).toBe(true);
      expect(await balanceCents(app, player)).toBe(2000);
      // The same request again (same key) is a replay, not a second deposit.
      expect((await pay(app, checkout, 'k-0')).statusCode).toBe(200);
      expect(await balanceCents(app, player)).toBe(2000);
    } finally {
      await app.close();
    }
  });

  it('expires after 30 minutes', async () => {
    const { app, advance } = await createTestAppWithClock();
    try {
      const player = await signupPlayer(app);
      const { checkout, idempotency_key } = await openCheckout(app, player);
      advance(31 * 60 * 1000);
      expect((await pay(app, checkout, idempotency_key)).statusCode).toBe(403);
      expect(await balanceCents(app, player)).toBe(0);
    } finally {
      await app.close();
    }
  });
});
