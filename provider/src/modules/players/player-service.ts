import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/api-error';
import { hmac, newToken } from '../../lib/tokens';
import { createWallet } from '../wallet';
import type { VerificationStatus } from 'shared-contract';
import {
  identityRow, insertPlayerRow, lockPlayerRow, loginsByIds, loginTaken, playerByEmail, playerById, playerByIdentifier, playerClassById, recordDepositRow, refNamesPlayer,
  setEmailPermitRow, setPasswordHash, updatePlayerColumns,
} from './player-repository';
import type { NewPlayer, PlayerRow } from './player-row';

export async function insertPlayer(tx: Queryable, player: NewPlayer): Promise<number> {
  const id = await insertPlayerRow(tx, player, newToken());
  await createWallet(tx, id);
  return id;
}

/**
 * Serialises every money movement of one player: the caller holds this row lock until commit,
 * so balance checks, limits and idempotency lookups cannot interleave (PostgreSQL). On PGlite
 * transactions are already serial and the lock is a no-op. The row is this module's; the wallet never reads it.
 * 404 when there is no such player. `wholeRow: false` for a paid act, which asks only the class (`getPlayerClass`).
 */
export async function lockPlayer(tx: Queryable, playerId: number, { wholeRow = true }: { wholeRow?: boolean } = {}): Promise<void> {
  if (!(await lockPlayerRow(tx, playerId, wholeRow))) throw notFound('Player not found');
}

/** The player's class, from what the transaction's lock read when it did (the max bet of a paid act). */
export async function getPlayerClass(db: Queryable, playerId: number): Promise<string> {
  const playerClass = await playerClassById(db, playerId);
  if (playerClass === null) throw notFound('Player not found');
  return playerClass;
}

export async function getPlayer(db: Queryable, playerId: number): Promise<PlayerRow> {
  const player = await playerById(db, playerId);
  if (!player) throw notFound('Player not found');
  return player;
}

/** The player a login or reset form names (login or email; `orId`: the player id too), or null. */
export const findPlayerByIdentifier = (db: Queryable, identifier: string, orId = false) => playerByIdentifier(db, identifier, orId);
export const findPlayerByEmail = playerByEmail;
export const isLoginTaken = loginTaken;
export const isEmailTaken = async (db: Queryable, email: string) => (await playerByEmail(db, email)) !== null;
/** The new password's hash; the updated player, or null when there is none. */
export const changePasswordHash = setPasswordHash;
/** A deposit counts: the first one dates `first_deposit_at`. */
export const recordDeposit = recordDepositRow;
export const setEmailPermit = setEmailPermitRow;
export const isPlayerRef = refNamesPlayer;

/** The legal names and birth date (YYYY-MM-DD, or null) of the account, as an identity check compares them. */
/** Each player's login by id, read at once. */
export async function playerLogins(db: Queryable, playerIds: readonly number[]): Promise<Map<number, string>> {
  return new Map((await loginsByIds(db, playerIds)).map((row) => [Number(row.id), row.login]));
}

export async function playerIdentity(db: Queryable, playerId: number): Promise<{ firstName: string; lastName: string; birthDate: string | null }> {
  const row = await identityRow(db, playerId);
  if (!row) throw notFound('Player not found');
  return { firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date };
}
export { updatePlayerColumns };

export function isoDate(value: string | Date | null): string {
  if (!value) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/**
 * What the site calls `hashed_password` (cashier form field HashedPassword): never the real
 * password hash, but a credential bound to one session that the sandbox cashier can check.
 */
export function cashierCredential(ctx: AppContext, playerId: number, sessionId: string): string {
  return hmac(ctx.config.secret, `cashier:${playerId}:${sessionId}`);
}

/** The account details a deposit needs (SPEC §5 moreDetails): the site may gate on this flag. */
export function isProfileComplete(player: PlayerRow): boolean {
  return [player.first_name, player.last_name, player.email, player.address_1, player.city, player.state_id,
    player.zip_code].every((value) => value.trim().length > 0) && player.birth_date !== null;
}

export function playerData(ctx: AppContext, player: PlayerRow, sessionId: string, verification: VerificationStatus) {
  return {
    login: player.login,
    player_id: player.id,
    hashed_password: cashierCredential(ctx, player.id, sessionId),
    birth_date: isoDate(player.birth_date),
    player_class: player.player_class,
    first_deposit: player.first_deposit_at !== null,
    first_deposit_date: player.first_deposit_at ? new Date(player.first_deposit_at).toISOString() : null,
    total_deposits_number: player.total_deposits_number,
    contact: {
      email: player.email,
      first_name: player.first_name,
      last_name: player.last_name,
      country_id: player.country_id,
      cell_phone: player.cell_phone,
      day_phone: player.day_phone,
      evening_phone: player.evening_phone,
    },
    address_one: player.address_1,
    address_two: player.address_2,
    city: player.city,
    state_id: player.state_id,
    zip_code: player.zip_code,
    gender: player.gender,
    email_permit: player.email_permit,
    profile_complete: isProfileComplete(player),
    userHash: player.user_hash,
    verification,
  };
}
