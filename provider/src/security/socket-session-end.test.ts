import type { FastifyInstance } from 'fastify';
import { createTestApp, call, login, signupPlayer, type PlayerSession } from '../testing/test-app';
import { ofType, openSocket, type CollectedSocket } from '../testing/sockets';

/*
 * Issue 31: chat and rewards sockets kept acting after logout. A socket opened for a session now
 * closes (4401, with a message) when that session ends: logout, password change (the other
 * sessions), password reset (all of them) or expiry. A visitor's chat is nobody's session and stays.
 */
const SESSION_ENDED = { type: 'error', errorMessage: 'Your session has ended. Please log in again to chat.' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('sockets end with their session', () => {
  let app: FastifyInstance;
  let base: string;
  /** Moves the app's clock forward (the session's expiry). */
  let offsetMs = 0;
  const sockets: CollectedSocket[] = [];
  const track = (socket: CollectedSocket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterEach(() => {
    offsetMs = 0;
    for (const socket of sockets.splice(0)) socket.socket.terminate();
  });
  afterAll(async () => app.close());

  async function chatOf(player: PlayerSession) {
    const { hash } = (await call(app, { method: 'POST', url: '/intercom/validate', token: player.token, payload: { identifier: player.login, casinoID: 937 } })).json();
    const { ticket } = (await call(app, { method: 'POST', url: '/support/chat/ticket', token: player.token, payload: { identifier: player.login, hash, casinoID: 937 } })).json();
    const chat = track(await openSocket(`${base}/support/chat/socket?ticket=${encodeURIComponent(ticket)}`));
    await chat.next(ofType('ready'));
    return chat;
  }

  async function rewardsOf(player: PlayerSession) {
    const { ticket } = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token: player.token })).json();
    const rewards = track(await openSocket(`${base}/ws?ticket=${encodeURIComponent(ticket)}`));
    rewards.send({ action: 'checklogin' });
    await rewards.next((event) => event.action === 'checklogin');
    return rewards;
  }

  const expectEnded = async (chat: CollectedSocket, rewards: CollectedSocket) => {
    expect(await chat.next(ofType('error'))).toEqual(SESSION_ENDED);
    expect((await chat.closed()).code).toBe(4401);
    expect((await rewards.closed()).code).toBe(4401);
  };

  const expectOpen = async (chat: CollectedSocket, clientId: string) => {
    chat.send({ type: 'send', client_id: clientId, text: 'Still here' });
    expect((await chat.next(ofType('ack'))).client_id).toBe(clientId);
  };

  it('a logout closes the session\'s chat and rewards sockets, and leaves a visitor\'s chat open', async () => {
    const player = await signupPlayer(app);
    const chat = await chatOf(player);
    const rewards = await rewardsOf(player);
    const { ticket } = (await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: 'visitor@example.com' } })).json();
    const visitor = track(await openSocket(`${base}/support/chat/socket?ticket=${encodeURIComponent(ticket)}`));
    await visitor.next(ofType('ready'));

    await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token,
      payload: { logout_type: 1, login: player.login, player_id: player.pid, for_money: true },
    });
    await expectEnded(chat, rewards);
    await expectOpen(visitor, 'v1');
  });

  it('a password change closes the other sessions\' sockets and keeps its own', async () => {
    const player = await signupPlayer(app);
    const thief = await login(app, player.login, 'Secret123');
    const [thiefChat, thiefRewards] = [await chatOf(thief), await rewardsOf(thief)];
    const ownChat = await chatOf(player);
    const changed = await call(app, {
      method: 'PUT', url: '/937/login', token: player.token, headers: { 'x-captcha-token': 'test-bypass' },
      payload: { op: 'cp', player_id: player.pid, current_pwd: 'Secret123', pwd: 'Changed12' },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(thiefChat, thiefRewards);
    await expectOpen(ownChat, 'own1');
  });

  it('a password reset closes every socket of the player', async () => {
    const player = await signupPlayer(app);
    const [chat, rewards] = [await chatOf(player), await rewardsOf(player)];
    await app.inject({ method: 'PUT', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' }, payload: { op: 'fp', player_id: player.login } });
    const mail = (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json();
    const token = /token: (\S+)/.exec(mail.messages[0].body)![1];
    await app.inject({
      method: 'PUT', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' },
      payload: { op: 'cpwt', player_id: player.pid, token, pwd: 'BrandNew1' },
    });
    await expectEnded(chat, rewards);
  });

  it('a session that expires closes its sockets then', async () => {
    const player = await signupPlayer(app);
    // A second before the session's 24 hours are over.
    offsetMs = DAY_MS - 1500;
    const [chat, rewards] = [await chatOf(player), await rewardsOf(player)];
    await expectEnded(chat, rewards);
  });
});
