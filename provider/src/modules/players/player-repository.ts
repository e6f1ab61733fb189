import type { Queryable, SqlParam } from '../../db/database';
import { transactionMemo } from '../../db/transaction-memo';
import type { NewPlayer, PlayerRow } from './player-row';

/** SQL of the players module: the `players` table (accounts, profiles, QuickPlay hashes, email permit). */

export async function insertPlayerRow(tx: Queryable, player: NewPlayer, userHash: string): Promise<number> {
  lockedRows.forget(tx);
  const rows = await tx.query<{ id: number }>(
    `insert into players (login, email, password_hash, first_name, last_name, birth_date, player_class, country_id,
       user_hash, aid, download_id, client_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      player.login, player.email, player.passwordHash, player.firstName, player.lastName, player.birthDate,
      player.playerClass ?? 'Unverified / Non Dep', player.countryId ?? 'US', userHash, player.aid ?? null,
      player.downloadId ?? null, player.clientId ?? null,
    ],
  );
  return rows[0]!.id;
}

/** What a transaction's player lock read: the whole row, or (a paid act's lock) the class alone. */
interface LockedPlayer {
  row: PlayerRow | null;
  playerClass: string;
}

/**
 * What a transaction's player lock read, kept until this file writes `players` in that transaction: a paid round's
 * rules ask for the player's class (the max bet) after the lock has read it (issue 55). Every write below forgets it.
 */
const lockedRows = transactionMemo<number, LockedPlayer>();

export async function playerById(db: Queryable, playerId: number): Promise<PlayerRow | null> {
  const locked = lockedRows.get(db, playerId)?.row;
  if (locked) return { ...locked };
  return (await db.query<PlayerRow>('select * from players where id = $1', [playerId]))[0] ?? null;
}

/** The player's class: what the transaction's lock read, or a read of its own. */
export async function playerClassById(db: Queryable, playerId: number): Promise<string | null> {
  const locked = lockedRows.get(db, playerId);
  if (locked) return locked.playerClass;
  return (await db.query<{ player_class: string }>('select player_class from players where id = $1', [playerId]))[0]?.player_class ?? null;
}

/** The logins of several players in one read (a list a host looks at names each player once). */
export async function loginsByIds(db: Queryable, playerIds: readonly number[]): Promise<Array<{ id: number; login: string }>> {
  if (playerIds.length === 0) return [];
  return db.query<{ id: number; login: string }>('select id, login from players where id = any($1::int[])', [[...new Set(playerIds)]]);
}

/** The player a login form names: by login or email (and by id, where `orId`). */
export async function playerByIdentifier(db: Queryable, identifier: string, orId = false): Promise<PlayerRow | null> {
  const rows = await db.query<PlayerRow>(
    `select * from players where login = $1 or email = $1 ${orId ? 'or id::text = $1' : ''} limit 1`, [identifier],
  );
  return rows[0] ?? null;
}

export async function playerByEmail(db: Queryable, email: string): Promise<PlayerRow | null> {
  return (await db.query<PlayerRow>('select * from players where email = $1', [email]))[0] ?? null;
}

export async function loginTaken(db: Queryable, login: string): Promise<boolean> {
  return (await db.query('select 1 from players where login = $1', [login])).length > 0;
}

/** Sets profile columns (names checked by the service); a unique email or login clash throws 23505. */
export async function updatePlayerColumns(db: Queryable, playerId: number, changes: Record<string, SqlParam>): Promise<void> {
  lockedRows.forget(db);
  const fields = Object.keys(changes);
  if (fields.length === 0) return;
  const assignments = fields.map((field, index) => `${field} = $${index + 2}`).join(', ');
  await db.query(`update players set ${assignments} where id = $1`, [playerId, ...fields.map((field) => changes[field] ?? null)]);
}

export async function setPasswordHash(db: Queryable, playerId: number, passwordHash: string): Promise<PlayerRow | null> {
  lockedRows.forget(db);
  return (await db.query<PlayerRow>('update players set password_hash = $2 where id = $1 returning *', [playerId, passwordHash]))[0] ?? null;
}

/**
 * Serialises money calls of one player: every ledger change of a player takes this lock first. The row it read is kept
 * (`playerById`). Without `wholeRow` the lock reads the class alone: a paid act's rules read the rest of what they need
 * in the act's opening read (decision 044), and parsing the whole row was about 7 % of a spin's provider CPU.
 */
export async function lockPlayerRow(tx: Queryable, playerId: number, wholeRow = true): Promise<boolean> {
  if (!wholeRow) {
    const locked = (await tx.query<{ player_class: string }>('select player_class from players where id = $1 for update', [playerId]))[0];
    if (locked) lockedRows.set(tx, playerId, { row: null, playerClass: locked.player_class });
    return locked !== undefined;
  }
  const row = (await tx.query<PlayerRow>('select * from players where id = $1 for update', [playerId]))[0];
  if (row) lockedRows.set(tx, playerId, { row, playerClass: row.player_class });
  return row !== undefined;
}

export async function recordDepositRow(tx: Queryable, playerId: number, now: Date): Promise<void> {
  lockedRows.forget(tx);
  await tx.query(
    `update players set first_deposit_at = coalesce(first_deposit_at, $2), total_deposits_number = total_deposits_number + 1 where id = $1`,
    [playerId, now],
  );
}

/** The names and birth date (as text: no time zone moves a date) a person is known by. */
export async function identityRow(db: Queryable, playerId: number) {
  return (await db.query<{ first_name: string; last_name: string; birth_date: string | null }>(
    `select first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') as birth_date from players where id = $1`, [playerId],
  ))[0] ?? null;
}

