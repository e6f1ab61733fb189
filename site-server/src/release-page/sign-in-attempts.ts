import type { SiteDatabase } from '../lib/site-database';
import { migrateSiteDatabase } from '../lib/site-migrations';

/**
 * Failed sign-ins to the release page, by login and address, in the database every site server
 * shares: a limit kept in one process's memory would give an attacker a fresh count on each server.
 */
export interface SignInAttempts {
  /** Failures of `key` after `since`: how many, and when the first of them was. */
  failuresSince(key: string, since: Date): Promise<{ count: number; first: Date | null }>;
  recordFailure(key: string, at: Date): Promise<void>;
  /** Forgets `key`'s failures (a successful sign-in) and every failure older than `before`. */
  clear(key: string, before: Date): Promise<void>;
}

/** The failed sign-ins kept in the site's database (PostgreSQL, or PGlite for one site server). */
export async function createSqlSignInAttempts(db: SiteDatabase): Promise<SignInAttempts> {
  await migrateSiteDatabase(db);
  return {
    async failuresSince(key, since) {
      const [row] = await db.query<{ count: number | string; first: Date | string | null }>(
        'select count(*) as count, min(at) as first from release_sign_in_failures where key = $1 and at > $2', [key, since],
      );
      return { count: Number(row?.count ?? 0), first: row?.first ? new Date(row.first) : null };
    },
    async recordFailure(key, at) {
      await db.query('insert into release_sign_in_failures (key, at) values ($1, $2)', [key, at]);
    },
    async clear(key, before) {
      await db.query('delete from release_sign_in_failures where key = $1 or at < $2', [key, before]);
    },
  };
}

/** Failed sign-ins in this process only: for tests and a release page without a database. */
export function memorySignInAttempts(): SignInAttempts {
  const failures: Array<{ key: string; at: Date }> = [];
  return {
    async failuresSince(key, since) {
      const matching = failures.filter((failure) => failure.key === key && failure.at > since);
      return { count: matching.length, first: matching[0]?.at ?? null };
    },
    async recordFailure(key, at) {
      failures.push({ key, at });
    },
    async clear(key, before) {
      const kept = failures.filter((failure) => failure.key !== key && failure.at >= before);
      failures.splice(0, failures.length, ...kept);
    },
  };
}
