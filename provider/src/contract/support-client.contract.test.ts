import { supportClient } from 'shared-api';
import WebSocket from 'ws';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api support client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  type ChatEvent = ReturnType<Awaited<ReturnType<typeof supportClient.chatEventReader>>>;

  /** The first message of the chat socket opened with this ticket, read by the client's contract check. */
  const readyOf = async (ticket: string) => {
    const readEvent = await supportClient.chatEventReader();
    return new Promise<ChatEvent>((resolve, reject) => {
      const socket = new WebSocket(supportClient.chatSocketUrl(ticket));
      socket.once('message', (raw) => {
        resolve(readEvent(String(raw)));
        socket.close();
      });
      socket.once('error', reject);
    });
  };

  it('gets a player a ticket with the Intercom hash and the session, and the socket answers in the contract’s shape', async () => {
    await provider.actAs('demoplayer');
    const { hash } = await supportClient.intercomValidate({ identifier: 'demoplayer', casinoID: 937 });
    const ticket = await supportClient.chatTicket({ identifier: 'demoplayer', hash, casinoID: 937 });
    expect(ticket).toEqual({ ticket: expect.any(String), expires_in: 60 });
    expect(supportClient.chatSocketUrl(ticket.ticket)).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/support\/chat\/socket\?ticket=/);
    await expect(readyOf(ticket.ticket)).resolves.toMatchObject({ type: 'ready', status: 'idle', email: 'demoplayer@example.com', messages: [] });
  });

  it('a message sent with the client\'s send frame is stored as text and acknowledged in the contract\'s shape', async () => {
    provider.actAsVisitor();
    const { ticket } = await supportClient.chatTicket({ email: 'sender@example.com' });
    const readEvent = await supportClient.chatEventReader();
    const socket = new WebSocket(supportClient.chatSocketUrl(ticket));
    const events: ChatEvent[] = [];
    const acknowledged = new Promise<void>((resolve) => {
      socket.on('message', (raw) => {
        const event = readEvent(String(raw));
        events.push(event);
        if (event?.type === 'ready') socket.send(supportClient.chatSendFrame('client-1', '<b>Where is my bonus?</b>'));
        if (event?.type === 'ack') resolve();
      });
    });
    await acknowledged;
    socket.close();
    expect(events).not.toContain(null);
    expect(events.find((event) => event?.type === 'ack')).toMatchObject({ client_id: 'client-1', message: { text: '<b>Where is my bonus?</b>', author: 'player' } });
  });

  it('refuses a player ticket whose hash is not the identifier’s', async () => {
    await provider.actAs('demoplayer');
    await expect(supportClient.chatTicket({ identifier: 'demoplayer', hash: 'nope' })).rejects.toMatchObject({ status: 401 });
  });

  it('gets a visitor a ticket and a key to come back with', async () => {
    provider.actAsVisitor();
    const first = await supportClient.chatTicket({ email: 'guest@example.com' });
    expect(first).toEqual({ ticket: expect.any(String), expires_in: 60, visitor_key: expect.any(String) });
    const again = await supportClient.chatTicket({ email: 'guest@example.com', visitor_key: first.visitor_key! });
    expect(again.visitor_key).toBe(first.visitor_key);
    await expect(readyOf(again.ticket)).resolves.toMatchObject({ type: 'ready', email: 'guest@example.com' });
    expect((await supportClient.chatEventReader())('{"type":"ready"}')).toBeNull();
  });

  it('sends a message in the frame the socket reads, and gets it acknowledged', async () => {
    provider.actAsVisitor();
    const { ticket } = await supportClient.chatTicket({ email: 'framer@example.com' });
    const readEvent = await supportClient.chatEventReader();
    const ack = await new Promise<ChatEvent>((resolve, reject) => {
      const socket = new WebSocket(supportClient.chatSocketUrl(ticket));
      socket.on('message', (raw) => {
        const event = readEvent(String(raw));
        if (event?.type === 'ready') socket.send(supportClient.chatSendFrame('c-1', 'Hello'));
        if (event?.type === 'ack') { resolve(event); socket.close(); }
      });
      socket.once('error', reject);
    });
    expect(ack).toMatchObject({ type: 'ack', client_id: 'c-1', message: { text: 'Hello', author: 'player' } });
  });
});
