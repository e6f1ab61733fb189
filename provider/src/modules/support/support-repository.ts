import type { Queryable } from '../../db/database';
import type { ChatStatus } from 'shared-contract';

/** All SQL of the support module: hosts, their sessions, conversations and messages. */

export interface HostRow {
  id: number;
  login: string;
  display_name: string;
  password_hash: string;
}

export interface ConversationRow {
  id: number;
  player_id: number | null;
  email: string;
  display_name: string;
  status: ChatStatus;
  host_id: number | null;
  host_name: string | null;
  waiting_since: Date | null;
  updated_at: Date;
  last_text: string | null;
}

export interface MessageRow {
  id: number | string;
  conversation_id: number;
  author: 'player' | 'host' | 'system';
  author_name: string | null;
  client_id: string | null;
  body: string;
  created_at: Date;
}

const CONVERSATION_COLUMNS = `c.id, c.player_id, c.email, c.display_name, c.status, c.host_id, h.display_name as host_name,
  c.waiting_since, c.updated_at,
  (select body from support_messages m where m.conversation_id = c.id order by m.id desc limit 1) as last_text`;

export async function countHosts(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('select count(*)::int as count from support_hosts');
  return rows[0]?.count ?? 0;
}

export async function insertHost(db: Queryable, login: string, displayName: string, passwordHash: string): Promise<void> {
  await db.query('insert into support_hosts (login, display_name, password_hash) values ($1, $2, $3) on conflict (login) do nothing', [
    login, displayName, passwordHash,
  ]);
}

export async function findHostByLogin(db: Queryable, login: string): Promise<HostRow | null> {
  const rows = await db.query<HostRow>('select id, login, display_name, password_hash from support_hosts where login = $1', [login]);
  return rows[0] ?? null;
}

export async function insertHostSession(db: Queryable, tokenHash: string, hostId: number, expiresAt: Date): Promise<void> {
  await db.query('insert into support_host_sessions (token_hash, host_id, expires_at) values ($1, $2, $3)', [tokenHash, hostId, expiresAt]);
}

export async function findHostBySession(db: Queryable, tokenHash: string, now: Date): Promise<HostRow | null> {
  const rows = await db.query<HostRow>(
    `select h.id, h.login, h.display_name, h.password_hash from support_host_sessions s join support_hosts h on h.id = s.host_id
      where s.token_hash = $1 and s.expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

export async function deleteHostSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from support_host_sessions where token_hash = $1', [tokenHash]);
}

export async function findConversation(db: Queryable, id: number): Promise<ConversationRow | null> {
  const rows = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from support_conversations c left join support_hosts h on h.id = c.host_id where c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The player's one conversation, created on first use. */
export async function conversationOfPlayer(db: Queryable, playerId: number, email: string, displayName: string, now: Date): Promise<number> {
  await db.query(
    `insert into support_conversations (player_id, email, display_name, created_at, updated_at) values ($1, $2, $3, $4, $4)
     on conflict (player_id) do update set email = excluded.email, display_name = excluded.display_name`,
    [playerId, email, displayName, now],
  );
  const rows = await db.query<{ id: number }>('select id from support_conversations where player_id = $1', [playerId]);
  return rows[0]!.id;
}

export async function insertVisitorConversation(db: Queryable, visitorKeyHash: string, email: string, displayName: string, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into support_conversations (visitor_key_hash, email, display_name, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id`,
    [visitorKeyHash, email, displayName, now],
  );
  return rows[0]!.id;
}

export async function findVisitorConversation(db: Queryable, visitorKeyHash: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('select id from support_conversations where visitor_key_hash = $1', [visitorKeyHash]);
  return rows[0]?.id ?? null;
}

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.author, h.display_name as author_name, m.client_id, m.body, m.created_at`;

export async function messagesOf(db: Queryable, conversationId: number, limit = 200): Promise<MessageRow[]> {
  const rows = await db.query<MessageRow>(
    `select * from (select ${MESSAGE_COLUMNS} from support_messages m left join support_hosts h on h.id = m.host_id
      where m.conversation_id = $1 order by m.id desc limit $2) latest order by id`,
    [conversationId, limit],
  );
  return rows;
}

export async function findMessageByClientId(db: Queryable, conversationId: number, clientId: string): Promise<MessageRow | null> {
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from support_messages m left join support_hosts h on h.id = m.host_id
      where m.conversation_id = $1 and m.client_id = $2`,
    [conversationId, clientId],
  );
  return rows[0] ?? null;
}

