import type { FastifyInstance } from 'fastify';
import { call, createTestApp, signupPlayer } from '../testing/test-app';
import WebSocket from 'ws';
import { collect, ofType, openSocket } from '../testing/sockets';

/*
 * A rolling restart stops one provider process at a time (SIGTERM → app.close()): its sockets close
 * with 1012 so widgets reconnect through the load balancer to another process, the requests it is
 * answering finish, and no new connection is taken.
 */
describe('a provider process that stops gracefully', () => {
  let app: FastifyInstance;
  let address: string;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    app = await createTestApp();
    // A request still being answered when the stop begins.
    app.get('/test/slow', async () => {
      await new Promise<void>((resolve) => { releaseSlow = resolve; });
      return { answered: true };
    });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    releaseSlow();
    await app.close();
  });

  it('closes its sockets with 1012, answers the request in flight, then takes no new connection', async () => {
    const player = await signupPlayer(app);
    const { hash } = (await call(app, { method: 'POST', url: '/intercom/validate', token: player.token, payload: { identifier: player.login, casinoID: 937 } })).json();
    const { ticket } = (await call(app, { method: 'POST', url: '/support/chat/ticket', token: player.token, payload: { identifier: player.login, hash, casinoID: 937 } })).json();
    const chat = await openSocket(`${address.replace('http', 'ws')}/support/chat/socket?ticket=${encodeURIComponent(ticket)}`);
    await chat.next(ofType('ready'));
    const inFlight = fetch(`${address}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopped = app.close();
    expect(await chat.closed()).toEqual({ code: 1012, reason: 'service restart' });
    releaseSlow();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ answered: true });
    await stopped;
    await expect(fetch(`${address}/health`)).rejects.toThrow();
  });
});

describe('a desk reconnecting to a restarted process', () => {
  let app: FastifyInstance;
  let address: string;
  beforeAll(async () => {
    app = await createTestApp();
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  it('a desk that reconnects asks for its open conversation at once and gets it', async () => {
    const player = await signupPlayer(app);
    const { hash } = (await call(app, { method: 'POST', url: '/intercom/validate', token: player.token, payload: { identifier: player.login, casinoID: 937 } })).json();
    const { ticket } = (await call(app, { method: 'POST', url: '/support/chat/ticket', token: player.token, payload: { identifier: player.login, hash, casinoID: 937 } })).json();
    const chat = await openSocket(`${address.replace('http', 'ws')}/support/chat/socket?ticket=${encodeURIComponent(ticket)}`);
    const { conversation_id: conversationId } = await chat.next(ofType('ready'));
    chat.send({ type: 'send', client_id: 'q1', text: 'Are you back?' });
    await chat.next(ofType('ack'));
    const login = await app.inject({
      method: 'POST', url: '/support/desk/login', payload: 'login=anna&password=Desk1234', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    // As the desk's script does on every (re)connect: the open conversation is asked for on open, here
    // while the database is busy (a cold, just restarted process), so the desk's session is still being looked up.
    let releaseDatabase: () => void = () => undefined;
    const busy = app.ctx.db.transaction(() => new Promise<void>((resolve) => { releaseDatabase = resolve; }));
    const socket = new WebSocket(`${address.replace('http', 'ws')}/support/desk/socket`, { headers: { cookie } });
    const desk = collect(socket);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'open', id: conversationId }));
      setTimeout(() => releaseDatabase(), 200);
    });
    await busy;
    const shown = await desk.next(ofType('conversation'));
    expect(shown.messages.map((message: { text: string }) => message.text)).toEqual(['Are you back?']);
    socket.terminate();
    chat.socket.terminate();
  });
});
