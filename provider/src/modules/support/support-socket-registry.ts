import type { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE, type ChatServerEvent } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { shortId } from '../../lib/tokens';
import * as repository from './support-repository';
import { chatMessage, playerDetails, type ChatIdentity } from './support-service';

/** What the widget shows when its session ended; the socket then closes with SESSION_ENDED_CLOSE (no reconnect). */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again to chat.';

export type DeskEvent =
  | { type: 'queue'; waiting: ConversationSummary[]; mine: ConversationSummary[]; hosts_online: number }
  | { type: 'conversation'; conversation: ConversationSummary; mine: boolean; player: Awaited<ReturnType<typeof playerDetails>> | null; messages: ReturnType<typeof chatMessage>[] }
  | { type: 'message'; conversation_id: number; message: ReturnType<typeof chatMessage> }
  | { type: 'notice'; text: string };

export interface ConversationSummary {
  id: number;
  name: string;
  email: string;
  kind: 'player' | 'visitor';
  status: repository.ConversationRow['status'];
  host_name: string | null;
  last_text: string;
  waiting_since: string | null;
}

export const summaryOf = (row: repository.ConversationRow): ConversationSummary => ({
  id: row.id,
  name: row.display_name,
  email: row.email,
  kind: row.player_id === null ? 'visitor' : 'player',
  status: row.status,
  host_name: row.host_name,
  last_text: (row.last_text ?? '').slice(0, 140),
  waiting_since: row.waiting_since ? new Date(row.waiting_since).toISOString() : null,
});

export const send = (socket: WebSocket, event: ChatServerEvent | DeskEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

export const parse = (raw: unknown): unknown => {
  try {
    return JSON.parse(String(raw));
  } catch {
    return undefined;
  }
};

export interface WidgetEntry {
  /** Names the socket in `support_sockets` and in events (unique across processes). */
  id: string;
  socket: WebSocket;
  conversationId: number;
  identity: ChatIdentity;
  expiry?: ReturnType<typeof setTimeout>;
}

export interface DeskEntry {
  id: string;
  socket: WebSocket;
  host: repository.HostRow;
  openId: number | null;
}

/**
 * The open support sockets of this process, players' widgets by conversation and hosts' desks, and
 * what reaches them: which sockets are open anywhere is in `support_sockets` (hosts online, whether a
 * player still has a widget open), written and removed here.
 */
export function createSocketRegistry(ctx: AppContext) {
  const widgets = new Map<number, Set<WidgetEntry>>();
  const desks = new Map<WebSocket, DeskEntry>();
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

  const forget = async (id: string, presence: boolean) => {
    if (closing) return;
    await repository.deleteSocket(ctx.db, id);
    if (presence) await ctx.cluster.publish(ctx.db, 'support.presence', {});
  };

  return {
    widgets,
    desks,
    newSocketId,
    hostsOnline,
    toPlayers,
    desksShowing,
    refreshQueues,
    announcePresence,
    showConversation,
    endWidget,
    forget,
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

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
