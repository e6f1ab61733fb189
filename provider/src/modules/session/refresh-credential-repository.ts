import type { Queryable } from '../../db/database';

/** SQL of the refresh credentials: `refresh_families`, `refresh_credentials` (hashes only), and the sessions they issued. */

export interface RefreshFamilyRow {
  id: string;
  player_id: number;
  expires_at: Date;
  revoked_at: Date | null;
}

export async function insertRefreshFamily(db: Queryable, row: { id: string; playerId: number; now: Date; expiresAt: Date }) {
  await db.query('insert into refresh_families (id, player_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    row.id, row.playerId, row.now, row.expiresAt,
  ]);
}

export async function insertRefreshCredential(db: Queryable, row: { credentialHash: string; familyId: string; sessionTokenHash: string; now: Date }) {
  await db.query('insert into refresh_credentials (credential_hash, family_id, session_token_hash, created_at) values ($1, $2, $3, $4)', [
    row.credentialHash, row.familyId, row.sessionTokenHash, row.now,
  ]);
}

/** The family a credential belongs to, unlocked: the caller locks the family before deciding anything. */
export async function familyIdOfCredential(db: Queryable, credentialHash: string): Promise<string | null> {
  const rows = await db.query<{ family_id: string }>('select family_id from refresh_credentials where credential_hash = $1', [credentialHash]);
  return rows[0]?.family_id ?? null;
}

/**
 * Locks a family row for the rest of the transaction: a renewal, a reuse and a revocation of one
 * family run one after another, so a credential issued by a renewal cannot escape a revocation.
 */
export async function lockRefreshFamily(db: Queryable, familyId: string): Promise<RefreshFamilyRow | null> {
  const rows = await db.query<RefreshFamilyRow>(
    'select id, player_id, expires_at, revoked_at from refresh_families where id = $1 for update',
    [familyId],
  );
  return rows[0] ?? null;
}

/** Spends a credential; false when it was spent already (read after the family's lock, so the answer is final). */
/** Spends a credential: the session it was issued with (the one a renewal continues), or false when it was spent before. */
export async function spendRefreshCredential(db: Queryable, credentialHash: string, now: Date): Promise<{ sessionTokenHash: string } | false> {
  const spent = await db.query<{ session_token_hash: string }>(
    'update refresh_credentials set used_at = $2 where credential_hash = $1 and used_at is null returning session_token_hash',
    [credentialHash, now],
  );
  return spent[0] ? { sessionTokenHash: spent[0].session_token_hash } : false;
}

export async function revokeRefreshFamilyRow(db: Queryable, familyId: string, now: Date, reason: string) {
  await db.query('update refresh_families set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null', [familyId, now, reason]);
}

/** Revokes every live family of a player (a password change or reset); the ids it revoked. */
export async function revokePlayerRefreshFamilies(db: Queryable, playerId: number, now: Date, reason: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'update refresh_families set revoked_at = $2, revoked_reason = $3 where player_id = $1 and revoked_at is null returning id',
    [playerId, now, reason],
  );
  return rows.map((row) => row.id);
}

/** The family that issued the session of this token hash (login, signup or a renewal), if any. */
export async function familyIdOfSession(db: Queryable, sessionTokenHash: string): Promise<string | null> {
  const rows = await db.query<{ family_id: string }>('select family_id from refresh_credentials where session_token_hash = $1 limit 1', [sessionTokenHash]);
  return rows[0]?.family_id ?? null;
}

/** Ends every session a family issued (its login's and its renewals'). */
/** Ends the live sessions a family issued; the token hashes of those it ended. */
export async function endFamilySessions(db: Queryable, familyId: string, now: Date): Promise<string[]> {
  const ended = await db.query<{ token_hash: string }>(
    `update sessions set ended_at = $2 where ended_at is null
       and token_hash in (select session_token_hash from refresh_credentials where family_id = $1)
     returning token_hash`,
    [familyId, now],
  );
  return ended.map((row) => row.token_hash);
}
