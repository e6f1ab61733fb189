import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { findLiveSession } from '../modules/session';
import { openSocket, type CollectedSocket } from '../testing/sockets';
import { call, createTestApp, login, signupPlayer, type PlayerSession } from '../testing/test-app';

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
    [one, two] = await twoProcesses();
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
