import { Value } from '@sinclair/typebox/value';
import type { WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH, ChatSendMessage, type ChatServerEvent } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { sendMail } from '../mailbox';
import * as repository from './support-repository';
import { receivedMail, replyMail } from './support-mails';
import { chatMessage, conversationFor, playerDetails, type ChatIdentity } from './support-service';

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

/**
 * Routes chat messages between players' widgets and hosts' desks in real time. Which sockets
 * are open lives in memory (one provider process); conversations and messages live in the database.
 */
export function createSupportHub(ctx: AppContext) {
  const players = new Map<number, Set<WebSocket>>();
  const hosts = new Map<WebSocket, { host: repository.HostRow; openId: number | null }>();
  const recentSends = new Map<number, number[]>();
  const offlineAcks = new Map<number, number>();

  const hostsOnline = () => new Set([...hosts.values()].map((entry) => entry.host.id)).size;
  const toPlayers = (conversationId: number, event: ChatServerEvent, except?: WebSocket) => {
    for (const socket of players.get(conversationId) ?? []) if (socket !== except) send(socket, event);
  };
  const toDesksShowing = (conversationId: number, event: DeskEvent) => {
    for (const [socket, entry] of hosts) if (entry.openId === conversationId) send(socket, event);
  };

  const refreshQueues = async () => {
    const online = hostsOnline();
    for (const [socket, entry] of hosts) {
      const queue = await repository.queueFor(ctx.db, entry.host.id);
      send(socket, { type: 'queue', waiting: queue.waiting.map(summaryOf), mine: queue.mine.map(summaryOf), hosts_online: online });
    }
  };
  const announcePresence = async () => {
    const event: ChatServerEvent = { type: 'presence', hosts_online: hostsOnline() };
    for (const sockets of players.values()) for (const socket of sockets) send(socket, event);
    await refreshQueues();
  };

  const withinRate = (conversationId: number): boolean => {
    const now = ctx.now().getTime();
    const recent = (recentSends.get(conversationId) ?? []).filter((at) => at > now - CHAT_RATE.windowMs);
    if (recent.length >= CHAT_RATE.max) return false;
    recent.push(now);
    recentSends.set(conversationId, recent);
    return true;
  };

  const showConversation = async (socket: WebSocket, conversationId: number) => {
    const entry = hosts.get(socket);
    const conversation = await repository.findConversation(ctx.db, conversationId);
    if (!entry || !conversation) return send(socket, { type: 'notice', text: 'This conversation no longer exists.' });
    entry.openId = conversationId;
    const messages = (await repository.messagesOf(ctx.db, conversationId)).map(chatMessage);
    const player = conversation.player_id === null ? null : await playerDetails(ctx, conversation.player_id);
    send(socket, { type: 'conversation', conversation: summaryOf(conversation), mine: conversation.host_id === entry.host.id, player, messages });
  };

  async function playerSends(socket: WebSocket, conversationId: number, raw: unknown) {
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
    const earlier = await repository.findMessageByClientId(ctx.db, conversationId, message.client_id);
    if (earlier) return send(socket, { type: 'ack', client_id: message.client_id, message: chatMessage(earlier) });
    if (!withinRate(conversationId)) {
      return send(socket, { type: 'error', errorMessage: 'You are sending messages too quickly. Please wait a moment.', client_id: message.client_id });
    }
    const now = ctx.now();
    const stored = await ctx.db.transaction(async (tx) => {
      const row = await repository.insertMessage(tx, { conversationId, author: 'player', hostId: null, clientId: message.client_id, body: text, now });
      if (row) await repository.markWaiting(tx, conversationId, now);
      return row ?? (await repository.findMessageByClientId(tx, conversationId, message.client_id));
    });
    if (!stored) return;
    const view = chatMessage(stored);
    send(socket, { type: 'ack', client_id: message.client_id, message: view });
    toPlayers(conversationId, { type: 'message', message: view }, socket);
    toDesksShowing(conversationId, { type: 'message', conversation_id: conversationId, message: view });
    const conversation = await repository.findConversation(ctx.db, conversationId);
    if (conversation) toPlayers(conversationId, { type: 'status', status: conversation.status, ...(conversation.host_name ? { host_name: conversation.host_name } : {}) });
    await refreshQueues();
    if (hostsOnline() === 0 && conversation && (offlineAcks.get(conversationId) ?? 0) < now.getTime() - OFFLINE_ACK_MS) {
      offlineAcks.set(conversationId, now.getTime());
      const mail = receivedMail(conversation, text);
      await sendMail(ctx, conversation.email, mail.subject, mail.body);
    }
  }

  async function hostActs(socket: WebSocket, raw: unknown) {
    const entry = hosts.get(socket);
    const action = parse(raw) as { type?: unknown; id?: unknown; text?: unknown; client_id?: unknown } | undefined;
    const id = Number(action?.id);
    if (!entry || !action || !Number.isInteger(id) || id < 1) return send(socket, { type: 'notice', text: 'This action could not be read.' });
    const now = ctx.now();
    if (action.type === 'open') return showConversation(socket, id);
    if (action.type === 'claim') {
      if (!(await repository.claimConversation(ctx.db, id, entry.host.id, now))) {
        await showConversation(socket, id);
        return send(socket, { type: 'notice', text: 'Another host is already answering this conversation.' });
      }
      toPlayers(id, { type: 'status', status: 'claimed', host_name: entry.host.display_name });
      await showConversation(socket, id);
      for (const [other, otherEntry] of hosts) if (other !== socket && otherEntry.openId === id) await showConversation(other, id);
      return refreshQueues();
    }
    if (action.type === 'close') {
      if (!(await repository.closeConversation(ctx.db, id, entry.host.id, now))) {
        return send(socket, { type: 'notice', text: 'Only the host answering a conversation can close it.' });
      }
      toPlayers(id, { type: 'status', status: 'closed' });
      for (const [other, otherEntry] of hosts) if (otherEntry.openId === id) await showConversation(other, id);
      return refreshQueues();
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
      const stored = await repository.insertMessage(ctx.db, { conversationId: id, author: 'host', hostId: entry.host.id, clientId, body: text, now });
      if (!stored) return;
      await repository.touchConversation(ctx.db, id, now);
      const view = chatMessage(stored);
      toPlayers(id, { type: 'message', message: view });
      toDesksShowing(id, { type: 'message', conversation_id: id, message: view });
      // A player who has left gets the answer by email.
      if ((players.get(id)?.size ?? 0) === 0) {
        const mail = replyMail(conversation, entry.host.display_name, text);
        await sendMail(ctx, conversation.email, mail.subject, mail.body);
      }
      return refreshQueues();
    }
    send(socket, { type: 'notice', text: 'This action is not known.' });
  }

  return {
    hostsOnline,
    async attachPlayer(socket: WebSocket, identity: ChatIdentity) {
      const conversationId = await conversationFor(ctx, identity);
      const sockets = players.get(conversationId) ?? new Set<WebSocket>();
      sockets.add(socket);
      players.set(conversationId, sockets);
      // Messages are handled one at a time per socket, in the order they came.
      let queue = Promise.resolve();
      socket.on('message', (raw: unknown) => {
        queue = queue.then(() => playerSends(socket, conversationId, raw)).catch(() => send(socket, { type: 'error', errorMessage: 'Sorry, Something went wrong. Please try again later.' }));
      });
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0) players.delete(conversationId);
      });
      const conversation = await repository.findConversation(ctx.db, conversationId);
      const messages = (await repository.messagesOf(ctx.db, conversationId)).map(chatMessage);
      send(socket, {
        type: 'ready',
        conversation_id: conversationId,
        status: conversation?.status ?? 'idle',
        ...(conversation?.host_name ? { host_name: conversation.host_name } : {}),
        hosts_online: hostsOnline(),
        email: conversation?.email ?? '',
        messages,
      });
    },
    async attachHost(socket: WebSocket, host: repository.HostRow) {
      hosts.set(socket, { host, openId: null });
      let queue = Promise.resolve();
      socket.on('message', (raw: unknown) => {
        queue = queue.then(() => hostActs(socket, raw)).catch(() => send(socket, { type: 'notice', text: 'Sorry, Something went wrong. Please try again later.' }));
      });
      socket.on('close', () => {
        hosts.delete(socket);
        void announcePresence().catch(() => undefined);
      });
      await announcePresence();
    },
    /** Sandbox: drops every player's socket, as a network failure would. */
    dropPlayerSockets() {
      for (const sockets of players.values()) for (const socket of sockets) socket.terminate();
    },
  };
}
export type SupportHub = ReturnType<typeof createSupportHub>;
