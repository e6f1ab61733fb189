import type { SessionScope } from '../../app-context';
import type { Queryable } from '../../db/database';
import type { ReadStatement } from '../../db/read-together';

/**
 * SQL of the session module: `sessions`, `login_attempts`, `player_tokens` (reset, cashier and launch tokens), `download_ids`,
 * `captcha_solutions_used`.
 */

/** A new session; `continues` names the session a renewal continues, whose login it carries on (its first session and start). */
export async function insertSession(db: Queryable, row: {
  tokenHash: string; sessionId: string; playerId: number; now: Date; expiresAt: Date; scope: SessionScope; continues: string | null;
}) {
  await db.query(
    `insert into sessions (token_hash, session_id, player_id, created_at, expires_at, scope, login_token_hash, logged_in_at)
      select $1, $2, $3, $4, $5, $6, login.token_hash, login.logged_in_at
      from (select null) as nothing left join (
        select coalesce(login_token_hash, token_hash) as token_hash, coalesce(logged_in_at, created_at) as logged_in_at
        from sessions where token_hash = $7 and player_id = $3
      ) as login on true`,
    [row.tokenHash, row.sessionId, row.playerId, row.now, row.expiresAt, row.scope, row.continues],
  );
}

/** The one liveness rule: not ended (logout, password change) and not expired at `now` (a placeholder). */
const liveAt = (now: string) => `ended_at is null and expires_at > ${now}`;

/** The session of a token's hash as one row when it is live, none otherwise: a paid act's opening read part (decision 050). */
const LIVE_SESSION_SQL = `select 1 as live from sessions where token_hash = $1 and ${liveAt('$2')}`;
export const liveSessionStatement = (tokenHash: string, now: Date): ReadStatement => ({ sql: LIVE_SESSION_SQL, params: [tokenHash, now] });

export async function liveSessionRow(db: Queryable, key: { tokenHash: string } | { sessionId: string; playerId: number }, now: Date) {
  const [where, values] = 'tokenHash' in key
    ? ['token_hash = $2', [key.tokenHash]]
    : ['session_id = $2 and player_id = $3', [key.sessionId, key.playerId]];
  const rows = await db.query<{ player_id: number; session_id: string; token_hash: string; expires_at: Date; scope: SessionScope }>(
    `select player_id, session_id, token_hash, expires_at, scope from sessions where ${where} and ${liveAt('$1')}`,
    [now, ...values],
  );
  return rows[0] ?? null;
}

export async function endSessionRow(db: Queryable, tokenHash: string, now: Date) {
  await db.query('update sessions set ended_at = $2 where token_hash = $1 and ended_at is null', [tokenHash, now]);
}

/** Ends every live session of a player but the one `keepTokenHash` names (none when null). */
export async function endPlayerSessions(db: Queryable, playerId: number, now: Date, keepTokenHash: string | null = null) {
  await db.query('update sessions set ended_at = $2 where player_id = $1 and ended_at is null and token_hash is distinct from $3', [
    playerId, now, keepTokenHash,
  ]);
}

export async function loginFailures(db: Queryable, lockKey: string): Promise<number> {
  return (await db.query<{ failures: number }>('select failures from login_attempts where login = $1', [lockKey]))[0]?.failures ?? 0;
}

/** Counts a failure atomically (concurrent wrong guesses all count); the count after it. */
export async function countLoginFailure(db: Queryable, lockKey: string, maxFailures: number, now: Date): Promise<number> {
  const counted = await db.query<{ failures: number }>(
    `insert into login_attempts (login, failures) values ($1, 1)
     on conflict (login) do update set failures = login_attempts.failures + 1,
       locked_at = case when login_attempts.failures + 1 >= ${maxFailures} then $2 else login_attempts.locked_at end
     returning failures`,
    [lockKey, now],
  );
  return counted[0]?.failures ?? 0;
}

/** Clears the count; `belowMax` keeps a lockout in place (a success clears consecutive failures only). */
export async function clearLoginFailures(db: Queryable, lockKey: string, belowMax: number | null = null) {
  if (belowMax === null) await db.query('delete from login_attempts where login = $1', [lockKey]);
  else await db.query('delete from login_attempts where login = $1 and failures < $2', [lockKey, belowMax]);
}

