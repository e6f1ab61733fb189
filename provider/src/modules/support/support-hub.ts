import { Value } from '@sinclair/typebox/value';
import type { WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH, ChatSendMessage, SESSION_ENDED_CLOSE, type ChatServerEvent } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { createMutex } from '../../lib/mutex';
import { shortId } from '../../lib/tokens';
import { sendMail } from '../mailbox';
import { findLiveSessionByHash } from '../session';
import * as repository from './support-repository';
import { receivedMail, replyMail } from './support-mails';
import { chatMessage, conversationFor, playerDetails, type ChatIdentity } from './support-service';

/** What the widget shows when its session ended; the socket then closes with SESSION_ENDED_CLOSE (no reconnect). */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again to chat.';

/** A player may send this many messages per window; more are refused with a message. */
export const CHAT_RATE = { max: 8, windowMs: 10_000 };
/** At most one "we got your message" mail per conversation in this time while no host is online. */
const OFFLINE_ACK_MS = 10 * 60_000;

type DeskEvent =
  | { type: 'queue'; waiting: ConversationSummary[]; mine: ConversationSummary[]; hosts_online: number }
  | { type: 'conversation'; conversation: ConversationSummary; mine: boolean; player: Awaited<ReturnType<typeof playerDetails>> | null; messages: ReturnType<typeof chatMessage>[] }
  | { type: 'message'; conversation_id: number; message: ReturnType<typeof chatMessage> }
  | { type: 'notice'; text: string };

interface ConversationSummary {
  id: number;
  name: string;
  email: string;
  kind: 'player' | 'visitor';
  status: repository.ConversationRow['status'];
  host_name: string | null;
  last_text: string;
  waiting_since: string | null;
}

const summaryOf = (row: repository.ConversationRow): ConversationSummary => ({
  id: row.id,
  name: row.display_name,
  email: row.email,
  kind: row.player_id === null ? 'visitor' : 'player',
  status: row.status,
  host_name: row.host_name,
  last_text: (row.last_text ?? '').slice(0, 140),
  waiting_since: row.waiting_since ? new Date(row.waiting_since).toISOString() : null,
});

