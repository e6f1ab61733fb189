import type { Queryable } from '../../db/database';

/** SQL of the catalogue: the `games` table (titles and the engine each names) and `favorites`. */

/** A title of the catalogue: a row of `games`. */
export interface GameRow {
  game_code: string;
  machine_id: number;
  game_id: number;
  display_name: string;
  category: string;
  sub_category: string;
  mobile: boolean;
  sort_order: number;
  /** The engine that plays the title (engine-registry.ts), with its options as JSON. */
  engine: string;
  engine_options: string;
}

export async function titles(db: Queryable, mobileOnly: boolean): Promise<GameRow[]> {
  return db.query<GameRow>(`select * from games ${mobileOnly ? 'where mobile' : ''} order by sort_order`);
}

export async function titleByMachine(db: Queryable, machineId: number, gameId: number): Promise<GameRow | undefined> {
  return (await db.query<GameRow>('select * from games where machine_id = $1 and game_id = $2', [machineId, gameId]))[0];
}

export async function titleByCode(db: Queryable, code: string): Promise<GameRow | undefined> {
  return (await db.query<GameRow>('select * from games where game_code = $1', [code]))[0];
}

/** The title a launch names: by its code, else by machine and game id. */
export async function findTitle(
  db: Queryable, key: { gameCode?: string | undefined; machineId?: number | undefined; gameId?: number | undefined },
): Promise<GameRow | undefined> {
  return key.gameCode ? titleByCode(db, key.gameCode) : titleByMachine(db, key.machineId ?? -1, key.gameId ?? 1);
}

export async function liveDealerTables(db: Queryable) {
  return db.query<{ game_code: string; display_name: string }>(`select game_code, display_name from games where category = 'Live Dealer' order by machine_id`);
}

export async function isLiveDealerTable(db: Queryable, gameCode: string): Promise<boolean> {
  return (await db.query(`select 1 from games where game_code = $1 and category = 'Live Dealer'`, [gameCode])).length > 0;
}

/** A player's favourites, oldest first. */
export async function favourites(db: Queryable, playerId: number) {
  return db.query<{ machine_id: number; game_id: number }>('select machine_id, game_id from favorites where player_id = $1 order by seq', [playerId]);
}

export async function addFavourite(db: Queryable, playerId: number, machineId: number, gameId: number) {
  await db.query('insert into favorites (player_id, machine_id, game_id) values ($1, $2, $3) on conflict do nothing', [playerId, machineId, gameId]);
}

export async function removeFavourite(db: Queryable, playerId: number, machineId: number, gameId: number) {
  await db.query('delete from favorites where player_id = $1 and machine_id = $2 and game_id = $3', [playerId, machineId, gameId]);
}

export const titlesNamed = (db: Queryable, codes: string[]) => db.query<{ game_code: string; display_name: string; machine_id: number; game_id: number }>(
  'select game_code, display_name, machine_id, game_id from games where game_code = any($1)', [codes],
);
