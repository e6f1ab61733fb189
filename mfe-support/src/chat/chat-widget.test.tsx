import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memorySessionPort, provideSession, resetSessionPort } from 'shared-api';
import { installFakeProvider, fail } from 'shared-api/testing';
import { supportEndpoints } from 'shared-contract';
import type { EventBus } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { ChatWidget } from './chat-widget';
import { chatMessage, FakeChatSocket } from './fake-chat-socket';

const realWebSocket = globalThis.WebSocket;

function fakeProvider() {
  return installFakeProvider()
    .on(supportEndpoints.intercomValidate, (request) => ({ identifier: request.body.identifier, hash: 'signed-hash', valid: true }))
    .on(supportEndpoints.chatTicket, (request) => ({ ticket: `ticket-${FakeChatSocket.sockets.length + 1}`, expires_in: 60, ...(request.body.email ? { visitor_key: 'visitor-key-1' } : {}) }));
}

const signIn = (bus: EventBus) =>
  act(() => bus.emit('session.changed', { status: 'authenticated', player: { login: 'dana', playerId: 42, firstName: 'Dana', sessionKey: 'k-session-1' } }));

const panel = () => screen.getByRole('complementary', { name: 'Live chat' });
const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });

describe('ChatWidget', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeChatSocket.sockets = [];
    globalThis.WebSocket = FakeChatSocket as unknown as typeof WebSocket;
    provideSession(memorySessionPort({ sessionToken: () => 'session-1' }));
  });
  afterEach(() => {
    globalThis.WebSocket = realWebSocket;
    resetSessionPort();
  });

  it('connects a player with the verified identity, sends the prefilled message and shows the host reply as text', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    expect(screen.queryByRole('complementary', { name: 'Live chat' })).not.toBeInTheDocument();

    act(() => bus.emit('chat.open', { message: 'I would like my cashback' }));
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to support…');
    expect(messageBox()).toHaveValue('I would like my cashback');
    expect(messageBox()).toHaveFocus();

    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    expect(provider.requests(supportEndpoints.chatTicket)[0]?.body).toEqual({ identifier: 'dana', hash: 'signed-hash', casinoID: 937 });
    expect(provider.requests(supportEndpoints.chatTicket)[0]?.headers['x-session-token']).toBe('session-1');
    const socket = FakeChatSocket.latest();
    // The socket carries the ticket, never the session token.
    expect(socket.url).toBe('ws://localhost:4000/support/chat/socket?ticket=ticket-1');
    act(() => socket.ready());
    expect(screen.getByRole('status')).toHaveTextContent('Our hosts are online. How can we help?');
    expect(screen.getByText('Hi Dana! How can we help?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageBox()).toHaveValue('');
    expect(socket.sent).toEqual([{ type: 'send', client_id: expect.any(String), text: 'I would like my cashback' }]);
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('I would like my cashback')).toBeInTheDocument();
    expect(within(messages).getByText('Sending…')).toBeInTheDocument();

    const clientId = socket.sent[0]!.client_id;
    act(() => socket.emit({ type: 'ack', client_id: clientId, message: chatMessage({ author: 'player', text: 'I would like my cashback', client_id: clientId }) }));
    expect(within(messages).queryByText('Sending…')).not.toBeInTheDocument();

    act(() => socket.emit({ type: 'status', status: 'claimed', host_name: 'Anna' }));
    expect(screen.getByRole('status')).toHaveTextContent('Anna is answering you.');
    const payload = '<img src=x onerror=alert(1)><b>Done</b>';
    act(() => socket.emit({ type: 'message', message: chatMessage({ author: 'host', author_name: 'Anna', text: payload }) }));
    expect(within(messages).getByText(payload)).toBeInTheDocument();
    expect(messages.querySelector('img, b')).toBeNull();
    expect(within(messages).getByText('Anna')).toBeInTheDocument();
  });

  it('says when no host is online and takes a message to answer by email', async () => {
    fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    act(() => FakeChatSocket.latest().ready({ hosts_online: 0, email: 'dana@example.com' }));
    expect(screen.getByRole('status')).toHaveTextContent('No host is online right now. Leave a message and we will answer you by email at dana@example.com.');
    expect(messageBox()).toHaveAttribute('placeholder', 'Leave a message');
    act(() => FakeChatSocket.latest().emit({ type: 'presence', hosts_online: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Our hosts are online. How can we help?');
  });

  it('asks a visitor for an email first, and keeps the visitor key for the next visit', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    act(() => bus.emit('chat.open', {}));
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Your email' });
    expect(email).toHaveFocus();

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(provider.requests(supportEndpoints.chatTicket)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'Guest@Example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    expect(provider.requests(supportEndpoints.chatTicket)[0]?.body).toEqual({ email: 'guest@example.com' });
    expect(provider.requests(supportEndpoints.intercomValidate)).toHaveLength(0);
    act(() => FakeChatSocket.latest().ready({ email: 'guest@example.com' }));
    expect(messageBox()).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('casino.chat.visitor') ?? '{}')).toEqual({ email: 'guest@example.com', visitorKey: 'visitor-key-1' });
  });

  it('keeps messages typed while the connection is down and sends each once when it is back', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    const first = FakeChatSocket.latest();
    act(() => first.ready());

    act(() => first.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    await user.type(messageBox(), 'Are you there?{Enter}');
    expect(screen.getByText('Will be sent when the connection is back')).toBeInTheDocument();
    expect(first.sent).toEqual([]);

    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(2));
    expect(provider.requests(supportEndpoints.chatTicket)).toHaveLength(2);
    const second = FakeChatSocket.latest();
    act(() => second.ready());
    expect(second.sent.map((frame) => frame.text)).toEqual(['Are you there?']);

    // The provider had stored it before the drop was noticed: the next connection does not send it again.
    const clientId = second.sent[0]!.client_id;
    act(() => second.drop());
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(3));
    const third = FakeChatSocket.latest();
    act(() => third.ready({ messages: [chatMessage({ author: 'player', text: 'Are you there?', client_id: clientId })] }));
    expect(third.sent).toEqual([]);
    expect(screen.getAllByText('Are you there?')).toHaveLength(1);
    expect(screen.queryByText('Will be sent when the connection is back')).not.toBeInTheDocument();
  });

  it('says the session has ended when the provider closes the socket for it, and does not reconnect', async () => {
    const provider = fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    const socket = FakeChatSocket.latest();
    act(() => socket.ready());
    act(() => socket.emit({ type: 'error', errorMessage: 'Your session has ended. Please log in again to chat.' }));
    act(() => socket.closeWith(4401));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again to chat.');
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    // Coming back online reconnects a dropped chat at once; an ended one stays ended.
    act(() => window.dispatchEvent(new Event('online')));
    await act(async () => undefined);
    expect(FakeChatSocket.sockets).toHaveLength(1);
    expect(provider.requests(supportEndpoints.chatTicket)).toHaveLength(1);
  });

  it('reconnects at once when the provider process restarts, and sends what was typed meanwhile', async () => {
    const user = userEvent.setup();
    fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    const first = FakeChatSocket.latest();
    act(() => first.ready());
    act(() => first.closeWith(1012));
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost. Reconnecting…');
    await user.type(messageBox(), 'Still there?{Enter}');
    // Within the restart spread (half a second), not the 1 s backoff of a dropped connection.
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(2), { timeout: 900 });
    const second = FakeChatSocket.latest();
    act(() => second.ready());
    expect(second.sent.map((frame) => frame.text)).toEqual(['Still there?']);
  });

  it('marks a refused message and lets the player try again', async () => {
    const user = userEvent.setup();
    fakeProvider();
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    const socket = FakeChatSocket.latest();
    act(() => socket.ready());
    await user.type(messageBox(), 'hello{Enter}');
    act(() => socket.emit({ type: 'error', client_id: socket.sent[0]!.client_id, errorMessage: 'You are sending messages too quickly. Please wait a moment.' }));
    expect(screen.getByText(/Not sent: You are sending messages too quickly/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(socket.sent).toHaveLength(2);
    expect(socket.sent[1]!.client_id).toBe(socket.sent[0]!.client_id);
  });

  it('shows unread host messages on the launcher while closed, and after a reload', async () => {
    const user = userEvent.setup();
    fakeProvider();
    const { bus, unmount } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(1));
    const socket = FakeChatSocket.latest();
    act(() => socket.ready());
    await user.type(messageBox(), 'Where is my bonus?{Enter}');
    act(() => socket.emit({ type: 'ack', client_id: socket.sent[0]!.client_id, message: chatMessage({ author: 'player', text: 'Where is my bonus?', client_id: socket.sent[0]!.client_id }) }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    act(() => socket.emit({ type: 'message', message: chatMessage({ author: 'host', author_name: 'Anna', text: 'It is on its way.' }) }));
    expect(screen.getByRole('button', { name: 'Live chat 1 unread' })).toBeInTheDocument();

    // A reload: the widget reconnects in the background and still counts the reply as unread.
    unmount();
    const reloaded = renderWithShell(<ChatWidget />);
    signIn(reloaded.bus);
    await waitFor(() => expect(FakeChatSocket.sockets).toHaveLength(2));
    const history = [
      chatMessage({ author: 'player', text: 'Where is my bonus?' }),
      chatMessage({ author: 'host', author_name: 'Anna', text: 'It is on its way.' }),
    ];
    act(() => FakeChatSocket.latest().ready({ status: 'claimed', host_name: 'Anna', messages: history }));
    const launcher = screen.getByRole('button', { name: 'Live chat 1 unread' });
    await user.click(launcher);
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('It is on its way.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
  });

  it('says so when the provider refuses the identity', async () => {
    installFakeProvider()
      .on(supportEndpoints.intercomValidate, (request) => ({ identifier: request.body.identifier, hash: 'h', valid: true }))
      .on(supportEndpoints.chatTicket, () => fail(401, 'Your session has expired. Please log in again.'));
    const { bus } = renderWithShell(<ChatWidget />);
    signIn(bus);
    act(() => bus.emit('chat.open', {}));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });
});
