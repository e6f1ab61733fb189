import { testPasswordCost } from 'shared-node';
import { buildApp } from '../app';

/**
 * The provider a bench preparer (paid-round players, the history player) builds in its own process on the measured
 * database: the schema run-bench.ts made and keeps, sandbox on (the test cashier for deposits), no rate limit, a cheap
 * password hash, no request log.
 */
export function preparerApp(env: NodeJS.ProcessEnv = process.env) {
  return buildApp({
    databaseUrl: env.BENCH_DATABASE_URL ?? '',
    databaseSchema: env.BENCH_DATABASE_SCHEMA ?? '',
    dropSchemaOnClose: false,
    sandbox: true,
    captchaTestBypass: true,
    rateLimit: false,
    passwordCost: testPasswordCost,
    logger: false,
  });
}