const send = (socket: WebSocket, event: ChatServerEvent | DeskEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

const parse = (raw: unknown): unknown => {
  try {
    return JSON.parse(String(raw));
  } catch {
    return undefined;
  }
};

interface WidgetEntry {
  /** Names the socket in `support_sockets` and in events (unique across processes). */
  id: string;
  socket: WebSocket;
  conversationId: number;
  identity: ChatIdentity;
  expiry?: ReturnType<typeof setTimeout>;
}

interface DeskEntry {
  id: string;
  socket: WebSocket;
  host: repository.HostRow;
  openId: number | null;
}

/**
 * Routes chat messages between players' widgets and hosts' desks in real time, across every
 * provider process on the database. A process keeps its own open sockets; which sockets are open
 * anywhere is in `support_sockets` (hosts online, whether a player still has a widget open), and
 * every change is told to all processes with a cluster event sent in the transaction that made it
 * (ids only: each process reads the rows its sockets need). Conversations and messages live in the
 * database, and so does the send rate (counted from the stored messages).
 */
export function createSupportHub(ctx: AppContext) {
  const widgets = new Map<number, Set<WidgetEntry>>();
  const desks = new Map<WebSocket, DeskEntry>();
  // Cluster events are handled one at a time, in the order they came, so a socket sees them in order.
  const inOrder = createMutex();
  let closing = false;

  const newSocketId = () => `${ctx.cluster.processId}:${shortId(8)}`;
  const hostsOnline = () => repository.countHostsOnline(ctx.db);
  const toPlayers = (conversationId: number, event: ChatServerEvent, exceptId?: string) => {
    for (const entry of widgets.get(conversationId) ?? []) if (entry.id !== exceptId) send(entry.socket, event);
  };
  const desksShowing = (conversationId: number, exceptId?: string) =>
    [...desks.values()].filter((entry) => entry.openId === conversationId && entry.id !== exceptId);

  const refreshQueues = async (online?: number) => {
    if (desks.size === 0) return;
    const hosts = online ?? (await hostsOnline());
    for (const entry of desks.values()) {
      const queue = await repository.queueFor(ctx.db, entry.host.id);
      send(entry.socket, { type: 'queue', waiting: queue.waiting.map(summaryOf), mine: queue.mine.map(summaryOf), hosts_online: hosts });
    }
  };
  const announcePresence = async () => {
    if (widgets.size === 0 && desks.size === 0) return;
    const online = await hostsOnline();
    const event: ChatServerEvent = { type: 'presence', hosts_online: online };
    for (const entries of widgets.values()) for (const entry of entries) send(entry.socket, event);
    await refreshQueues(online);
  };

  const showConversation = async (entry: DeskEntry, conversationId: number) => {
    const conversation = await repository.findConversation(ctx.db, conversationId);
    if (!conversation) return send(entry.socket, { type: 'notice', text: 'This conversation no longer exists.' });
    entry.openId = conversationId;
    const messages = (await repository.messagesOf(ctx.db, conversationId)).map(chatMessage);
    const player = conversation.player_id === null ? null : await playerDetails(ctx, conversation.player_id);
    send(entry.socket, { type: 'conversation', conversation: summaryOf(conversation), mine: conversation.host_id === entry.host.id, player, messages });
  };

  /** Ends a player's widget whose session ended: the widget says so and does not reconnect. */
  const endWidget = (entry: WidgetEntry) => {
    send(entry.socket, { type: 'error', errorMessage: SESSION_ENDED_TEXT });
    entry.socket.close(SESSION_ENDED_CLOSE, 'session ended');
  };

  const handle = <A extends unknown[]>(work: (...args: A) => Promise<void>) =>
    (...args: A) => inOrder.run(() => work(...args));

  ctx.cluster.subscribe('support.message', handle(async ({ conversationId, messageId, exceptSocket }) => {
    const showing = desksShowing(conversationId);
    if (!widgets.has(conversationId) && showing.length === 0) return;
    const row = await repository.findMessage(ctx.db, messageId);
    if (!row) return;
    const message = chatMessage(row);
    toPlayers(conversationId, { type: 'message', message }, exceptSocket);
    for (const entry of showing) if (entry.id !== exceptSocket) send(entry.socket, { type: 'message', conversation_id: conversationId, message });
  }));
  ctx.cluster.subscribe('support.conversation', handle(async ({ conversationId, desks: showDesks, exceptSocket }) => {
    const showing = showDesks ? desksShowing(conversationId, exceptSocket) : [];
    if (!widgets.has(conversationId) && showing.length === 0) return;
    const conversation = await repository.findConversation(ctx.db, conversationId);
    if (!conversation) return;
    toPlayers(conversationId, { type: 'status', status: conversation.status, ...(conversation.host_name ? { host_name: conversation.host_name } : {}) });
    for (const entry of showing) await showConversation(entry, conversationId);
  }));
  ctx.cluster.subscribe('support.queues', handle(() => refreshQueues()));
  ctx.cluster.subscribe('support.presence', handle(announcePresence));
  ctx.cluster.subscribe('process.left', handle(announcePresence));
  ctx.cluster.subscribe('support.drop', handle(async () => {
    for (const entries of widgets.values()) for (const entry of entries) entry.socket.terminate();
  }));
  ctx.cluster.subscribe('session.ended', handle(async ({ playerId, tokenHash, exceptTokenHash }) => {
    for (const entries of widgets.values()) {
      for (const entry of entries) {
        const { identity } = entry;
        if (identity.kind !== 'player' || identity.playerId !== playerId) continue;
        const ended = tokenHash ? identity.sessionTokenHash === tokenHash : identity.sessionTokenHash !== exceptTokenHash;
        if (ended) endWidget(entry);
      }
    }
  }));

  async function playerSends(entry: WidgetEntry, raw: unknown) {
    const { socket, conversationId } = entry;
    const message = parse(raw);
    if (!Value.Check(ChatSendMessage, message)) {
      const clientId = typeof (message as { client_id?: unknown })?.client_id === 'string' ? String((message as { client_id: string }).client_id).slice(0, 64) : undefined;
      const tooLong = typeof (message as { text?: unknown })?.text === 'string' && (message as { text: string }).text.length > CHAT_MESSAGE_MAX_LENGTH;
      return send(socket, {
        type: 'error',
        errorMessage: tooLong ? `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.` : 'This message could not be read.',
        ...(clientId ? { client_id: clientId } : {}),
      });
    }
    const text = message.text.trim();
    if (!text) return send(socket, { type: 'error', errorMessage: 'Please type a message.', client_id: message.client_id });
    const now = ctx.now();
    // One message at a time per conversation, on every process: the send rate is counted from what is stored.
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await repository.lockConversation(tx, conversationId))) return { kind: 'gone' as const };
      const earlier = await repository.findMessageByClientId(tx, conversationId, message.client_id);
      if (earlier) return { kind: 'earlier' as const, row: earlier };
      if ((await repository.countPlayerMessagesSince(tx, conversationId, new Date(now.getTime() - CHAT_RATE.windowMs))) >= CHAT_RATE.max) {
        return { kind: 'too-fast' as const };
      }
      const row = (await repository.insertMessage(tx, { conversationId, author: 'player', hostId: null, clientId: message.client_id, body: text, now }))!;
      await repository.markWaiting(tx, conversationId, now);
      await ctx.cluster.publish(tx, 'support.message', { conversationId, messageId: Number(row.id), exceptSocket: entry.id });
      await ctx.cluster.publish(tx, 'support.conversation', { conversationId, desks: false });
      await ctx.cluster.publish(tx, 'support.queues', {});
      return { kind: 'stored' as const, row };
    });
    if (outcome.kind === 'gone') return;
    if (outcome.kind === 'too-fast') {
      return send(socket, { type: 'error', errorMessage: 'You are sending messages too quickly. Please wait a moment.', client_id: message.client_id });
    }
    send(socket, { type: 'ack', client_id: message.client_id, message: chatMessage(outcome.row) });
    if (outcome.kind === 'earlier') return;
    if ((await hostsOnline()) === 0 && (await repository.claimOfflineAck(ctx.db, conversationId, now, OFFLINE_ACK_MS))) {
      const conversation = await repository.findConversation(ctx.db, conversationId);
      if (conversation) {
        const mail = receivedMail(conversation, text);
        await sendMail(ctx, conversation.email, mail.subject, mail.body);
      }
    }
  }

  async function hostActs(entry: DeskEntry, raw: unknown) {
    const { socket } = entry;
    const action = parse(raw) as { type?: unknown; id?: unknown; text?: unknown; client_id?: unknown } | undefined;
    const id = Number(action?.id);
    if (!action || !Number.isInteger(id) || id < 1) return send(socket, { type: 'notice', text: 'This action could not be read.' });
    const now = ctx.now();
    if (action.type === 'open') return showConversation(entry, id);
    if (action.type === 'claim') {
      const claimed = await ctx.db.transaction(async (tx) => {
        if (!(await repository.claimConversation(tx, id, entry.host.id, now))) return false;
        await ctx.cluster.publish(tx, 'support.conversation', { conversationId: id, desks: true, exceptSocket: entry.id });
        await ctx.cluster.publish(tx, 'support.queues', {});
        return true;
      });
      await showConversation(entry, id);
      if (!claimed) send(socket, { type: 'notice', text: 'Another host is already answering this conversation.' });
      return undefined;
    }
    if (action.type === 'close') {
      const closed = await ctx.db.transaction(async (tx) => {
        if (!(await repository.closeConversation(tx, id, entry.host.id, now))) return false;
        await ctx.cluster.publish(tx, 'support.conversation', { conversationId: id, desks: true });
        await ctx.cluster.publish(tx, 'support.queues', {});
        return true;
      });
      if (!closed) send(socket, { type: 'notice', text: 'Only the host answering a conversation can close it.' });
      return undefined;
    }
    if (action.type === 'reply') {
      const text = typeof action.text === 'string' ? action.text.trim() : '';
      if (!text || text.length > CHAT_MESSAGE_MAX_LENGTH) {
        return send(socket, { type: 'notice', text: `A reply needs 1 to ${CHAT_MESSAGE_MAX_LENGTH} characters.` });
      }
      const conversation = await repository.findConversation(ctx.db, id);
      if (!conversation || conversation.status !== 'claimed' || conversation.host_id !== entry.host.id) {
        return send(socket, { type: 'notice', text: 'Claim this conversation before you reply.' });
      }
      const clientId = typeof action.client_id === 'string' && action.client_id.length <= 64 ? `desk:${action.client_id}` : null;
      const stored = await ctx.db.transaction(async (tx) => {
        const row = await repository.insertMessage(tx, { conversationId: id, author: 'host', hostId: entry.host.id, clientId, body: text, now });
        if (!row) return null;
        await repository.touchConversation(tx, id, now);
        await ctx.cluster.publish(tx, 'support.message', { conversationId: id, messageId: Number(row.id) });
        await ctx.cluster.publish(tx, 'support.queues', {});
        return row;
      });
      // A player who has left (no widget open on any process) gets the answer by email.
      if (stored && !(await repository.hasOpenWidget(ctx.db, id))) {
        const mail = replyMail(conversation, entry.host.display_name, text);
        await sendMail(ctx, conversation.email, mail.subject, mail.body);
      }
      return undefined;
    }
    send(socket, { type: 'notice', text: 'This action is not known.' });
  }

  const forget = async (id: string, presence: boolean) => {
    if (closing) return;
    await repository.deleteSocket(ctx.db, id);
    if (presence) await ctx.cluster.publish(ctx.db, 'support.presence', {});
  };

  return {
    hostsOnline,
    async attachPlayer(socket: WebSocket, identity: ChatIdentity) {
      // A ticket outlives its session by up to a minute: the session must still be live.
      const session = identity.kind === 'player' ? await findLiveSessionByHash(ctx, identity.sessionTokenHash) : null;
      const conversationId = await conversationFor(ctx, identity);
      const entry: WidgetEntry = { id: newSocketId(), socket, conversationId, identity };
      if (identity.kind === 'player' && (!session || session.playerId !== identity.playerId)) return endWidget(entry);
      const entries = widgets.get(conversationId) ?? new Set<WidgetEntry>();
      entries.add(entry);
      widgets.set(conversationId, entries);
      if (session) {
        // The socket ends when the session expires, if nothing ends it sooner.
        entry.expiry = setTimeout(() => endWidget(entry), Math.max(0, session.expiresAt.getTime() - ctx.now().getTime()));
        entry.expiry.unref();
      }
      // Messages are handled one at a time per socket, in the order they came.
      let queue = Promise.resolve();
      socket.on('message', (raw: unknown) => {
        queue = queue.then(() => playerSends(entry, raw)).catch(() => send(socket, { type: 'error', errorMessage: 'Sorry, Something went wrong. Please try again later.' }));
      });
      socket.on('close', () => {
        clearTimeout(entry.expiry);
        entries.delete(entry);
        if (entries.size === 0 && widgets.get(conversationId) === entries) widgets.delete(conversationId);
        void forget(entry.id, false).catch(() => undefined);
      });
      await repository.insertSocket(ctx.db, { id: entry.id, processId: ctx.cluster.processId, hostId: null, conversationId });
      const conversation = await repository.findConversation(ctx.db, conversationId);
      const messages = (await repository.messagesOf(ctx.db, conversationId)).map(chatMessage);
      send(socket, {
        type: 'ready',
        conversation_id: conversationId,
        status: conversation?.status ?? 'idle',
        ...(conversation?.host_name ? { host_name: conversation.host_name } : {}),
        hosts_online: await hostsOnline(),
        email: conversation?.email ?? '',
        messages,
      });
      return undefined;
    },
    async attachHost(socket: WebSocket, host: repository.HostRow) {
      const entry: DeskEntry = { id: newSocketId(), socket, host, openId: null };
      desks.set(socket, entry);
      let queue = Promise.resolve();
      socket.on('message', (raw: unknown) => {
        queue = queue.then(() => hostActs(entry, raw)).catch(() => send(socket, { type: 'notice', text: 'Sorry, Something went wrong. Please try again later.' }));
      });
      socket.on('close', () => {
        desks.delete(socket);
        void forget(entry.id, true).catch(() => undefined);
      });
      await repository.insertSocket(ctx.db, { id: entry.id, processId: ctx.cluster.processId, hostId: host.id, conversationId: null });
      // Every process (this one too) tells its widgets and desks.
      await ctx.cluster.publish(ctx.db, 'support.presence', {});
    },
    /** After another process took this one for dead and removed its sockets: they are written again. */
    async rejoin() {
      for (const entries of widgets.values()) {
        for (const entry of entries) {
          await repository.insertSocket(ctx.db, { id: entry.id, processId: ctx.cluster.processId, hostId: null, conversationId: entry.conversationId });
        }
      }
      for (const entry of desks.values()) {
        await repository.insertSocket(ctx.db, { id: entry.id, processId: ctx.cluster.processId, hostId: entry.host.id, conversationId: null });
      }
      await ctx.cluster.publish(ctx.db, 'support.presence', {});
    },
    /** The process stops: its sockets close with it, and its rows go with the process. */
    stop() {
      closing = true;
      for (const entries of widgets.values()) for (const entry of entries) clearTimeout(entry.expiry);
    },
  };
}
export type SupportHub = ReturnType<typeof createSupportHub>;
