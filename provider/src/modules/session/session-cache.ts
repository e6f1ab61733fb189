import type { AppContext, SessionPlayer } from '../../app-context';

/*
 * Live sessions are remembered per app (one provider process), so a player's calls cost no query
 * for the session. Liveness stays exact across processes: every change that ends a session or renames
 * its player forgets it here after it commits, and tells every other process on the database with a
 * notification delivered at that commit ('session.ended', 'session.stale'). A remembered session is
 * trusted only after the notifications committed before the call have arrived, over a listening
 * connection that stayed up since the session was looked up (its generation). Expiry is checked on
 * every hit against the app's clock, and a lookup that overlapped a forget is not remembered (the
 * epoch moved while it ran). Entries are also dropped after a short age, a safety net.
 */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface CachedSession {
  session: SessionPlayer;
  expiresAtMs: number;
  cachedAtMs: number;
  /** The listening connection's generation when the session was looked up. */
  generation: number;
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

/** Whether a token's hash has a remembered session (which `rememberedSession` may still refuse). */
export const isRemembered = (ctx: AppContext, tokenHash: string) => cacheOf(ctx).entries.has(tokenHash);

/**
 * The remembered live session of a token's hash, or undefined when it has to be looked up. `confirmedInTransaction`: the
 * caller's own transaction reads the session again before it acts (a paid act's opening read, decision 050), so a logout
 * whose notification is still on its way is caught there; the remembered session is then taken without waiting for it.
 */
export async function rememberedSession(ctx: AppContext, tokenHash: string, confirmedInTransaction = false): Promise<SessionPlayer | undefined> {
  const cache = cacheOf(ctx);
  if (!cache.entries.has(tokenHash)) return undefined;
  // Another process's logout is forgotten here when its notification arrives: wait for those
  // committed before this call (one round trip on the listening connection, shared by concurrent calls).
  const generation = confirmedInTransaction ? ctx.db.notifications.generation : await ctx.db.notifications.delivered();
  const cached = cache.entries.get(tokenHash);
  if (!cached) return undefined;
  const nowMs = ctx.now().getTime();
  if (generation === cached.generation && cached.expiresAtMs > nowMs && nowMs - cached.cachedAtMs < MAX_AGE_MS) {
    return { ...cached.session };
  }
  cache.entries.delete(tokenHash);
  return undefined;
}

/** Starts a lookup; `remember` keeps its answer only if nothing was forgotten while it ran. */
export function beginSessionLookup(ctx: AppContext) {
  const cache = cacheOf(ctx);
  const epoch = cache.epoch;
  // Notifications missed while no connection listens could not forget it: not remembered then.
  const generation = ctx.db.notifications.generation;
  return {
    remember(session: SessionPlayer): void {
      if (cache.epoch !== epoch || generation === null) return;
      // Oldest first out: a Map keeps insertion order.
      if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
      cache.entries.set(session.tokenHash, {
        session: { ...session }, expiresAtMs: session.expiresAt.getTime(), cachedAtMs: ctx.now().getTime(), generation,
      });
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
