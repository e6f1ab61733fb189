import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { collect, ofType, opened } from '../../testing/sockets';
import { createTestApp, login, mailWithSubject, type PlayerSession } from '../../testing/test-app';
import { DEMO_HOST_PASSWORD } from './support-service';

describe('support chat and host desk', () => {
  let app: FastifyInstance;
  let base: string;
  let player: PlayerSession;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    // PGlite: these read a chat's mail and a maintenance switch at once, as one process delivers them; on
    // PostgreSQL they arrive by notification a moment later (the several-process tests wait for them).
    app = await createTestApp({ databaseUrl: 'memory://' });
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    player = await login(app, 'demoplayer');
  });
  afterEach(() => { for (const socket of sockets.splice(0)) socket.terminate(); });
  afterAll(async () => app.close());

  /** The Intercom hash, asked for by the identifier's own session (nobody else gets it signed). */
  const hashOf = async (identifier: string, token = player.token) =>
    (await app.inject({ method: 'POST', url: '/intercom/validate', headers: { 'x-session-token': token }, payload: { identifier, casinoID: 937 } })).json().hash as string;

  const playerTicket = async (who: PlayerSession) =>
    app.inject({
      method: 'POST', url: '/support/chat/ticket', headers: { 'x-session-token': who.token },
      payload: { identifier: who.login, hash: await hashOf(who.login, who.token), casinoID: 937 },
    });

  const chatSocket = async (ticket: string) => {
    const socket = new WebSocket(`${base}/support/chat/socket?ticket=${encodeURIComponent(ticket)}`);
    sockets.push(socket);
    const chat = collect(socket);
    await opened(socket);
    return chat;
  };

  const hostCookie = async (loginName: string) => {
    const answer = await app.inject({ method: 'POST', url: '/support/desk/login', payload: `login=${loginName}&password=${DEMO_HOST_PASSWORD}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(answer.statusCode).toBe(303);
    return String(answer.headers['set-cookie']).split(';')[0]!;
  };

  const desk = async (loginName: string) => {
    const socket = new WebSocket(`${base}/support/desk/socket`, { headers: { cookie: await hostCookie(loginName) } });
    sockets.push(socket);
    const connection = collect(socket);
    await opened(socket);
    return connection;
  };

  it('refuses a ticket without a verified identity, and a socket without a ticket', async () => {
    const forged = await app.inject({ method: 'POST', url: '/support/chat/ticket', headers: { 'x-session-token': player.token }, payload: { identifier: 'demoplayer', hash: 'forged' } });
    expect(forged.statusCode).toBe(401);
    // A valid hash is not enough: the session must be the identifier's.
    const other = await login(app, 'newplayer');
    const borrowed = await app.inject({ method: 'POST', url: '/support/chat/ticket', headers: { 'x-session-token': other.token }, payload: { identifier: 'demoplayer', hash: await hashOf('demoplayer') } });
    expect(borrowed.statusCode).toBe(401);
    const noEmail = await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: 'not-an-email' } });
    expect(noEmail.json()).toEqual({ errorMessage: 'Please enter a valid email address' });

    const socket = new WebSocket(`${base}/support/chat/socket?ticket=nope`);
    sockets.push(socket);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    expect(await closed).toBe(4401);
  });

  it('carries a conversation both ways in real time, text stored as typed, each message once', async () => {
    const anna = await desk('anna');
    expect((await anna.next(ofType('queue'))).hosts_online).toBe(1);

    const ticket = (await playerTicket(player)).json();
    expect(ticket).toEqual({ ticket: expect.any(String), expires_in: 60 });
    const chat = await chatSocket(ticket.ticket);
    const ready = await chat.next(ofType('ready'));
    expect(ready).toMatchObject({ type: 'ready', hosts_online: 1, email: 'demoplayer@example.com' });
    // A ticket works once.
    const again = new WebSocket(`${base}/support/chat/socket?ticket=${ticket.ticket}`);
    sockets.push(again);
    expect(await new Promise((resolve) => again.on('close', (code) => resolve(code)))).toBe(4401);

    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    chat.send({ type: 'send', client_id: 'c-1', text: payload });
    const ack = await chat.next(ofType('ack'));
    expect(ack.message).toMatchObject({ author: 'player', text: payload, client_id: 'c-1' });
    chat.send({ type: 'send', client_id: 'c-1', text: payload });
    expect((await chat.next(ofType('ack'))).message.id).toBe(ack.message.id);

    const queue = await anna.next((event) => event.type === 'queue' && (event.waiting as unknown[]).length > 0);
    const waiting = queue.waiting[0];
    expect(waiting).toMatchObject({ kind: 'player', last_text: payload });

    anna.send({ type: 'open', id: waiting.id });
    const shown = await anna.next(ofType('conversation'));
    expect(shown.player).toMatchObject({ login: 'demoplayer', player_class: expect.any(String), balance: expect.any(Number) });
    expect(shown.messages.filter((message: { text: string }) => message.text === payload)).toHaveLength(1);

    // Two hosts claim at once: exactly one gets it.
    const ben = await desk('ben');
    ben.send({ type: 'open', id: waiting.id });
    await ben.next(ofType('conversation'));
    anna.send({ type: 'claim', id: waiting.id });
    ben.send({ type: 'claim', id: waiting.id });
    const notice = await ben.next(ofType('notice'));
    expect(notice.text).toBe('Another host is already answering this conversation.');
    expect(await chat.next(ofType('status'))).toMatchObject({ status: 'waiting' });
    expect(await chat.next((event) => event.type === 'status' && event.status === 'claimed')).toMatchObject({ host_name: 'Anna' });

    ben.send({ type: 'reply', id: waiting.id, text: 'Let me take this' });
    expect((await ben.next(ofType('notice'))).text).toBe('Claim this conversation before you reply.');

    anna.send({ type: 'reply', id: waiting.id, text: 'Hello <b>there</b>', client_id: 'r1' });
    const reply = await chat.next(ofType('message'));
    expect(reply.message).toMatchObject({ author: 'host', author_name: 'Anna', text: 'Hello <b>there</b>' });

    anna.send({ type: 'close', id: waiting.id });
    expect(await chat.next((event) => event.type === 'status' && event.status === 'closed')).toBeTruthy();
  });

  it('refuses messages that are too long or too many', async () => {
    const ticket = (await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: 'burst@example.com' } })).json();
    const chat = await chatSocket(ticket.ticket);
    await chat.next(ofType('ready'));
    chat.send({ type: 'send', client_id: 'long', text: 'x'.repeat(2001) });
    expect(await chat.next(ofType('error'))).toMatchObject({ client_id: 'long', errorMessage: 'Messages can be at most 2000 characters.' });
    for (let index = 0; index < 9; index += 1) chat.send({ type: 'send', client_id: `burst-${index}`, text: `message ${index}` });
    expect(await chat.next(ofType('error'))).toMatchObject({ client_id: 'burst-8', errorMessage: 'You are sending messages too quickly. Please wait a moment.' });
  });

  it('lets a visitor chat with an email, come back with its key, and answers by email while no host is online', async () => {
    const first = (await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: 'Visitor@Example.com' } })).json();
    expect(first.visitor_key).toEqual(expect.any(String));
    const chat = await chatSocket(first.ticket);
    expect(await chat.next(ofType('ready'))).toMatchObject({ hosts_online: 0, email: 'visitor@example.com', status: 'idle' });
    chat.send({ type: 'send', client_id: 'v1', text: 'Is the welcome bonus available in Canada?' });
    await chat.next(ofType('ack'));
    chat.close();

    const mailbox = async () => (await app.inject({ method: 'GET', url: '/sandbox/mailbox?email=visitor@example.com' })).json().messages as { subject: string; body: string }[];
    // A visitor's address is unproven: the mail says it got a message, without quoting it (support-mails.test.ts).
    expect((await mailWithSubject(app, 'visitor@example.com', 'We received your message')).body).not.toContain('Canada');
    expect(await mailbox()).toHaveLength(1);

    const back = (await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { visitor_key: first.visitor_key } })).json();
    const resumed = await chatSocket(back.ticket);
    const ready = await resumed.next(ofType('ready'));
    expect(ready.messages.map((message: { text: string }) => message.text)).toEqual(['Is the welcome bonus available in Canada?']);
    resumed.close();

    const ben = await desk('ben');
    const queue = await ben.next((event) => event.type === 'queue' && (event.waiting as { kind: string }[]).some((item) => item.kind === 'visitor'));
    const id = queue.waiting.find((item: { kind: string }) => item.kind === 'visitor').id;
    ben.send({ type: 'claim', id });
    await ben.next(ofType('conversation'));
    ben.send({ type: 'reply', id, text: 'Yes, it is.' });
    await ben.next(ofType('message'));
    expect((await mailWithSubject(app, 'visitor@example.com', 'A reply from Golden Crown Casino support')).body).toContain('Ben wrote:\n\nYes, it is.');
  });

  it('serves the desk behind a host login, with player text never in its HTML', async () => {
    const page = await app.inject({ method: 'GET', url: '/support/desk' });
    expect(page.body).toContain('<h1>Host desk</h1>');
    expect(page.body).toContain('name="password"');
    const wrong = await app.inject({ method: 'POST', url: '/support/desk/login', payload: 'login=anna&password=nope', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid login or password. Please try again.');
    const signedIn = await app.inject({ method: 'GET', url: '/support/desk', headers: { cookie: await hostCookie('anna') } });
    expect(signedIn.body).toContain('Signed in as <strong>Anna</strong>');
    expect(signedIn.headers['content-security-policy']).toContain("script-src 'self'");
    const socket = new WebSocket(`${base}/support/desk/socket`);
    sockets.push(socket);
    expect(await new Promise((resolve) => socket.on('close', (code) => resolve(code)))).toBe(4401);
  });

  it("keeps a host's desk session in an HttpOnly, SameSite=Strict cookie of the desk's paths for 12 hours, and clears it on sign-out", async () => {
    const attributesOf = (setCookie: unknown) => new Set(String(setCookie).split('; ').slice(1));
    const signIn = await app.inject({ method: 'POST', url: '/support/desk/login', payload: `login=anna&password=${DEMO_HOST_PASSWORD}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(String(signIn.headers['set-cookie'])).toMatch(/^desk_session=[^;]+;/);
    expect(attributesOf(signIn.headers['set-cookie'])).toEqual(new Set(['Path=/support/desk', 'HttpOnly', 'SameSite=Strict', 'Max-Age=43200']));
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    // Other cookies of the browser beside it change nothing.
    const signOut = await app.inject({ method: 'POST', url: '/support/desk/logout', headers: { cookie: `theme=dark; ${cookie}; other=1` } });
    expect(signOut.statusCode).toBe(303);
    expect(String(signOut.headers['set-cookie'])).toMatch(/^desk_session=;/);
    expect(attributesOf(signOut.headers['set-cookie'])).toEqual(new Set(['Path=/support/desk', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0']));
    // The session ended with it: the cookie no longer opens the desk.
    expect((await app.inject({ method: 'GET', url: '/support/desk', headers: { cookie } })).body).toContain('name="password"');
  });

  it('switches maintenance on and off while running', async () => {
    const on = await app.inject({ method: 'POST', url: '/sandbox/maintenance', payload: { maintenance: true } });
    expect(on.json()).toEqual({ maintenance: true });
    const closed = await app.inject({ method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, headers: { 'x-session-token': player.token } });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ errorMessage: 'errorCasinoMaintenance' });
    await app.inject({ method: 'POST', url: '/sandbox/maintenance', payload: { maintenance: false } });
    const open = await app.inject({ method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, headers: { 'x-session-token': player.token } });
    expect(open.statusCode).toBe(200);
  });
});
