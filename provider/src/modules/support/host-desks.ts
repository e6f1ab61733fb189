import type { WebSocket } from 'ws';
import { CHAT_MESSAGE_MAX_LENGTH } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { sendMail } from '../mailbox';
import * as repository from './support-repository';
import { replyMail } from './support-mails';
import { parse, send, type DeskEntry, type SocketRegistry } from './support-socket-registry';

/** The hosts' side of the live chat: a desk's socket, and its open, claim, close and reply actions. */
export function createHostDesks(ctx: AppContext, registry: SocketRegistry) {
  const { desks, newSocketId, showConversation, forget } = registry;

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

  return {
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
  };
}