/** Moves the player from one class to another; nothing when they are in another class by then. */
export async function moveClassRow(tx: Queryable, playerId: number, from: string, to: string): Promise<boolean> {
  lockedRows.forget(tx);
  return (await tx.query('update players set player_class = $3 where id = $1 and player_class = $2 returning id', [playerId, from, to])).length > 0;
}

export async function setEmailPermitRow(db: Queryable, key: { playerId: number } | { userHash: string }, permit: boolean): Promise<void> {
  lockedRows.forget(db);
  if ('playerId' in key) await db.query('update players set email_permit = $2 where id = $1', [key.playerId, permit]);
  else await db.query('update players set email_permit = $2 where user_hash = $1', [key.userHash, permit]);
}

/** Whether `ref` names the player: their id or their userHash. */
export async function refNamesPlayer(db: Queryable, playerId: number, ref: string): Promise<boolean> {
  return (await db.query('select 1 from players where id = $1 and (id::text = $2 or user_hash = $2)', [playerId, ref])).length > 0;
}

export async function quickPlayRow(db: Queryable, playerId: number) {
  return (await db.query<{ quickplay_hash: string | null; quickplay_expires_at: Date | null }>(
    'select quickplay_hash, quickplay_expires_at from players where id = $1', [playerId],
  ))[0] ?? null;
}

export async function setQuickPlayHash(db: Queryable, playerId: number, hash: string | null, expiresAt: Date | null, onlyIfOptedIn = false) {
  lockedRows.forget(db);
  const rows = await db.query<{ quickplay_hash: string | null }>(
    `update players set quickplay_hash = $2, quickplay_expires_at = $3 where id = $1 ${onlyIfOptedIn ? 'and quickplay_hash is not null' : ''} returning quickplay_hash`,
    [playerId, hash, expiresAt],
  );
  return rows[0]?.quickplay_hash ?? null;
}

export async function playerByLiveQuickPlayHash(db: Queryable, hash: string, now: Date): Promise<PlayerRow | null> {
  return (await db.query<PlayerRow>('select * from players where quickplay_hash = $1 and quickplay_expires_at > $2', [hash, now]))[0] ?? null;
}
