import type { ChatMessage, ChatServerEvent } from 'shared-contract';

/** Stands in for the browser's WebSocket in unit tests: records what the widget sends and lets a test speak for the provider. */
export class FakeChatSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static sockets: FakeChatSocket[] = [];

  readyState = FakeChatSocket.CONNECTING;
  readonly sent: { type: string; client_id: string; text: string }[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeChatSocket.sockets.push(this);
  }

  static latest(): FakeChatSocket {
    const socket = FakeChatSocket.sockets.at(-1);
    if (!socket) throw new Error('The widget opened no chat socket');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as FakeChatSocket['sent'][number]);
  }

  close(): void {
    this.readyState = FakeChatSocket.CLOSED;
  }

  /** The provider accepts the ticket and sends the conversation. */
  ready(event: Partial<Extract<ChatServerEvent, { type: 'ready' }>> = {}): void {
    this.readyState = FakeChatSocket.OPEN;
    this.emit({ type: 'ready', conversation_id: 1, status: 'idle', hosts_online: 1, email: 'dana@example.com', messages: [], ...event });
  }

  emit(event: ChatServerEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }

  /** The network drops the connection. */
  drop(): void {
    this.closeWith(1006);
  }

  /** The provider closes the socket: 4401 when the session ended, 1012 when its process restarts. */
  closeWith(code: number): void {
    this.readyState = FakeChatSocket.CLOSED;
    this.onclose?.({ code });
  }
}

let nextId = 100;
/** A stored message as the provider sends it. */
export const chatMessage = (fields: Partial<ChatMessage> & Pick<ChatMessage, 'author' | 'text'>): ChatMessage => ({
  id: (nextId += 1),
  created_at: '2026-01-01T10:00:00.000Z',
  ...fields,
});
