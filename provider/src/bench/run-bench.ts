import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import type { AppOptions } from '../app-options';
import { DEMO_PASSWORD } from '../seed/demo-players';

// Throughput of the provider on loopback only, bounded in time: a few seconds per case.
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 50;

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

async function benchDatabase(label: string, options: AppOptions) {
  // Rate limits off and the captcha bypass on: the bench measures the server, not the guards.
  const app = await buildApp({ ...options, captchaTestBypass: true, rateLimit: false, logger: false, sandbox: true });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST', url: '/937/login', headers: { 'x-captcha-token': 'test-bypass' },
      payload: { login: 'demoplayer', password: DEMO_PASSWORD },
    });
    const { pid, sessionToken } = login.json() as { pid: number; sessionToken: string };
    const cases: Case[] = [
      { name: 'balance', method: 'GET', path: `/937/players/${pid}/balance?forMoney=true`, headers: { 'x-session-token': sessionToken } },
      { name: 'coupon list', method: 'GET', path: `/937/players/${pid}/coupondetails?login=demoplayer`, headers: { 'x-session-token': sessionToken } },
      // Last: scrypt work still queued after its window would slow the cases after it.
      {
        name: 'login', method: 'POST', path: '/937/login',
        body: JSON.stringify({ login: 'demoplayer', password: DEMO_PASSWORD, skin_id: 1 }),
        headers: { 'content-type': 'application/json', 'x-captcha-token': 'test-bypass' },
      },
    ];
    for (const benchCase of cases) {
      const result = await autocannon({
        url: `${address}${benchCase.path}`,
        method: benchCase.method,
        headers: benchCase.headers,
        ...(benchCase.body ? { body: benchCase.body } : {}),
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      const errors = result.non2xx + result.errors;
      console.log(
        `${label.padEnd(10)} ${benchCase.name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(7)} req/s` +
          `   p99 ${String(result.latency.p99).padStart(5)} ms   (${result.requests.total} requests, ${errors} errors)`,
      );
    }
  } finally {
    await app.close();
  }
}

console.log(`provider bench: ${CONNECTIONS} connections, ${DURATION_S} s per case, loopback only`);
await benchDatabase('PGlite', { databaseUrl: 'memory://' });
const url = process.env.TEST_DATABASE_URL;
if (url) {
  await benchDatabase('PostgreSQL', {
    databaseUrl: url,
    databaseSchema: `bench_${randomBytes(4).toString('hex')}`,
    dropSchemaOnClose: true,
  });
} else {
  console.log('PostgreSQL skipped: set TEST_DATABASE_URL (provider/scripts/ensure-postgres.sh prints one).');
}
