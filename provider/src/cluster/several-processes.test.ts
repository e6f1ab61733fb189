import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import { findLiveSession } from '../modules/session';
import { openSocket, type CollectedSocket } from '../testing/sockets';
import { balanceCents, call, createTestApp, login, signupPlayer, type PlayerSession } from '../testing/test-app';

/*
 * Two provider apps on one PostgreSQL schema stand for two provider processes behind a load
 * balancer: whatever one does, the other must see at the next call.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: the several-processes tests are skipped. Run provider/scripts/ensure-postgres.sh and export its URL.');
}
const describeWithPostgres = TEST_DATABASE_URL ? describe : describe.skip;

async function twoProcesses(options: Parameters<typeof createTestApp>[0] = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const first = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, ...options });
  // The second one drops the schema: it is closed last.
  const second = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dropSchemaOnClose: true, ...options });
  return [first, second];
}

const balanceStatus = async (app: FastifyInstance, player: PlayerSession) =>
  (await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance`, token: player.token })).statusCode;

describeWithPostgres('several provider processes on one database', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  /** The websocket base URL of each process. */
  let wsOne: string;
  let wsTwo: string;
  const sockets: CollectedSocket[] = [];
  const track = (socket: CollectedSocket) => {
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    // No secret of their own: they sign with the one the first process stored in the database.
    [one, two] = await twoProcesses({ secret: undefined });
    wsOne = (await one.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    wsTwo = (await two.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.socket.terminate();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  describe('one-time socket tickets', () => {
    it('a ticket issued by one process opens one socket on the other, and never a second one on either', async () => {
      const player = await signupPlayer(one);
      const { ticket } = (await call(one, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token: player.token })).json();
      const rewards = track(await openSocket(`${wsTwo}/ws?ticket=${encodeURIComponent(ticket)}`));
      rewards.send({ action: 'checklogin' });
      expect(await rewards.next((event) => event.action === 'checklogin')).toMatchObject({ player_id: player.pid, login: player.login });
      for (const base of [wsOne, wsTwo]) {
        const again = track(await openSocket(`${base}/ws?ticket=${encodeURIComponent(ticket)}`));
        expect((await again.closed()).code).toBe(4401);
      }
    });
  });

  describe('rate limits', () => {
    let limitedOne: FastifyInstance;
    let limitedTwo: FastifyInstance;
    beforeAll(async () => {
      [limitedOne, limitedTwo] = await twoProcesses({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    });
    afterAll(async () => {
      await limitedOne?.close();
      await limitedTwo?.close();
    });

    it('a client\'s requests are counted together on both processes', async () => {
      const forgotten = (app: FastifyInstance) => app.inject({
        method: 'PUT', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' }, payload: { op: 'fu', email: 'nobody@example.com' },
      });
      expect((await forgotten(limitedOne)).statusCode).toBe(200);
      expect((await forgotten(limitedTwo)).statusCode).toBe(200);
      expect((await forgotten(limitedOne)).statusCode).toBe(200);
      const fourth = await forgotten(limitedTwo);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ errorMessage: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) });
    });
  });

  describe('captcha', () => {
    it('a captcha solved for one process works on the other, once on either', async () => {
      const challenge = (await one.inject({ method: 'GET', url: '/captcha/challenge' })).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const forgotten = (app: FastifyInstance) => app.inject({
        method: 'PUT', url: '/937/login', headers: { 'x-captcha-token': token }, payload: { op: 'fu', email: 'nobody@example.com' },
      });
      expect((await forgotten(two)).statusCode).toBe(200);
      for (const app of [one, two]) {
        const replay = await forgotten(app);
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toEqual({ errorMessage: 'Captcha verification failed.' });
      }
    });
  });

  describe('the shared signing secret', () => {
    it('a cashier page opened through one process pays through the other', async () => {
      const player = await signupPlayer(one);
      await call(one, {
        method: 'PUT', url: `/937/players/${player.pid}`, token: player.token,
        payload: { address_1: '1 Test Road', city: 'Reno', state: 'NV', zip: '89501', country: 'US', gender: true, cell_phone: '+1 775 555 0100', skin_id: 1 },
      });
      const cashier = (await call(one, {
        method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token,
        payload: { skinId: 1, playerId: player.pid, cashier_type: 'deposit', client_type: 6 },
      })).json();
      const open = await two.inject({
        method: 'POST', url: '/cashier', headers: { accept: 'application/json' },
        payload: {
          RTGLogin: cashier.login, RTG_PID: String(cashier.player_id), HashedPassword: cashier.hashed_password, Lang: 'en', CasinoID: '937',
          Sportsbook: '0', SkinID: '1', RedirectURL: 'http://localhost:8080/lobby/games/', SessionID: cashier.session_id,
        },
      });
      expect(open.statusCode).toBe(200);
      const { checkout, idempotency_key } = open.json();
      const paid = await one.inject({
        method: 'POST', url: '/cashier/deposit', headers: { accept: 'application/json' },
        payload: { checkout, idempotency_key, amount: '25', method: 'card', card_number: '4242 4242 4242 4242' },
      });
      expect(paid.statusCode).toBe(200);
      expect(await balanceCents(two, player)).toBe(2500);
    });
  });

  describe('sessions', () => {
    it('a logout on one process is refused on the other at the next call', async () => {
      const player = await signupPlayer(one);
      // Both processes remember the live session.
      expect(await balanceStatus(one, player)).toBe(200);
      expect(await balanceStatus(two, player)).toBe(200);
      const out = await call(one, {
        method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token,
        payload: { logout_type: 1, login: player.login, player_id: player.pid, for_money: true },
      });
      expect(out.statusCode).toBe(200);
      expect(await balanceStatus(two, player)).toBe(401);
    });

    it('a password change on one process ends the other sessions on the other at the next call', async () => {
      const player = await signupPlayer(one);
      const thief = await login(two, player.login, 'Secret123');
      expect(await balanceStatus(two, thief)).toBe(200);
      const changed = await call(one, {
        method: 'PUT', url: '/937/login', token: player.token, headers: { 'x-captcha-token': 'test-bypass' },
        payload: { op: 'cp', player_id: player.pid, current_pwd: 'Secret123', pwd: 'Changed12' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await balanceStatus(two, thief)).toBe(401);
      expect(await balanceStatus(two, player)).toBe(200);
    });

    it('a new login name made on one process is what the other says at the next call', async () => {
      const player = await signupPlayer(one);
      const whoAmI = async () => (await findLiveSession(two.ctx, player.token))?.login;
      expect(await whoAmI()).toBe(player.login);
      const renamed = `${player.login}x`;
      const update = await call(one, {
        method: 'PUT', url: `/937/players/${player.pid}`, token: player.token, payload: { login: renamed, password: 'Secret123' },
      });
      expect(update.statusCode).toBe(200);
      // A rename is told after it commits: give the notification its way there.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await whoAmI()).toBe(renamed);
    });
  });
});
