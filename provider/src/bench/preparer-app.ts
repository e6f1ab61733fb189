import { randomBytes } from 'node:crypto';
import { testPasswordCost } from 'shared-node';
import { buildApp } from '../app';

/** What every provider a bench builds in its own process runs with: sandbox on (the test cashier for deposits), no rate limit, a cheap password hash, no request log. */
const BENCH_APP_OPTIONS = { sandbox: true, captchaTestBypass: true, rateLimit: false, passwordCost: testPasswordCost, logger: false } as const;

/**
 * The provider a bench preparer (paid-round players, the history player) builds in its own process on the measured
 * database: the schema run-bench.ts made and keeps.
 */
export function preparerApp(env: NodeJS.ProcessEnv = process.env) {
  return buildApp({
    databaseUrl: env.BENCH_DATABASE_URL ?? '',
    databaseSchema: env.BENCH_DATABASE_SCHEMA ?? '',
    dropSchemaOnClose: false,
    ...BENCH_APP_OPTIONS,
  });
}

/**
 * The provider of a bench script measured in its own process (spin-cost.ts, trace-statements.ts): a private schema
 * (`<prefix>_<random>`) of the local PostgreSQL named by TEST_DATABASE_URL, dropped when the app closes. Also returns
 * that URL, for the script's own connections.
 */
export async function privateSchemaApp(schemaPrefix: string, env: NodeJS.ProcessEnv = process.env) {
  const databaseUrl = env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL server (provider/scripts/ensure-postgres.sh)');
  const app = await buildApp({
    databaseUrl, databaseSchema: `${schemaPrefix}_${randomBytes(4).toString('hex')}`, dropSchemaOnClose: true, ...BENCH_APP_OPTIONS,
  });
  return { app, databaseUrl };
}
