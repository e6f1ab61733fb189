import type { Queryable } from '../db/database';

/** SQL of the rate limits every provider process counts together (`rate_limit_hits`). */

/** Counts one request of `key` in its window (a new window once the last one is over); the count and when the window began. */
export async function countHit(db: Queryable, key: string, now: Date, windowMs: number): Promise<{ hits: number; window_started_at: Date }> {
  const rows = await db.query<{ hits: number; window_started_at: Date }>(
    `insert into rate_limit_hits (key, hits, window_started_at) values ($1, 1, $2)
     on conflict (key) do update set
       hits = case when rate_limit_hits.window_started_at <= $3 then 1 else rate_limit_hits.hits + 1 end,
       window_started_at = case when rate_limit_hits.window_started_at <= $3 then $2 else rate_limit_hits.window_started_at end
     returning hits, window_started_at`,
    [key, now, new Date(now.getTime() - windowMs)],
  );
  return rows[0]!;
}

export async function readHits(db: Queryable, key: string): Promise<{ hits: number; window_started_at: Date } | null> {
  const rows = await db.query<{ hits: number; window_started_at: Date }>('select hits, window_started_at from rate_limit_hits where key = $1', [key]);
  return rows[0] ?? null;
}

export async function deleteHitsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from rate_limit_hits where window_started_at < $1', [before]);
}