/** Stores a message once per client id: null when that id was stored before. */
export async function insertMessage(
  db: Queryable,
  input: { conversationId: number; author: MessageRow['author']; hostId: number | null; clientId: string | null; body: string; now: Date },
): Promise<MessageRow | null> {
  const rows = await db.query<{ id: number }>(
    `insert into support_messages (conversation_id, author, host_id, client_id, body, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (conversation_id, client_id) do nothing returning id`,
    [input.conversationId, input.author, input.hostId, input.clientId, input.body, input.now],
  );
  if (!rows[0]) return null;
  const stored = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from support_messages m left join support_hosts h on h.id = m.host_id where m.id = $1`,
    [rows[0].id],
  );
  return stored[0]!;
}

/** A player's message puts an idle or closed conversation back in the queue; a claimed one stays with its host. */
export async function markWaiting(db: Queryable, conversationId: number, now: Date): Promise<void> {
  await db.query(
    `update support_conversations set
       status = case when status = 'claimed' then 'claimed' else 'waiting' end,
       waiting_since = case when status in ('idle', 'closed') then $2 else coalesce(waiting_since, $2) end,
       updated_at = $2
     where id = $1`,
    [conversationId, now],
  );
}

/** Atomic: only one host can take a waiting conversation; false when another was first. */
export async function claimConversation(db: Queryable, conversationId: number, hostId: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update support_conversations set status = 'claimed', host_id = $2, updated_at = $3
      where id = $1 and status = 'waiting' returning id`,
    [conversationId, hostId, now],
  );
  return rows.length === 1;
}

export async function closeConversation(db: Queryable, conversationId: number, hostId: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update support_conversations set status = 'closed', host_id = null, waiting_since = null, updated_at = $3
      where id = $1 and status = 'claimed' and host_id = $2 returning id`,
    [conversationId, hostId, now],
  );
  return rows.length === 1;
}

export async function touchConversation(db: Queryable, conversationId: number, now: Date): Promise<void> {
  await db.query('update support_conversations set updated_at = $2 where id = $1', [conversationId, now]);
}

/** The desk's queue: waiting conversations newest first, and the host's own. */
export async function queueFor(db: Queryable, hostId: number): Promise<{ waiting: ConversationRow[]; mine: ConversationRow[] }> {
  const waiting = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from support_conversations c left join support_hosts h on h.id = c.host_id
      where c.status = 'waiting' order by c.waiting_since desc, c.id desc limit 100`,
  );
  const mine = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from support_conversations c left join support_hosts h on h.id = c.host_id
      where c.status = 'claimed' and c.host_id = $1 order by c.updated_at desc limit 100`,
    [hostId],
  );
  return { waiting, mine };
}

export async function findMessage(db: Queryable, messageId: number): Promise<MessageRow | null> {
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from support_messages m left join support_hosts h on h.id = m.host_id where m.id = $1`,
    [messageId],
  );
  return rows[0] ?? null;
}

/** Locks a conversation for the rest of the transaction (one message at a time per conversation, on every process); false when it does not exist. */
export async function lockConversation(db: Queryable, conversationId: number): Promise<boolean> {
  return (await db.query('select id from support_conversations where id = $1 for update', [conversationId])).length === 1;
}

/** How many messages the player or visitor stored in the conversation since `since`. */
export async function countPlayerMessagesSince(db: Queryable, conversationId: number, since: Date): Promise<number> {
  const rows = await db.query<{ count: number }>(
    "select count(*)::int as count from support_messages where conversation_id = $1 and author = 'player' and created_at > $2",
    [conversationId, since],
  );
  return rows[0]?.count ?? 0;
}

/** Takes the conversation's turn for a "we received your message" mail: false when one went within `intervalMs`. */
export async function claimOfflineAck(db: Queryable, conversationId: number, now: Date, intervalMs: number): Promise<boolean> {
  const rows = await db.query(
    `update support_conversations set offline_ack_at = $2
      where id = $1 and (offline_ack_at is null or offline_ack_at <= $3) returning id`,
    [conversationId, now, new Date(now.getTime() - intervalMs)],
  );
  return rows.length === 1;
}

/** An open socket of a provider process: a host's desk or a conversation's widget. */
export async function insertSocket(db: Queryable, row: { id: string; processId: string; hostId: number | null; conversationId: number | null }): Promise<void> {
  await db.query('insert into support_sockets (id, process_id, host_id, conversation_id) values ($1, $2, $3, $4) on conflict (id) do nothing', [
    row.id, row.processId, row.hostId, row.conversationId,
  ]);
}

export async function deleteSocket(db: Queryable, id: string): Promise<void> {
  await db.query('delete from support_sockets where id = $1', [id]);
}

/** Hosts with a desk open on any live provider process (a dead process's sockets go with it). */
export async function countHostsOnline(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number }>('select count(distinct host_id)::int as count from support_sockets where host_id is not null');
  return rows[0]?.count ?? 0;
}

/** Whether the conversation has a widget open on any live provider process. */
export async function hasOpenWidget(db: Queryable, conversationId: number): Promise<boolean> {
  return (await db.query('select 1 from support_sockets where conversation_id = $1 limit 1', [conversationId])).length > 0;
}
