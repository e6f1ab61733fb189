import type { Queryable } from '../../db/database';

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

/** Takes the current pair's next nonce (the caller holds the player's lock); null when the player has no pair yet. */
export async function takeNonce(tx: Queryable, playerId: number): Promise<TakenNonce | null> {
  const rows = await tx.query<{ id: number; server_seed: string; client_seed: string; nonce: number }>(
    `update fair_seeds set next_nonce = next_nonce + 1 where player_id = $1 and revealed_at is null
      returning id, server_seed, client_seed, next_nonce - 1 as nonce`,
    [playerId],
  );
  const row = rows[0];
  return row ? { seedId: Number(row.id), serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) } : null;
}

export async function fairSeedById(db: Queryable, id: number): Promise<FairSeedRow | null> {
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
