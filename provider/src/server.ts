import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';

// Only listens: everything else is in app.ts so tests build the same app without a port.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const env = process.env;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * PGlite files belong to one process: a second provider on the same folder would corrupt them,
 * so it is refused with the owner's pid. A lock left by a process that died is taken over.
 */
function lockDataDir(dir: string): void {
  // Beside the folder, not in it: PGlite's initdb wants an empty folder.
  const lockFile = `${dir.replace(/\/+$/, '')}.pid`;
  const owner = Number.parseInt(readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' }) || '0', 10);
  if (owner > 0 && owner !== process.pid && isRunning(owner)) {
    console.error(`Another provider (pid ${owner}) is using ${dir}. Stop it, or set PROVIDER_DATA_DIR to another folder.`);
    process.exit(1);
  }
  writeFileSync(lockFile, String(process.pid));
  process.on('exit', () => rmSync(lockFile, { force: true }));
}

function dataLocation(): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dir = env.PROVIDER_DATA_DIR ?? join(repoRoot, '.data', 'provider');
  if (dir === 'memory://') return dir;
  mkdirSync(dir, { recursive: true });
  lockDataDir(dir);
  return dir;
}

const app = await buildApp({
  databaseUrl: dataLocation(),
  // Several processes (or sites) may share one PostgreSQL database, each set in a schema of its own.
  ...(env.DATABASE_URL && env.DATABASE_SCHEMA ? { databaseSchema: env.DATABASE_SCHEMA } : {}),
  siteOrigins: (env.SITE_ORIGIN ?? 'http://localhost:8080').split(',').map((origin) => origin.trim()).filter(Boolean),
  publicUrl: env.PROVIDER_PUBLIC_URL ?? 'http://localhost:4000',
  captchaTestBypass: env.CAPTCHA_TEST_BYPASS === '1',
  maintenance: env.PROVIDER_MAINTENANCE === '1',
  ...(env.PROVIDER_SECRET ? { secret: env.PROVIDER_SECRET } : {}),
  ...(env.RATE_LIMIT_MAX ? { rateLimit: Number(env.RATE_LIMIT_MAX) > 0
    ? { max: Number(env.RATE_LIMIT_MAX), timeWindowMs: 60_000 } : false } : {}),
  logger: env.PROVIDER_LOG !== '0',
  sandbox: env.PROVIDER_SANDBOX === '1',
  // Behind a load balancer on this machine: the client's address comes from its X-Forwarded-For.
  ...(env.PROVIDER_TRUST_PROXY ? { trustProxy: env.PROVIDER_TRUST_PROXY } : {}),
});
// Said on every start, also with the request log off: a sandbox provider must never be mistaken for a real one.
console.log(app.ctx.config.sandbox
  ? 'Provider sandbox mode: ON (PROVIDER_SANDBOX=1): /sandbox routes and test cards are served.'
  : 'Provider sandbox mode: off (set PROVIDER_SANDBOX=1 for demos and tests).');

/*
 * A graceful stop (SIGTERM from a deploy or a rolling restart): no new connections, every socket
 * closed with 1012 so widgets reconnect to another process behind the load balancer, requests in
 * flight answered, this process out of the process list, then exit. A stop that hangs is cut short.
 */
const STOP_DEADLINE_MS = 15_000;
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Provider ${signal}: stopping (sockets closed with 1012, requests in flight finish)`);
  setTimeout(() => {
    console.error(`Provider: not stopped within ${STOP_DEADLINE_MS / 1000} s, exiting.`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: Number(env.PORT ?? 4000), host: env.HOST ?? '127.0.0.1' });
