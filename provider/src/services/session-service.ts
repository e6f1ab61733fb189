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
  return findLiveSessionByHash(ctx, hashToken(token));
}

/*
 * Live sessions are remembered per app (one provider process), so a player's calls cost one query
 * less each. Liveness stays exact: every change that ends a session or renames its player calls
 * `forgetSessions` after it commits, expiry is checked on every hit against the app's clock, and a
 * lookup that overlapped a forget is not remembered (the epoch moved while it ran). Entries are
 * also dropped after a short age, a safety net for changes made outside this process.
 */
const SESSION_CACHE_MAX_AGE_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface CachedSession {
  session: SessionPlayer;
  expiresAtMs: number;
  cachedAtMs: number;
}

interface SessionCache {
  entries: Map<string, CachedSession>;
  epoch: number;
}

const sessionCaches = new WeakMap<AppContext, SessionCache>();

function sessionCacheOf(ctx: AppContext): SessionCache {
  let cache = sessionCaches.get(ctx);
  if (!cache) {
    cache = { entries: new Map(), epoch: 0 };
    sessionCaches.set(ctx, cache);
  }
  return cache;
}

/** Forgets the remembered sessions of a player (every player without one): call it after the change commits. */
export function forgetSessions(ctx: AppContext, playerId?: number): void {
  const cache = sessionCacheOf(ctx);
  cache.epoch += 1;
  if (playerId === undefined) {
    cache.entries.clear();
    return;
  }
  for (const [tokenHash, entry] of cache.entries) if (entry.session.playerId === playerId) cache.entries.delete(tokenHash);
}

/** The live session of a token's hash (a socket ticket remembers the hash, never the token). */
export async function findLiveSessionByHash(ctx: AppContext, tokenHash: string): Promise<SessionPlayer | null> {
  const cache = sessionCacheOf(ctx);
  const nowMs = ctx.now().getTime();
  const cached = cache.entries.get(tokenHash);
  if (cached) {
    if (cached.expiresAtMs > nowMs && nowMs - cached.cachedAtMs < SESSION_CACHE_MAX_AGE_MS) return { ...cached.session };
    cache.entries.delete(tokenHash);
  }
  const epoch = cache.epoch;
  const rows = await ctx.db.query<{ player_id: number; login: string; session_id: string; expires_at: Date }>(
    `select s.player_id, p.login, s.session_id, s.expires_at from sessions s join players p on p.id = s.player_id
      where s.token_hash = $1 and s.ended_at is null and s.expires_at > $2`,
    [tokenHash, ctx.now()],
  );
  const row = rows[0];
  if (!row) return null;
  const session = { playerId: row.player_id, login: row.login, sessionId: row.session_id, tokenHash };
  if (cache.epoch === epoch) {
    // Oldest first out: a Map keeps insertion order.
    if (cache.entries.size >= SESSION_CACHE_MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(tokenHash, { session, expiresAtMs: new Date(row.expires_at).getTime(), cachedAtMs: nowMs });
  }
  return { ...session };
}

export async function endSession(ctx: AppContext, tokenHash: string): Promise<void> {
  forgetSessionHash(ctx, tokenHash);
  await ctx.db.query('update sessions set ended_at = $2 where token_hash = $1 and ended_at is null', [
    tokenHash,
    ctx.now(),
  ]);
  forgetSessionHash(ctx, tokenHash);
}

function forgetSessionHash(ctx: AppContext, tokenHash: string): void {
  const cache = sessionCacheOf(ctx);
  cache.epoch += 1;
  cache.entries.delete(tokenHash);
}

/** Ends every session of a player; in a transaction, the caller calls `forgetSessions` again once it commits. */
export async function endAllSessions(ctx: AppContext, db: Queryable, playerId: number): Promise<void> {
  forgetSessions(ctx, playerId);
  await db.query('update sessions set ended_at = $2 where player_id = $1 and ended_at is null', [playerId, ctx.now()]);
  forgetSessions(ctx, playerId);
}
