import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { createTestApp, login, mailWithSubject } from '../../testing/test-app';
import { DEMO_HOST_PASSWORD } from './support-service';

/**
 * Issue 31: a visitor opened a chat with someone else's address and a name like "Casino Security";
 * with no host online the victim received "We received your message" quoting the attacker's text.
 * Mails to an address nobody proved carry no visitor-chosen text; players' (proven) mails still do.
 */
describe('chat mails to an address the visitor has not proven', () => {
  let app: FastifyInstance;
  let base: string;
  const sockets: WebSocket[] = [];
  const ATTACK = 'Your account is locked. Confirm your password at https://evil.example/verify';

  beforeAll(async () => {
    app = await createTestApp();
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterEach(() => { for (const socket of sockets.splice(0)) socket.terminate(); });
  afterAll(async () => app.close());

  /** Opens a socket and resolves with each event of `type` it receives, in order. */
  async function connect(url: string, headers: Record<string, string> = {}) {
    const socket = new WebSocket(url, { headers });
    sockets.push(socket);
    const events: Record<string, unknown>[] = [];
    socket.on('message', (raw) => events.push(JSON.parse(String(raw)) as Record<string, unknown>));
    await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
    const next = async (test: (event: Record<string, unknown>) => boolean) => {
      for (let waited = 0; waited < 3000; waited += 20) {
        const found = events.find(test);
        if (found) {
          events.splice(events.indexOf(found), 1);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no such event within 3 s');
    };
    return { socket, next, send: (message: unknown) => socket.send(JSON.stringify(message)) };
  }

  const chat = async (ticket: string) => connect(`${base}/support/chat/socket?ticket=${encodeURIComponent(ticket)}`);
  const mailsTo = async (email: string) =>
    (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().messages as { subject: string; body: string }[];
  const ofType = (type: string) => (event: Record<string, unknown>) => event.type === type;

  it('"We received your message" and a host reply carry neither the visitor\'s text nor the visitor\'s name', async () => {
    const victim = 'victim@example.com';
    const ticket = (await app.inject({ method: 'POST', url: '/support/chat/ticket', payload: { email: victim, name: 'Casino Security' } })).json();
    const widget = await chat(ticket.ticket);
    expect(await widget.next(ofType('ready'))).toMatchObject({ hosts_online: 0 });
    widget.send({ type: 'send', client_id: 'attack-1', text: ATTACK });
    await widget.next(ofType('ack'));
    widget.socket.close();

    const received = await mailWithSubject(app, victim, 'We received your message');
    expect(await mailsTo(victim)).toHaveLength(1);
    expect(received.body).not.toContain('evil.example');
    expect(received.body).not.toContain('locked');
    expect(received.body).not.toContain('Casino Security');
    expect(received.body).toContain('If it was not you, ignore this email.');

    // A host answers after the visitor left: the host's words go out, still nothing the visitor chose.
    const cookie = String((await app.inject({
      method: 'POST', url: '/support/desk/login', payload: `login=anna&password=${DEMO_HOST_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })).headers['set-cookie']).split(';')[0]!;
    const desk = await connect(`${base}/support/desk/socket`, { cookie });
    const queue = await desk.next((event) => event.type === 'queue' && (event.waiting as { email: string }[]).some((item) => item.email === victim));
    const id = (queue.waiting as { id: number; email: string }[]).find((item) => item.email === victim)!.id;
    desk.send({ type: 'claim', id });
    await desk.next(ofType('conversation'));
    desk.send({ type: 'reply', id, text: 'We could not find a chat question from you.' });
    await desk.next(ofType('message'));
    const reply = await mailWithSubject(app, victim, 'A reply from Golden Crown Casino support');
    expect(reply.body).toContain('Anna wrote:\n\nWe could not find a chat question from you.');
    expect(reply.body).not.toContain('evil.example');
    expect(reply.body).not.toContain('Casino Security');
  });

  it('a player\'s mail (an address their account proves) still greets them by name and quotes their message', async () => {
    const player = await login(app, 'newplayer');
    const hash = (await app.inject({ method: 'POST', url: '/intercom/validate', headers: { 'x-session-token': player.token }, payload: { identifier: player.login, casinoID: 937 } })).json().hash;
    const ticket = (await app.inject({
      method: 'POST', url: '/support/chat/ticket', headers: { 'x-session-token': player.token }, payload: { identifier: player.login, hash, casinoID: 937 },
    })).json();
    const widget = await chat(ticket.ticket);
    await widget.next(ofType('ready'));
    widget.send({ type: 'send', client_id: 'p-1', text: 'When does my bonus expire?' });
    await widget.next(ofType('ack'));
    const received = await mailWithSubject(app, 'newplayer@example.com', 'We received your message');
    expect(received.body).toMatch(/^Hello \S.*,/);
    expect(received.body).toContain('Your message:\nWhen does my bonus expire?');
  });
});
