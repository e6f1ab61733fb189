import type { AppContext } from '../../app-context';
import { createMutex } from '../../lib/mutex';
import { createHostDesks } from './host-desks';
import { createPlayerWidgets } from './player-widgets';
import * as repository from './support-repository';
import { chatMessage } from './support-service';
import { createSocketRegistry, send } from './support-socket-registry';

export { CHAT_RATE } from './player-widgets';
export { SESSION_ENDED_TEXT } from './support-socket-registry';

/**
 * Routes chat messages between players' widgets and hosts' desks in real time, across every
 * provider process on the database. A process keeps its own open sockets (support-socket-registry.ts,
 * the one registry both sides use); which sockets are open anywhere is in `support_sockets` (hosts
 * online, whether a player still has a widget open), and every change is told to all processes with a
 * cluster event sent in the transaction that made it (ids only: each process reads the rows its sockets
 * need). Conversations and messages live in the database, and so does the send rate (counted from the
 * stored messages). What a widget does is player-widgets.ts, what a desk does host-desks.ts.
 */
export function createSupportHub(ctx: AppContext) {
  const registry = createSocketRegistry(ctx);
  const { widgets, toPlayers, desksShowing, refreshQueues, announcePresence, showConversation, endWidget } = registry;
  // Cluster events are handled one at a time, in the order they came, so a socket sees them in order.
  const inOrder = createMutex();

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

  const players = createPlayerWidgets(ctx, registry);
  const hosts = createHostDesks(ctx, registry);

  return {
    hostsOnline: registry.hostsOnline,
    attachPlayer: players.attachPlayer,
    attachHost: hosts.attachHost,
    rejoin: registry.rejoin,
    stop: registry.stop,
  };
}
export type SupportHub = ReturnType<typeof createSupportHub>;
