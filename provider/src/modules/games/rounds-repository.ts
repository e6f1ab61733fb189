import type { Queryable, SqlParam } from '../../db/database';
import { jsonDate, type ReadStatement } from '../../db/read-together';
import { transactionMemo } from '../../db/transaction-memo';
import type { OpeningRead } from '../../domain-events';
import type { EngineId } from './engine-registry';

/** SQL of rounds and game sessions: the games module's tables `game_rounds` and `game_sessions`. */

export interface RoundRow {
  id: number;
  player_id: number | null;
  game_session_id: number | null;
  game_code: string;
  /** A name in the engine registry (only registered engines are ever written). */
  engine: EngineId;
  demo: boolean;
  status: 'open' | 'settled' | 'refunded';
  stake_cents: number;
  bonus_stake_cents: number;
  win_cents: number;
  free_spin: boolean;
  balance_before_cents: number;
  balance_after_cents: number | null;
  state: string | null;
  outcome: string | null;
  created_at: Date;
  settled_at: Date | null;
  /** The round's place in its player's provably fair stream (decision 031); null for demo rounds and injected-rng tests. */
  fair_seed_id: number | null;
  fair_nonce: number | null;
  /** The uint32 of the stream consumed by the round's acts so far: the next act resumes here. */
  fair_draws: number | null;
}

export interface GameSessionRow {
  id: number;
  player_id: number | null;
  session_token_hash: string | null;
  game_code: string;
  demo_balance_cents: number | null;
  server_seed: string;
  nonce: number;
  expires_at: Date;
}

/** What a game session never changes after it is opened: a round needs no more of it (its seed and demo balance it reads under its lock). */
export type GameSessionKey = Pick<GameSessionRow, 'id' | 'player_id' | 'session_token_hash' | 'game_code' | 'expires_at'>;

export interface RoundOwner {
  playerId: number | null;
  gameSessionId: number | null;
  demo: boolean;
}

/** The id of the round a player's act starts, taken with the act's opening read (decision 049), until the round is written. */
const roundIdAtOpening = transactionMemo<number, number>();

/** The new round's id as part of the opening read of an act that starts a round: its insert can then go with the commit. */
export function takeRoundIdAtOpening(playerId: number): OpeningRead {
  return {
    sql: `select nextval(pg_get_serial_sequence('game_rounds', 'id')) as id`,
    params: [],
    keep: (tx, rows) => roundIdAtOpening.set(tx, playerId, Number(rows[0]!.id)),
  };
}

/** The columns a new round is written with, in one order for the SQL and its values. */
const ROUND_COLUMN_NAMES = [
  'player_id', 'game_session_id', 'game_code', 'engine', 'demo', 'status', 'stake_cents', 'win_cents', 'free_spin',
  'balance_before_cents', 'balance_after_cents', 'state', 'outcome', 'created_at', 'settled_at', 'bonus_stake_cents', 'fair_seed_id', 'fair_nonce', 'fair_draws',
] as const satisfies ReadonlyArray<keyof RoundRow>;
const ROUND_COLUMNS = ROUND_COLUMN_NAMES.join(', ');
/** `$first, …` for each column, so the written id can come first. */
const roundPlaceholders = (first: number) => ROUND_COLUMN_NAMES.map((_name, index) => `$${first + index}`).join(', ');
const ROUND_INSERT = `insert into game_rounds (${ROUND_COLUMNS}) values (${roundPlaceholders(1)}) returning *`;
/** The deferred insert of a round whose id its act took at the opening: one text, made once (decision 058). */
const DEFERRED_ROUND_INSERT = `round_insert as (insert into game_rounds (id, ${ROUND_COLUMNS}) values ($1, ${roundPlaceholders(2)}))`;

/**
 * Writes a new round. A player's round whose id its act took at the opening is a deferred write (decision 046): nothing
 * in the act reads the round back, so it goes to the database with the commit, and the row is the one it writes.
 */
export async function insertRound(tx: Queryable, owner: RoundOwner, fields: {
  gameCode: string; engine: EngineId; status: 'open' | 'settled'; stake: number; bonusStake: number; win: number; freeSpin: boolean;
  before: number; after: number | null; state: unknown; outcome: unknown; now: Date;
  fair: { seedId: number; nonce: number; draws: number } | null;
}): Promise<RoundRow> {
  const row: Omit<RoundRow, 'id'> = {
    player_id: owner.playerId, game_session_id: owner.gameSessionId, game_code: fields.gameCode, engine: fields.engine, demo: owner.demo,
    status: fields.status, stake_cents: fields.stake, win_cents: fields.win, free_spin: fields.freeSpin,
    balance_before_cents: fields.before, balance_after_cents: fields.after,
    state: fields.state === null ? null : JSON.stringify(fields.state), outcome: JSON.stringify(fields.outcome),
    created_at: fields.now, settled_at: fields.status === 'settled' ? fields.now : null, bonus_stake_cents: fields.bonusStake,
    fair_seed_id: fields.fair?.seedId ?? null, fair_nonce: fields.fair?.nonce ?? null, fair_draws: fields.fair?.draws ?? null,
  };
  const values: SqlParam[] = ROUND_COLUMN_NAMES.map((name) => row[name]);
  const id = owner.playerId === null ? undefined : roundIdAtOpening.take(tx, owner.playerId);
  if (id !== undefined && tx.defer) {
    tx.defer({
      // The insert's trigger keeps the player's day results (decision 045): a statement naming them waits for it.
      tables: ['game_rounds', 'player_day_results'],
      statement: () => ({
        items: DEFERRED_ROUND_INSERT,
        params: [id, ...values],
      }),
    });
    return { id, ...row };
  }
  const rows = await tx.query<RoundRow>(
    ROUND_INSERT,
    values,
  );
  return rows[0]!;
}

