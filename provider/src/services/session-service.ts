import type { AppContext, SessionPlayer } from '../app-context';
import type { Queryable } from '../db/database';
import { hashToken, newToken, shortId } from '../lib/tokens';

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface NewSession {
  sessionToken: string;
  sessionId: string;
  expiresAt: Date;
}

/** A new token on every login: a stolen old token never becomes valid again. */
export async function createSession(ctx: AppContext, db: Queryable, playerId: number): Promise<NewSession> {
  const sessionToken = newToken();
  const sessionId = shortId(16);
  const expiresAt = new Date(ctx.now().getTime() + SESSION_LIFETIME_MS);
  await db.query(
    'insert into sessions (token_hash, session_id, player_id, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [hashToken(sessionToken), sessionId, playerId, ctx.now(), expiresAt],
  );
  return { sessionToken, sessionId, expiresAt };
}

export async function findLiveSession(ctx: AppContext, token: string): Promise<SessionPlayer | null> {
  if (!token || token.length > 200) return null;
  return liveSession(ctx, { tokenHash: hashToken(token) });
}

/** The live session of a token's hash (a socket ticket remembers the hash, never the token). */
export async function findLiveSessionByHash(ctx: AppContext, tokenHash: string): Promise<SessionPlayer | null> {
  return liveSession(ctx, { tokenHash });
}

/**
 * The one answer to "is this session live?" (not ended by a logout or a password change, not
 * expired): HTTP routes, game sessions, the sockets and the cashier all ask it here. A session is
 * named by its token's hash, or by its public session id with its player (the cashier form).
 */
export async function liveSession(
  ctx: AppContext, key: { tokenHash: string } | { sessionId: string; playerId: number },
): Promise<SessionPlayer | null> {
  const [where, values] = 'tokenHash' in key ? ['s.token_hash = $2', [key.tokenHash]] : ['s.session_id = $2 and s.player_id = $3', [key.sessionId, key.playerId]];
  const rows = await ctx.db.query<{ player_id: number; login: string; session_id: string; token_hash: string }>(
    `select s.player_id, p.login, s.session_id, s.token_hash from sessions s join players p on p.id = s.player_id
      where ${where} and s.ended_at is null and s.expires_at > $1`,
    [ctx.now(), ...values],
  );
  const row = rows[0];
  return row ? { playerId: row.player_id, login: row.login, sessionId: row.session_id, tokenHash: row.token_hash } : null;
}

export async function endSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.db.query('update sessions set ended_at = $2 where token_hash = $1 and ended_at is null', [
    tokenHash,
    ctx.now(),
  ]);
}

export async function endAllSessions(ctx: AppContext, db: Queryable, playerId: number): Promise<void> {
  await db.query('update sessions set ended_at = $2 where player_id = $1 and ended_at is null', [playerId, ctx.now()]);
}
