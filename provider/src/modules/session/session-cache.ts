import type { AppContext, SessionPlayer } from '../../app-context';

/*
 * Live sessions are remembered per app (one provider process), so a player's calls cost no query
 * for the session. Liveness stays exact: every change that ends a session or renames its player
 * forgets it after it commits, expiry is checked on every hit against the app's clock, and a lookup
 * that overlapped a forget is not remembered (the epoch moved while it ran). Entries are also
 * dropped after a short age, a safety net for changes made outside this process.
 */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface CachedSession {
  session: SessionPlayer;
  expiresAtMs: number;
  cachedAtMs: number;
}

interface SessionCache {
  entries: Map<string, CachedSession>;
  epoch: number;
}

const caches = new WeakMap<AppContext, SessionCache>();

function cacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = { entries: new Map(), epoch: 0 };
    caches.set(ctx, cache);
  }
  return cache;
}

/** The remembered live session of a token's hash, or undefined when it has to be looked up. */
export function rememberedSession(ctx: AppContext, tokenHash: string): SessionPlayer | undefined {
  const cache = cacheOf(ctx);
  const nowMs = ctx.now().getTime();
  const cached = cache.entries.get(tokenHash);
  if (!cached) return undefined;
  if (cached.expiresAtMs > nowMs && nowMs - cached.cachedAtMs < MAX_AGE_MS) return { ...cached.session };
  cache.entries.delete(tokenHash);
  return undefined;
}

/** Starts a lookup; `remember` keeps its answer only if nothing was forgotten while it ran. */
export function beginSessionLookup(ctx: AppContext) {
  const cache = cacheOf(ctx);
  const epoch = cache.epoch;
  return {
    remember(session: SessionPlayer, expiresAt: Date): void {
      if (cache.epoch !== epoch) return;
      // Oldest first out: a Map keeps insertion order.
      if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
      cache.entries.set(session.tokenHash, { session: { ...session }, expiresAtMs: expiresAt.getTime(), cachedAtMs: ctx.now().getTime() });
    },
  };
}

/** Forgets the remembered sessions of a player (every player's without one): call it after the change commits. */
export function forgetSessions(ctx: AppContext, playerId?: number): void {
  const cache = cacheOf(ctx);
  cache.epoch += 1;
  if (playerId === undefined) {
    cache.entries.clear();
    return;
  }
  for (const [tokenHash, entry] of cache.entries) if (entry.session.playerId === playerId) cache.entries.delete(tokenHash);
}

/** Forgets one session (a logout). */
export function forgetSessionHash(ctx: AppContext, tokenHash: string): void {
  const cache = cacheOf(ctx);
  cache.epoch += 1;
  cache.entries.delete(tokenHash);
}