export async function insertPlayerToken(db: Queryable, row: {
  tokenHash: string; playerId: number; type: string; now: Date; expiresAt: Date; sessionTokenHash?: string | null;
}) {
  await db.query(
    'insert into player_tokens (token_hash, player_id, token_type, created_at, expires_at, session_token_hash) values ($1, $2, $3, $4, $5, $6)',
    [row.tokenHash, row.playerId, row.type, row.now, row.expiresAt, row.sessionTokenHash ?? null],
  );
}

/** Marks a one-time token used; false when it was unknown, used, expired or another player's. */
export async function useOneTimeToken(db: Queryable, tokenHash: string, playerId: number, type: string, now: Date): Promise<boolean> {
  const used = await db.query(
    `update player_tokens set used_at = $4 where token_hash = $1 and player_id = $2 and token_type = $3
       and used_at is null and expires_at > $4 returning player_id`,
    [tokenHash, playerId, type, now],
  );
  return used.length > 0;
}

export async function liveTokenRow(db: Queryable, tokenHash: string, type: string, now: Date) {
  const rows = await db.query<{ player_id: number; session_token_hash: string | null }>(
    'select player_id, session_token_hash from player_tokens where token_hash = $1 and token_type = $2 and expires_at > $3',
    [tokenHash, type, now],
  );
  return rows[0] ?? null;
}

export async function insertDownloadId(db: Queryable, row: { downloadId: string; name: string; email: string; affiliateId: string | null; trackingId: string | null }) {
  await db.query('insert into download_ids (download_id, name, email, affiliate_id, tracking_id) values ($1, $2, $3, $4, $5)', [
    row.downloadId, row.name, row.email, row.affiliateId, row.trackingId,
  ]);
}

/** Records a captcha solution as used; false when it was used before (by any process). Forgets expired ones first. */
export async function spendCaptchaSolution(db: Queryable, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.query('delete from captcha_solutions_used where expires_at < $1', [now]);
  const rows = await db.query(
    'insert into captcha_solutions_used (signature, expires_at) values ($1, $2) on conflict (signature) do nothing returning signature',
    [signature, expiresAt],
  );
  return rows.length === 1;
}

/** Marks a session as used now (play time counts active sessions). */
export async function touchSessionRow(db: Queryable, tokenHash: string, now: Date) {
  await db.query('update sessions set last_seen_at = $2 where token_hash = $1 and ended_at is null', [tokenHash, now]);
}

/** The player's sessions that were open at some moment of [from, to). */
export async function sessionsOverlapping(db: Queryable, playerId: number, from: Date, to: Date) {
  return db.query<{ token_hash: string; created_at: Date; ended_at: Date | null; expires_at: Date; last_seen_at: Date | null }>(
    `select token_hash, created_at, ended_at, expires_at, last_seen_at from sessions
      where player_id = $1 and created_at < $3 and coalesce(ended_at, expires_at) > $2`,
    [playerId, from, to],
  );
}

/** The login a session belongs to: its first session's token hash (the session's own but after a renewal) and when it began. */
export async function sessionLoginRow(db: Queryable, tokenHash: string): Promise<{ key: string; startedAt: Date } | null> {
  const rows = await db.query<{ key: string; started_at: Date }>(
    'select coalesce(login_token_hash, token_hash) as key, coalesce(logged_in_at, created_at) as started_at from sessions where token_hash = $1',
    [tokenHash],
  );
  return rows[0] ? { key: rows[0].key, startedAt: new Date(rows[0].started_at) } : null;
}

/** When the player logged in before the login of the session `tokenHash` names (renewals are not logins). */
export async function loginBefore(db: Queryable, playerId: number, tokenHash: string): Promise<Date | null> {
  const rows = await db.query<{ created_at: Date }>(
    `select created_at from sessions where player_id = $1 and login_token_hash is null
        and created_at < (select coalesce(logged_in_at, created_at) from sessions where token_hash = $2)
      order by created_at desc limit 1`,
    [playerId, tokenHash],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}
