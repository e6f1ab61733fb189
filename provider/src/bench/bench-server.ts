import { buildApp } from '../app';

/**
 * The provider as the bench measures it: its own process (the load generator must not share its
 * event loop), production mode (sandbox off, request log on, default pool and rate limits), on the
 * database the runner names. Only the captcha bypass is on, so the runner can sign in.
 * Tells the runner its address over IPC; closes (dropping its private schema) on SIGTERM.
 */
const env = process.env;
const databaseUrl = env.BENCH_DATABASE_URL ?? 'memory://';
const app = await buildApp({
  databaseUrl,
  // Of several processes on one schema, the one stopped last drops it (BENCH_KEEP_SCHEMA on the others).
  ...(env.BENCH_DATABASE_SCHEMA ? { databaseSchema: env.BENCH_DATABASE_SCHEMA, dropSchemaOnClose: env.BENCH_KEEP_SCHEMA !== '1' } : {}),
  captchaTestBypass: true,
  logger: true,
  sandbox: false,
});

const close = async () => {
  await app.close();
  // A normal exit, so --cpu-prof writes its profile.
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

// CPU time says what a request costs even when other work shares the machine's cores.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});

const address = await app.listen({ port: Number(env.BENCH_PORT ?? 0), host: '127.0.0.1' });
process.send?.({ address });
