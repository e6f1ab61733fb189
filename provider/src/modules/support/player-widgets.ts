import { Value } from '@sinclair/typebox/value';
import type { WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH, ChatSendMessage } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { sendMail } from '../mailbox';
import { findLiveSessionByHash } from '../session';
import * as repository from './support-repository';
import { receivedMail } from './support-mails';
import { chatMessage, conversationFor, type ChatIdentity } from './support-service';
import { parse, send, type SocketRegistry, type WidgetEntry } from './support-socket-registry';

/** A player may send this many messages per window; more are refused with a message. */
export const CHAT_RATE = { max: 8, windowMs: 10_000 };
/** At most one "we got your message" mail per conversation in this time while no host is online. */
const OFFLINE_ACK_MS = 10 * 60_000;

/** The players' side of the live chat: a widget's socket, the messages it sends, and its end with the session. */
export function createPlayerWidgets(ctx: AppContext, registry: SocketRegistry) {
  const { widgets, newSocketId, hostsOnline, endWidget, forget } = registry;

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

  return {
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
  };
}
