import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import { findLiveSession } from '../modules/session';
import { ofType, openSocket, type CollectedSocket } from '../testing/sockets';
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

let lastSchema = '';

async function twoProcesses(options: Parameters<typeof createTestApp>[0] = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  lastSchema = schema;
  const first = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, ...options });
  // The second one drops the schema: it is closed last.
  const second = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dropSchemaOnClose: true, ...options });
  return [first, second];
}

/** A player's chat ticket from a process: the Intercom hash, then the ticket, both with the session. */
async function chatTicket(app: FastifyInstance, player: PlayerSession): Promise<string> {
  const { hash } = (await call(app, { method: 'POST', url: '/intercom/validate', token: player.token, payload: { identifier: player.login, casinoID: 937 } })).json();
  const answer = await call(app, { method: 'POST', url: '/support/chat/ticket', token: player.token, payload: { identifier: player.login, hash, casinoID: 937 } });
  expect(answer.statusCode).toBe(200);
  return answer.json().ticket;
}

/** A host's desk cookie, signed in through a process. */
async function deskCookie(app: FastifyInstance, host: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST', url: '/support/desk/login', payload: `login=${host}&password=${DEMO_HOST_PASSWORD}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode).toBe(303);
  return String(answer.headers['set-cookie']).split(';')[0]!;
}