export async function continueOpenRound(
  tx: Queryable, id: number, state: unknown, outcome: unknown, stake: number, bonusStake: number, fairDraws: number | null,
): Promise<RoundRow> {
  const rows = await tx.query<RoundRow>(
    'update game_rounds set state = $2, outcome = $3, stake_cents = $4, bonus_stake_cents = $5, fair_draws = coalesce($6, fair_draws) where id = $1 returning *',
    [id, JSON.stringify(state), JSON.stringify(outcome), stake, bonusStake, fairDraws],
  );
  return rows[0]!;
}

export async function settleOpenRound(
  tx: Queryable, id: number, fields: { stake: number; win: number; after: number; outcome: unknown; now: Date; fairDraws: number | null },
) {
  const rows = await tx.query<RoundRow>(
    `update game_rounds set status = 'settled', stake_cents = $2, win_cents = $3, balance_after_cents = $4, state = null, outcome = $5, settled_at = $6,
       fair_draws = coalesce($7, fair_draws)
      where id = $1 returning *`,
    [id, fields.stake, fields.win, fields.after, JSON.stringify(fields.outcome), fields.now, fields.fairDraws],
  );
  return rows[0]!;
}

export async function refundOpenRound(tx: Queryable, id: number, after: number, now: Date): Promise<RoundRow> {
  const rows = await tx.query<RoundRow>(
    `update game_rounds set status = 'refunded', win_cents = stake_cents, balance_after_cents = $2, state = null, settled_at = $3 where id = $1 returning *`,
    [id, after, now],
  );
  return rows[0]!;
}

const lockOpenRoundStatement = (playerId: number, gameCode: string): ReadStatement =>
  ({ sql: `select * from game_rounds where player_id = $1 and game_code = $2 and status = 'open' for update`, params: [playerId, gameCode] });

/** The open round a paid act's opening read locked (decision 044), until the act asks for it. */
const lockedAtOpening = transactionMemo<string, RoundRow | null>();

/** The owner's unfinished round of a game, locked. */
export async function lockOpenRound(tx: Queryable, owner: RoundOwner, gameCode: string): Promise<RoundRow | null> {
  if (owner.demo) {
    return (await tx.query<RoundRow>(`select * from game_rounds where game_session_id = $1 and status = 'open' for update`, [owner.gameSessionId]))[0] ?? null;
  }
  const locked = lockedAtOpening.take(tx, `${owner.playerId}:${gameCode}`);
  if (locked !== undefined) return locked;
  const statement = lockOpenRoundStatement(owner.playerId!, gameCode);
  return (await tx.query<RoundRow>(statement.sql, statement.params))[0] ?? null;
}

/** The open round's lock as part of a paid act's opening read: `lockOpenRound` then answers it once. */
export function lockOpenRoundAtOpening(playerId: number, gameCode: string): OpeningRead {
  return {
    ...lockOpenRoundStatement(playerId, gameCode),
    keep: (tx, rows) => {
      const row = rows[0] as (RoundRow & Record<string, unknown>) | undefined;
      lockedAtOpening.set(tx, `${playerId}:${gameCode}`, row ? { ...row, created_at: jsonDate(row.created_at)!, settled_at: jsonDate(row.settled_at) } : null);
    },
  };
}

export async function lastRounds(db: Queryable, owner: { playerId: number } | { gameSessionId: number }, gameCode: string, limit: number) {
  return 'playerId' in owner
    ? db.query<RoundRow>('select * from game_rounds where player_id = $1 and game_code = $2 order by id desc limit $3', [owner.playerId, gameCode, limit])
    : db.query<RoundRow>('select * from game_rounds where game_session_id = $1 order by id desc limit $2', [owner.gameSessionId, limit]);
}

export async function lockGameSession(tx: Queryable, id: number): Promise<{ server_seed: string; nonce: number }> {
  return (await tx.query<{ server_seed: string; nonce: number }>('select server_seed, nonce from game_sessions where id = $1 for update', [id]))[0]!;
}

export async function commitNextSeed(tx: Queryable, id: number, serverSeed: string): Promise<void> {
  await tx.query('update game_sessions set server_seed = $2, nonce = nonce + 1 where id = $1', [id, serverSeed]);
}

