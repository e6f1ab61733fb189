import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';

// Only listens: everything else is in app.ts so tests build the same app without a port.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const env = process.env;

function dataLocation(): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dir = env.PROVIDER_DATA_DIR ?? join(repoRoot, '.data', 'provider');
  if (dir === 'memory://') return dir;
  mkdirSync(dir, { recursive: true });
  return dir;
}

const app = await buildApp({
  databaseUrl: dataLocation(),
  siteOrigins: (env.SITE_ORIGIN ?? 'http://localhost:8080').split(',').map((origin) => origin.trim()).filter(Boolean),
  publicUrl: env.PROVIDER_PUBLIC_URL ?? 'http://localhost:4000',
  captchaTestBypass: env.CAPTCHA_TEST_BYPASS === '1',
  maintenance: env.PROVIDER_MAINTENANCE === '1',
  ...(env.PROVIDER_SECRET ? { secret: env.PROVIDER_SECRET } : {}),
  ...(env.RATE_LIMIT_MAX ? { rateLimit: Number(env.RATE_LIMIT_MAX) > 0
    ? { max: Number(env.RATE_LIMIT_MAX), timeWindowMs: 60_000 } : false } : {}),
  logger: env.PROVIDER_LOG !== '0',
});

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: Number(env.PORT ?? 4000), host: env.HOST ?? '127.0.0.1' });