/** The seeded desk hosts' password (provider/README.md). */
const DEMO_HOST_PASSWORD = 'Desk1234';

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
  let schema: string;
  beforeAll(async () => {
    // No secret of their own: they sign with the one the first process stored in the database.
    [one, two] = await twoProcesses({ secret: undefined });
    schema = lastSchema;
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

  const widget = async (app: FastifyInstance, base: string, player: PlayerSession) => {
    const socket = track(await openSocket(`${base}/support/chat/socket?ticket=${encodeURIComponent(await chatTicket(app, player))}`));
    return { socket, ready: await socket.next(ofType('ready')) };
  };

  describe('live chat', () => {
    const desk = async (app: FastifyInstance, base: string, host: string) =>
      track(await openSocket(`${base}/support/desk/socket`, { headers: { cookie: await deskCookie(app, host) } }));
    const queueWith = (hosts: number) => (event: Record<string, unknown>) => event.type === 'queue' && event.hosts_online === hosts;

    it('hosts online are counted on both processes, and a desk that closes is no longer counted', async () => {
      const anna = await desk(one, wsOne, 'anna');
      await anna.next(queueWith(1));
      const ben = await desk(two, wsTwo, 'ben');
      await ben.next(queueWith(2));
      await anna.next(queueWith(2));
      const player = await signupPlayer(one);
      expect((await widget(two, wsTwo, player)).ready.hosts_online).toBe(2);
      ben.close();
      await anna.next(queueWith(1));
      expect((await widget(one, wsOne, player)).ready.hosts_online).toBe(1);
    });

    it('a process that stops takes its hosts\' desks with it: the others\' widgets hear it', async () => {
      const three = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, secret: undefined });
      try {
        const wsThree = (await three.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
        const ben = await desk(three, wsThree, 'ben');
        await ben.next(queueWith(1));
        const player = await signupPlayer(one);
        const { socket: chat, ready } = await widget(one, wsOne, player);
        expect(ready.hosts_online).toBe(1);
        await three.close();
        expect((await ben.closed()).code).toBe(1012);
        expect(await chat.next(ofType('presence'))).toEqual({ type: 'presence', hosts_online: 0 });
      } finally {
        await three.close();
      }
    });

    it('a player writing through one process reaches a host on the other, and the answer comes back', async () => {
      const anna = await desk(two, wsTwo, 'anna');
      await anna.next(ofType('queue'));
      const player = await signupPlayer(one);
      const { socket: chat, ready } = await widget(one, wsOne, player);
      chat.send({ type: 'send', client_id: 'c1', text: 'Where is my bonus?' });
      expect((await chat.next(ofType('ack'))).message.text).toBe('Where is my bonus?');
      const queue = await anna.next((event) => event.type === 'queue' && (event.waiting as { id: number }[]).some((entry) => entry.id === ready.conversation_id));
      expect(queue.waiting.find((entry: { id: number }) => entry.id === ready.conversation_id).last_text).toBe('Where is my bonus?');

      anna.send({ type: 'open', id: ready.conversation_id });
      await anna.next(ofType('conversation'));
      anna.send({ type: 'claim', id: ready.conversation_id });
      expect(await chat.next(ofType('status'))).toEqual({ type: 'status', status: 'waiting' });
      expect(await chat.next(ofType('status'))).toEqual({ type: 'status', status: 'claimed', host_name: 'Anna' });
      anna.send({ type: 'reply', id: ready.conversation_id, text: 'On its way.', client_id: 'r1' });
      expect((await chat.next(ofType('message'))).message).toMatchObject({ author: 'host', author_name: 'Anna', text: 'On its way.' });

      // A second widget of the same player on the other process sees the next message too.
      const { socket: secondTab } = await widget(two, wsTwo, player);
      chat.send({ type: 'send', client_id: 'c2', text: 'Thanks!' });
      const thanks = (event: Record<string, unknown>) => event.type === 'message' && (event.message as { text: string }).text === 'Thanks!';
      expect((await secondTab.next(thanks)).message.author).toBe('player');
      expect((await anna.next(thanks)).conversation_id).toBe(ready.conversation_id);
    });

    it('the send rate of a conversation is counted on both processes', async () => {
      const player = await signupPlayer(one);
      const { socket: first } = await widget(one, wsOne, player);
      const { socket: second } = await widget(two, wsTwo, player);
      for (let index = 0; index < 8; index += 1) {
        const chat = index % 2 === 0 ? first : second;
        chat.send({ type: 'send', client_id: `m${index}`, text: `Message ${index}` });
        expect((await chat.next((event) => event.type === 'ack' && event.client_id === `m${index}`)).message.text).toBe(`Message ${index}`);
      }
      first.send({ type: 'send', client_id: 'm8', text: 'One too many' });
      expect(await first.next(ofType('error'))).toEqual({
        type: 'error', errorMessage: 'You are sending messages too quickly. Please wait a moment.', client_id: 'm8',
      });
    });
  });

  describe('sandbox switches', () => {
    it('maintenance switched on through one process closes the casino API on the other too', async () => {
      const player = await signupPlayer(one);
      const switchTo = async (maintenance: boolean) =>
        expect((await one.inject({ method: 'POST', url: '/sandbox/maintenance', payload: { maintenance } })).json()).toEqual({ maintenance });
      await switchTo(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      try {
        const closed = await call(two, { method: 'GET', url: `/937/players/${player.pid}/balance`, token: player.token });
        expect(closed.statusCode).toBe(503);
        expect(closed.json()).toEqual({ errorMessage: 'errorCasinoMaintenance' });
      } finally {
        await switchTo(false);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await balanceStatus(two, player)).toBe(200);
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

    it('a logout on one process closes the session\'s chat widget and rewards socket on the other', async () => {
      const player = await signupPlayer(one);
      const { socket: chat } = await widget(two, wsTwo, player);
      const { ticket } = (await call(two, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token: player.token })).json();
      const rewards = track(await openSocket(`${wsTwo}/ws?ticket=${encodeURIComponent(ticket)}`));
      rewards.send({ action: 'checklogin' });
      await rewards.next((event) => event.action === 'checklogin');
      await call(one, {
        method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token,
        payload: { logout_type: 1, login: player.login, player_id: player.pid, for_money: true },
      });
      expect(await chat.next(ofType('error'))).toEqual({ type: 'error', errorMessage: 'Your session has ended. Please log in again to chat.' });
      expect((await chat.closed()).code).toBe(4401);
      expect(await rewards.next((event) => event.action === 'error')).toEqual({ action: 'error', errorMessage: 'Your session has ended. Please log in again.' });
      expect((await rewards.closed()).code).toBe(4401);
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
