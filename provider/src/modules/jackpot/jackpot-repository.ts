import type { Queryable } from '../../db/database';
import type { ReadStatement } from '../../db/read-together';
import { transactionMemo } from '../../db/transaction-memo';
import type { OpeningRead } from '../../domain-events';

/** SQL of the jackpot module: `jackpots`, `jackpot_opt_ins`, `jackpot_hits` and `jackpot_winners`. */

export interface JackpotRow {
  guid: string;
  name: string;
  seed_cents: number;
  hit_one_in: number;
}

export const allJackpots = (db: Queryable) => db.query<JackpotRow>('select * from jackpots order by guid');

export async function jackpotByGuid(db: Queryable, guid: string): Promise<JackpotRow | null> {
  return (await db.query<JackpotRow>('select * from jackpots where guid = $1', [guid]))[0] ?? null;
}

export const jackpotsWithOptIn = (db: Queryable, playerId: number) => db.query<JackpotRow & { opted: boolean }>(
  `select j.*, (o.player_id is not null) as opted from jackpots j
     left join jackpot_opt_ins o on o.guid = j.guid and o.player_id = $1 order by j.guid`,
  [playerId],
);

const optedInStatement = (playerId: number): ReadStatement =>
  ({ sql: 'select j.* from jackpots j join jackpot_opt_ins o on o.guid = j.guid where o.player_id = $1', params: [playerId] });

/** What a paid act's opening read found of the player's opt-ins, kept for its transaction (decision 044). */
const optedInRead = transactionMemo<number, JackpotRow[]>();

/** The jackpots a player opted in to. */
export async function optedInJackpots(db: Queryable, playerId: number): Promise<JackpotRow[]> {
  const kept = optedInRead.get(db, playerId);
  if (kept) return kept.map((row) => ({ ...row }));
  const statement = optedInStatement(playerId);
  return db.query<JackpotRow>(statement.sql, statement.params);
}

/** The opt-ins' part of a paid act's opening read: its settlement's contribution then reads nothing more to find the jackpot. */
export function optInsOpeningRead(playerId: number): OpeningRead {
  return {
    ...optedInStatement(playerId),
    keep: (tx, rows) => optedInRead.set(tx, playerId, rows.map((row) => ({
      guid: String(row.guid), name: String(row.name), seed_cents: Number(row.seed_cents), hit_one_in: Number(row.hit_one_in),
    }))),
  };
}

export async function setOptIn(db: Queryable, playerId: number, guid: string, optIn: boolean) {
  optedInRead.forget(db, playerId);
  if (optIn) await db.query('insert into jackpot_opt_ins (player_id, guid) values ($1, $2) on conflict do nothing', [playerId, guid]);
  else await db.query('delete from jackpot_opt_ins where player_id = $1 and guid = $2', [playerId, guid]);
}

export async function unclaimedHitsTotal(db: Queryable, playerId: number, guid: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    'select coalesce(sum(amount_cents), 0)::bigint as total from jackpot_hits where player_id = $1 and guid = $2 and claimed_at is null',
    [playerId, guid],
  );
  return Number(rows[0]?.total ?? 0);
}

export const unclaimedHits = (db: Queryable, playerId: number) => db.query<{ id: number; guid: string; amount_cents: number }>(
  'select id, guid, amount_cents from jackpot_hits where player_id = $1 and claimed_at is null', [playerId],
);

export async function insertHit(db: Queryable, playerId: number, guid: string, amountCents: number, now: Date) {
  await db.query('insert into jackpot_hits (player_id, guid, amount_cents, created_at) values ($1, $2, $3, $4)', [playerId, guid, amountCents, now]);
}

export async function markHitClaimed(db: Queryable, hitId: number, now: Date) {
  await db.query('update jackpot_hits set claimed_at = $2 where id = $1', [hitId, now]);
}

export async function insertWinner(db: Queryable, name: string, amountCents: number, game: string, wonAt: Date) {
  await db.query('insert into jackpot_winners (name, amount_cents, game, won_at) values ($1, $2, $3, $4)', [name, amountCents, game, wonAt]);
}

export const latestWinners = (db: Queryable, limit: number) => db.query<{ name: string; amount_cents: number; game: string; won_at: Date }>(
  'select name, amount_cents, game, won_at from jackpot_winners order by won_at desc limit $1', [limit],
);