export async function insertGameSession(db: Queryable, row: {
  tokenHash: string; playerId: number | null; sessionTokenHash: string | null; gameCode: string; demoBalanceCents: number | null;
  serverSeed: string; now: Date; expiresAt: Date;
}): Promise<void> {
  await db.query(
    `insert into game_sessions (token_hash, player_id, session_token_hash, game_code, demo_balance_cents, server_seed, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.tokenHash, row.playerId, row.sessionTokenHash, row.gameCode, row.demoBalanceCents, row.serverSeed, row.now, row.expiresAt],
  );
}

export async function findLiveGameSession(db: Queryable, tokenHash: string, now: Date): Promise<GameSessionRow | null> {
  const rows = await db.query<GameSessionRow>('select * from game_sessions where token_hash = $1 and expires_at > $2', [tokenHash, now]);
  return rows[0] ?? null;
}

export async function demoBalance(db: Queryable, gameSessionId: number): Promise<number> {
  return Number((await db.query<{ demo_balance_cents: number }>('select demo_balance_cents from game_sessions where id = $1', [gameSessionId]))[0]!
    .demo_balance_cents);
}

/** Takes `cents` from a demo play balance; false when it cannot pay. */
export async function debitDemo(tx: Queryable, gameSessionId: number, cents: number): Promise<boolean> {
  const updated = await tx.query(
    'update game_sessions set demo_balance_cents = demo_balance_cents - $2 where id = $1 and demo_balance_cents >= $2 returning id',
    [gameSessionId, cents],
  );
  return updated.length > 0;
}

export async function creditDemo(tx: Queryable, gameSessionId: number, cents: number): Promise<void> {
  await tx.query('update game_sessions set demo_balance_cents = demo_balance_cents + $2 where id = $1', [gameSessionId, cents]);
}

export async function lockDemoSession(tx: Queryable, gameSessionId: number): Promise<void> {
  await tx.query('select id from game_sessions where id = $1 for update', [gameSessionId]);
}

/** Sandbox only: a settled round's outcome replaced (a journey's dishonest operator); false when no settled round has that id. */
export async function replaceSettledOutcome(db: Queryable, id: number, outcome: unknown): Promise<boolean> {
  const rows = await db.query(`update game_rounds set outcome = $2 where id = $1 and status = 'settled' returning id`, [id, JSON.stringify(outcome)]);
  return rows.length > 0;
}

/** One round as a row of the account history (decision 032). */
export interface RoundHistoryRow {
  id: number;
  game_code: string;
  game_name: string | null;
  status: 'open' | 'settled' | 'refunded';
  stake_cents: number;
  win_cents: number;
  /** `created_at` in UTC to the microsecond: the keyset's time. */
  at_key: string;
}

/**
 * A page of the player's real-money rounds, newest first, strictly older than `before` on (created_at, id); served by
 * `game_rounds_player_time_idx`, or `game_rounds_player_game_time_idx` for one game (migration 20).
 */
export async function roundHistory(
  db: Queryable, playerId: number, gameCode: string | null,
  slice: { from: Date | null; until: Date | null; before: { at: string; id: number } | null; limit: number },
): Promise<RoundHistoryRow[]> {
  const params: SqlParam[] = [playerId];
  const where = ['r.player_id = $1', 'not r.demo'];
  const param = (value: SqlParam) => `$${params.push(value)}`;
  if (gameCode !== null) where.push(`r.game_code = ${param(gameCode)}`);
  if (slice.from) where.push(`r.created_at >= ${param(slice.from)}`);
  if (slice.until) where.push(`r.created_at < ${param(slice.until)}`);
  if (slice.before) where.push(`(r.created_at, r.id) < (${param(`${slice.before.at}Z`)}::timestamptz, ${param(slice.before.id)})`);
  const rows = await db.query<RoundHistoryRow>(
    `select r.id, r.game_code, g.display_name as game_name, r.status, r.stake_cents, r.win_cents,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at_key
       from (select * from game_rounds r where ${where.join(' and ')} order by r.created_at desc, r.id desc limit ${param(slice.limit)}) r
       left join games g on g.game_code = r.game_code
      order by r.created_at desc, r.id desc`,
    params,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), stake_cents: Number(row.stake_cents), win_cents: Number(row.win_cents) }));
}

/** A round by id, whoever played it. */
export async function roundById(db: Queryable, id: number): Promise<RoundRow | null> {
  return (await db.query<RoundRow>('select * from game_rounds where id = $1', [id]))[0] ?? null;
}

/** The player's unfinished real-money round of any game, if any (a seed rotation waits for it). */
export async function anyOpenRound(tx: Queryable, playerId: number): Promise<RoundRow | null> {
  return (await tx.query<RoundRow>(`select * from game_rounds where player_id = $1 and status = 'open' and not demo order by id limit 1`, [playerId]))[0] ?? null;
}
