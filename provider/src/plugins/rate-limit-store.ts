import type { AppContext } from '../app-context';
import { countHit, deleteHitsBefore, readHits } from './rate-limit-repository';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes a route's store: its merged options, with the route under `routeInfo`. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Windows older than this are deleted now and then (longer than any window the provider uses). */
const KEEP_MS = 60 * 60 * 1000;
const CLEAN_EVERY = 500;

/**
 * A store for @fastify/rate-limit that counts in the database, so a client's requests add up on
 * every provider process behind the load balancer (the plugin's own store counts per process). Each
 * route counts apart, as the plugin's local store does. Windows follow the app's clock.
 */
export function databaseRateLimitStore(ctx: AppContext) {
  let counted = 0;

  return class DatabaseRateLimitStore {
    private readonly route: string;

    constructor(options: object = {}) {
      const { routeInfo } = options as StoreOptions;
      this.route = routeInfo?.url ? `${[routeInfo.method ?? ''].flat().join(',')} ${routeInfo.url}` : '';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const now = ctx.now();
      counted += 1;
      const cleaning = counted % CLEAN_EVERY === 0 ? deleteHitsBefore(ctx.db, new Date(now.getTime() - KEEP_MS)) : Promise.resolve();
      cleaning.then(() => countHit(ctx.db, `${this.route}|${key}`, now, timeWindow)).then(
        (row) => answer(null, { current: row.hits, ttl: Math.max(0, new Date(row.window_started_at).getTime() + timeWindow - now.getTime()) }),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, answer: Answer, timeWindow: number): void {
      const now = ctx.now().getTime();
      readHits(ctx.db, `${this.route}|${key}`).then(
        (row) => {
          const endsAt = row ? new Date(row.window_started_at).getTime() + timeWindow : 0;
          answer(null, row && endsAt > now ? { current: row.hits, ttl: endsAt - now } : { current: 0, ttl: 0 });
        },
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
