import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH } from 'shared-contract';
import { SOCKET_FRAME_LIMIT_BYTES } from '../app';
import { DEMO_HOST_PASSWORD } from '../modules/support/support-service';
import { call, createTestApp, login } from '../testing/test-app';

/**
 * Issue 31: the chat socket took 100 MB frames without a login (four 95 MB visitor frames doubled
 * the provider's memory and stalled /health). Every socket route caps a frame at what one message
 * may hold; a larger frame closes the socket with 1009 (message too big).
 */
describe('websocket frames are capped at what a message may hold', () => {
  let app: FastifyInstance;
  let base: string;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterEach(() => { for (const socket of sockets.splice(0)) socket.terminate(); });
  afterAll(async () => app.close());

  /** Opens a socket; `replies` collects what it receives, `closed` resolves with the close code. */
  async function open(url: string, headers: Record<string, string> = {}) {
    const socket = new WebSocket(url, { headers });
    sockets.push(socket);
    const replies: Record<string, unknown>[] = [];
    socket.on('message', (raw) => replies.push(JSON.parse(String(raw)) as Record<string, unknown>));
    // The close code, or 'still open' after 3 s (the uncapped provider kept reading).
    const closed = new Promise<number | 'still open'>((resolve) => {
      socket.on('close', (code) => resolve(code));
      setTimeout(() => resolve('still open'), 3000);
    });
    socket.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
    const reply = async (test: (event: Record<string, unknown>) => boolean) => {
      for (let waited = 0; waited < 3000; waited += 20) {
        const found = replies.find(test);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no such reply within 3 s');
    };
    return { socket, closed, reply };
  }

  const visitorChat = async () => {
    const { ticket } = (await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: 'frames@example.com' } })).json();
    return open(`${base}/support/chat/socket?ticket=${ticket}`);
  };
  /** The largest message a widget may send, in the costliest encoding: every character JSON-escaped. */
  const largestMessage = () => JSON.stringify({ type: 'send', client_id: 'c'.repeat(64), text: '\u0001'.repeat(CHAT_MESSAGE_MAX_LENGTH) });

  it('the cap leaves room for the largest message', () => {
    expect(Buffer.byteLength(largestMessage())).toBeLessThan(SOCKET_FRAME_LIMIT_BYTES);
  });

  it('a visitor\'s chat socket (no login) closes with 1009 on a frame over the cap, and the provider stays healthy', async () => {
    const chat = await visitorChat();
    await chat.reply((event) => event.type === 'ready');
    chat.socket.send('x'.repeat(SOCKET_FRAME_LIMIT_BYTES + 1));
    expect(await chat.closed).toBe(1009);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('a message of the largest size still goes through', async () => {
    const chat = await visitorChat();
    await chat.reply((event) => event.type === 'ready');
    chat.socket.send(largestMessage());
    expect(await chat.reply((event) => event.type === 'ack')).toMatchObject({ client_id: 'c'.repeat(64) });
  });

  it('the desk socket and the rewards socket have the same cap', async () => {
    const cookie = String((await app.inject({
      method: 'POST', url: '/support/desk/login', payload: `login=ben&password=${DEMO_HOST_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })).headers['set-cookie']).split(';')[0]!;
    const desk = await open(`${base}/support/desk/socket`, { cookie });
    await desk.reply((event) => event.type === 'queue');
    desk.socket.send('x'.repeat(SOCKET_FRAME_LIMIT_BYTES + 1));
    expect(await desk.closed).toBe(1009);

    const player = await login(app, 'demoplayer');
    const ticket = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/socket-ticket`, token: player.token })).json().ticket;
    const rewards = await open(`${base}/ws?ticket=${ticket}`);
    rewards.socket.send(JSON.stringify({ action: 'checklogin', casinoid: 937, player_id: player.pid }));
    await rewards.reply((event) => event.action === 'checklogin');
    rewards.socket.send('x'.repeat(SOCKET_FRAME_LIMIT_BYTES + 1));
    expect(await rewards.closed).toBe(1009);
  });
});
