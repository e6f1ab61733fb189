import { getRuntimeConfig, ProviderError, SERVICE_RESTART_CLOSE, SESSION_ENDED_CLOSE, supportClient } from 'shared-api';
import type { ChatMessage, ChatServerEvent, ChatStatus } from 'shared-contract';
import { chatStorage, type ChatIdentity, type OutboxEntry } from './chat-storage';

/** Waits before the next reconnect: 1 s, 2 s, 4 s … at most 15 s. */
export const reconnectDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again to chat.';
/** After a restart close, reconnects are spread over this much time rather than all at once. */
const RESTART_SPREAD_MS = 500;

export type ConnectionPhase = 'connecting' | 'online' | 'reconnecting' | 'failed';

export interface PendingMessage extends OutboxEntry {
  /** Why the provider refused it; the player may try again. */
  error?: string;
}

export interface ChatState {
  phase: ConnectionPhase;
  status: ChatStatus;
  hostName: string | undefined;
  hostsOnline: number;
  email: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** A failure that stops the chat (identity refused), shown to the player. */
  error: string | undefined;
}

export const INITIAL_CHAT_STATE: ChatState = {
  phase: 'connecting', status: 'idle', hostName: undefined, hostsOnline: 0, email: '', messages: [], pending: [], error: undefined,
};

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const withMessage = (messages: ChatMessage[], message: ChatMessage) =>
  messages.some((known) => known.id === message.id) ? messages : [...messages, message].sort((a, b) => a.id - b.id);

/**
 * One live conversation: asks for a ticket, opens the socket, reconnects with backoff after a drop,
 * and sends messages typed meanwhile once (each carries an id of its own; the provider stores an
 * id once, so a resend after a drop is harmless).
 */
export class ChatConnection {
  private state: ChatState;
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private ready = false;

  constructor(
    private identity: ChatIdentity,
    private readonly onChange: (state: ChatState) => void,
  ) {
    this.state = { ...INITIAL_CHAT_STATE, pending: chatStorage.outbox(identity) };
  }

  /** The state now, before any change was reported. */
  snapshot(): ChatState {
    return this.state;
  }

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.reconnectNow);
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  /** Queues a message and sends it now when connected; otherwise it goes when the socket is back. */
  send(text: string): void {
    const entry: PendingMessage = { clientId: newClientId(), text };
    this.update({ pending: [...this.state.pending, entry] });
    chatStorage.markConversation(this.identity);
    this.transmit(entry);
  }

  retry(clientId: string): void {
    const entry = this.state.pending.find((pending) => pending.clientId === clientId);
    if (!entry) return;
    this.update({ pending: this.state.pending.map((pending) => (pending.clientId === clientId ? { clientId, text: pending.text } : pending)) });
    this.transmit(entry);
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.state.phase !== 'reconnecting') return;
    clearTimeout(this.timer);
    void this.connect();
  };

  private update(change: Partial<ChatState>): void {
    this.state = { ...this.state, ...change };
    if (change.pending) chatStorage.saveOutbox(this.identity, change.pending.map(({ clientId, text }) => ({ clientId, text })));
    this.onChange(this.state);
  }

  private transmit(entry: OutboxEntry): void {
    if (this.ready && this.socket?.readyState === WebSocket.OPEN) this.socket.send(supportClient.chatSendFrame(entry.clientId, entry.text));
  }

  private async ticket(): Promise<string> {
    const casinoID = getRuntimeConfig().casinoId;
    if (this.identity.kind === 'player') {
      const { hash } = await supportClient.intercomValidate({ identifier: this.identity.login, casinoID });
      return (await supportClient.chatTicket({ identifier: this.identity.login, hash, casinoID })).ticket;
    }
    const answer = await supportClient.chatTicket({
      email: this.identity.email,
      ...(this.identity.visitorKey ? { visitor_key: this.identity.visitorKey } : {}),
    });
    if (answer.visitor_key) {
      this.identity = { ...this.identity, visitorKey: answer.visitor_key };
      chatStorage.saveVisitor(this.identity.email, answer.visitor_key);
    }
    return answer.ticket;
  }

  private scheduleReconnect(delayMs = reconnectDelay(this.attempt)): void {
    if (this.stopped) return;
    this.update({ phase: 'reconnecting' });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), delayMs);
    this.attempt += 1;
  }

  private async connect(): Promise<void> {
    this.ready = false;
    let ticket: string;
    let readEvent: (data: unknown) => ChatServerEvent | null;
    try {
      // The reader is in before the socket opens, so every message is read in the order it came.
      [ticket, readEvent] = await Promise.all([this.ticket(), supportClient.chatEventReader()]);
    } catch (error) {
      if (this.stopped) return;
      // A refused identity will not change by retrying; a network failure will.
      if (error instanceof ProviderError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429) {
        this.update({ phase: 'failed', error: error.message });
        return;
      }
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    const socket = new WebSocket(supportClient.chatSocketUrl(ticket));
    this.socket = socket;
    socket.onmessage = (message: MessageEvent) => this.receive(readEvent(message.data));
    socket.onclose = (event: { code: number }) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      // A dead session will not come back by reconnecting: say so (the provider's message, sent before it closed).
      if (event.code === SESSION_ENDED_CLOSE) {
        this.update({ phase: 'failed', error: this.state.error ?? SESSION_ENDED_TEXT });
        return;
      }
      // A restarting process: another one takes the conversation at once; typed messages wait in the outbox.
      if (event.code === SERVICE_RESTART_CLOSE) {
        this.attempt = 0;
        this.scheduleReconnect(Math.round(Math.random() * RESTART_SPREAD_MS));
        return;
      }
      this.scheduleReconnect();
    };
  }

  private receive(event: ChatServerEvent | null): void {
    if (!event) return;
    switch (event.type) {
      case 'ready': {
        this.ready = true;
        this.attempt = 0;
        const stored = new Set(event.messages.map((message) => message.client_id).filter(Boolean));
        const pending = this.state.pending.filter((entry) => !stored.has(entry.clientId));
        this.update({
          phase: 'online', status: event.status, hostName: event.host_name, hostsOnline: event.hosts_online, email: event.email,
          messages: event.messages, pending, error: undefined,
        });
        if (event.messages.length > 0) chatStorage.markConversation(this.identity);
        for (const entry of pending) this.transmit(entry);
        break;
      }
      case 'ack':
        this.update({
          messages: withMessage(this.state.messages, event.message),
          pending: this.state.pending.filter((entry) => entry.clientId !== event.client_id),
        });
        break;
      case 'message':
        this.update({ messages: withMessage(this.state.messages, event.message) });
        break;
      case 'presence':
        this.update({ hostsOnline: event.hosts_online });
        break;
      case 'status':
        this.update({ status: event.status, hostName: event.host_name });
        break;
      case 'error':
        if (event.client_id) {
          this.update({ pending: this.state.pending.map((entry) => (entry.clientId === event.client_id ? { ...entry, error: event.errorMessage } : entry)) });
        } else {
          this.update({ error: event.errorMessage });
        }
        break;
    }
  }
}
