import type { Queryable } from '../../db/database';
import { jsonDate, type ReadStatement } from '../../db/read-together';
import { transactionMemo } from '../../db/transaction-memo';
import type { OpeningRead } from '../../domain-events';

/** SQL of the provably fair seed pairs (`fair_seeds`, decision 031): the games module's table. */

export interface FairSeedRow {
  id: number;
  player_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: Date;
  revealed_at: Date | null;
}

/** The place a round takes in its player's stream. */
export interface TakenNonce {
  seedId: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export async function currentFairSeed(db: Queryable, playerId: number): Promise<FairSeedRow | null> {
  const rows = await db.query<FairSeedRow>('select * from fair_seeds where player_id = $1 and revealed_at is null', [playerId]);
  return rows[0] ?? null;
}

export async function insertFairSeed(db: Queryable, row: { playerId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; now: Date }) {
  const rows = await db.query<FairSeedRow>(
    `insert into fair_seeds (player_id, server_seed, server_seed_hash, client_seed, created_at) values ($1, $2, $3, $4, $5) returning *`,
    [row.playerId, row.serverSeed, row.serverSeedHash, row.clientSeed, row.now],
  );
  return rows[0]!;
}

const takeNonceStatement = (playerId: number): ReadStatement => ({
  sql: `update fair_seeds set next_nonce = next_nonce + 1 where player_id = $1 and revealed_at is null
         returning id, server_seed, client_seed, next_nonce - 1 as nonce`,
  params: [playerId],
});

const takenNonceOf = (row: Record<string, unknown> | undefined): TakenNonce | null =>
  (row ? { seedId: Number(row.id), serverSeed: String(row.server_seed), clientSeed: String(row.client_seed), nonce: Number(row.nonce) } : null);

/** A nonce a paid act's opening read took for the round it starts (decision 044), until the round asks for it. */
const takenAtOpening = transactionMemo<number, TakenNonce | null>();

/** Takes the current pair's next nonce (the caller holds the player's lock); null when the player has no pair yet. */
export async function takeNonce(tx: Queryable, playerId: number): Promise<TakenNonce | null> {
  const taken = takenAtOpening.take(tx, playerId);
  if (taken !== undefined) return taken;
  const statement = takeNonceStatement(playerId);
  return takenNonceOf((await tx.query<Record<string, unknown>>(statement.sql, statement.params))[0]);
}

/** The nonce's part of the opening read of an act that starts a round: `takeNonce` then answers it once. */
export function takeNonceAtOpening(playerId: number): OpeningRead {
  return { ...takeNonceStatement(playerId), keep: (tx, rows) => takenAtOpening.set(tx, playerId, takenNonceOf(rows[0])) };
}

/** The pair of the open round a continuing act plays (decision 046), read with the act's opening read, until the act asks for it. */
const openRoundSeedAtOpening = transactionMemo<number, FairSeedRow>();

/** The open round's pair as part of the opening read of an act that continues a round: `fairSeedById` then answers it once. */
export function openRoundSeedOpeningRead(playerId: number, gameCode: string): OpeningRead {
  return {
    sql: `select * from fair_seeds where id = (select fair_seed_id from game_rounds where player_id = $1 and game_code = $2 and status = 'open')`,
    params: [playerId, gameCode],
    keep: (tx, rows) => {
      const row = rows[0] as (FairSeedRow & Record<string, unknown>) | undefined;
      if (row) openRoundSeedAtOpening.set(tx, Number(row.id), { ...row, created_at: jsonDate(row.created_at)!, revealed_at: jsonDate(row.revealed_at) });
    },
  };
}

export async function fairSeedById(db: Queryable, id: number): Promise<FairSeedRow | null> {
  const kept = openRoundSeedAtOpening.take(db, id);
  if (kept) return kept;
  const rows = await db.query<FairSeedRow>('select * from fair_seeds where id = $1', [id]);
  return rows[0] ?? null;
}

/** The player's pairs already rotated away from (their server seeds public), newest first. */
export async function revealedFairSeeds(db: Queryable, playerId: number, limit: number): Promise<FairSeedRow[]> {
  return db.query<FairSeedRow>(
    'select * from fair_seeds where player_id = $1 and revealed_at is not null order by revealed_at desc, id desc limit $2', [playerId, limit],
  );
}

/** Reveals the player's current pair (the caller holds the player's lock): its server seed becomes public. */
export async function revealFairSeed(tx: Queryable, id: number, now: Date): Promise<FairSeedRow> {
  return (await tx.query<FairSeedRow>('update fair_seeds set revealed_at = $2 where id = $1 returning *', [id, now]))[0]!;
}
