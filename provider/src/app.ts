import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import zlib from 'node:zlib';
import { CAPTCHA_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER, SANDBOX_CASHIER_PATH, SERVICE_RESTART_CLOSE, SESSION_TOKEN_HEADER } from 'shared-contract';
import type { AppContext } from './app-context';
import type { AppConfig, AppOptions } from './app-options';
import { migrate, schemaFingerprint } from './db/migrations';
import { openDatabase } from './db/open-database';
import { productionPasswordCost } from 'shared-node';
import { installAuthHook } from './plugins/auth-hook';
import { installErrorHandler } from './plugins/error-handler';
import { installInputGuard } from './plugins/input-guard';
import { OneLineRequestLog, providerLogger } from './plugins/request-log';
import { registerRoutes } from './routes/register-routes';
import { cryptoRng } from './lib/rng';
import { DomainEventBus } from './domain-events';
import { seedDatabase } from './seed/seed-database';
import { ClusterBus } from './cluster/cluster-events';
import { sharedSetting } from './cluster/cluster-repository';
import { SANDBOX_CLOCK_SETTING } from './routes/sandbox/clock-routes';
import { createProcessRegistry, newProcessId } from './cluster/process-registry';
import { ArtRasteriser } from './lib/title-art';

export type { AppOptions } from './app-options';

/** The largest websocket frame any socket route takes (chat widget, desk, rewards). */
export const SOCKET_FRAME_LIMIT_BYTES = 16 * 1024;

function resolveConfig(options: AppOptions): AppConfig {
  return {
    siteOrigins: options.siteOrigins ?? ['http://localhost:8080'],
    publicUrl: (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    captchaTestBypass: options.captchaTestBypass ?? false,
    captchaMaxCounter: options.captchaMaxCounter ?? 20_000,
    passwordCost: options.passwordCost ?? productionPasswordCost,
    rateLimit: options.rateLimit ?? { max: 30, timeWindowMs: 60_000 },
    // Every process on one database must sign alike: without a secret of its own the app takes the
    // one stored in the database (made by the first process), once the database is open.
    secret: options.secret ?? '',
    maintenance: options.maintenance ?? false,
    clockOffsetMs: 0,
    restrictedCountries: options.restrictedCountries ?? ['FR', 'GB', 'NL', 'AU'],
    sandbox: options.sandbox ?? false,
    payoutSweepMs: options.payoutSweepMs ?? 2000,
    ...(options.gameClientDist ? { gameClientDist: options.gameClientDist } : {}),
  };
}

/**
 * Builds the provider as a Fastify app: database opened, migrated and (when empty) seeded.
 * Tests call it with `inject`; `server.ts` only listens.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const readClock = options.now ?? (() => new Date());
  const db = await openDatabase({
    url: options.databaseUrl ?? 'memory://',
    ...(options.databaseSchema ? { schema: options.databaseSchema } : {}),
    ...(options.dropSchemaOnClose ? { dropSchemaOnClose: true } : {}),
    template: { key: `schema-${schemaFingerprint()}-pglite-0.5.16`, prepare: migrate },
  });
  const ctx: AppContext = {
    db,
    config,
    now: () => new Date(readClock().getTime() + config.clockOffsetMs),
    random: options.random ?? (() => randomInt(0, 2 ** 47) / 2 ** 47),
    rng: options.rng ?? cryptoRng,
    events: new DomainEventBus(),
    art: new ArtRasteriser(options.artCacheDir),
    cluster: new ClusterBus(db, options.processId ?? newProcessId(), (error, event) => logError(error, `cluster event ${event} failed`)),
  };
  let logError = (_error: unknown, _what: string) => undefined as void;
  const processes = createProcessRegistry(db, ctx.cluster, (error) => logError(error, 'process heartbeat failed'));

  const logger = options.logger ?? false;
  const app = Fastify({
    logger: logger === false ? false : providerLogger(logger === true ? {} : { stream: logger.stream }),
    logController: new OneLineRequestLog(),
    // Ajv coerces query strings to the declared types and drops unknown body fields.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false } },
    bodyLimit: 64 * 1024,
    // A stopping process answers what still reaches it on an open connection (then closes it) rather
    // than 503, which the load balancer would pass on: 503 means maintenance here.
    return503OnClosing: false,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    // A malformed (%E0%A4%A) or overlong path parameter fails before routing, where no hook runs: the
    // same `{ errorMessage }` and the same headers as every other failure (found by the security fuzz).
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      void reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store')
        .status(error.statusCode ?? 400).send({ errorMessage: error.message });
    },
  });
  logError = (error, what) => app.log.error({ err: error }, what);
  app.decorate('ctx', ctx);

  try {
    // Processes starting together on an empty database: one migrates and seeds, the others wait.
    await db.exclusive('migrate-and-seed', async () => {
      await migrate(db);
      if (options.seed ?? true) await seedDatabase(ctx);
    });
    config.secret ||= await sharedSetting(db, 'secret', randomBytes(32).toString('hex'));
    if (config.sandbox) config.clockOffsetMs = Number(await sharedSetting(db, SANDBOX_CLOCK_SETTING, '0'));
    await ctx.cluster.start();
    await processes.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  app.decorate('processes', processes);
  // Last of all: the process leaves the list (its hosts' desks with it) and stops listening, then the database closes.
  app.addHook('onClose', async () => {
    await processes.stop().catch((error: unknown) => logError(error, 'leaving the process list failed'));
    await ctx.cluster.stop().catch(() => undefined);
    await db.close();
  });

  // Every route that needs a player's session, listed so a test can try each with another player.
  const playerRoutes: { method: string; url: string }[] = [];
  app.decorate('playerRoutes', playerRoutes);
  app.addHook('onRoute', (route) => {
    if (route.config?.auth === 'player') {
      for (const method of [route.method].flat()) if (method !== 'HEAD') playerRoutes.push({ method, url: route.url });
    }
  });
  installErrorHandler(app);
  installInputGuard(app);
  installAuthHook(app);
  // No answer is read as another type than it says. JSON answers and the sandbox cashier's pages
  // are one player's at one moment: never stored by a cache, unless the route chose its own caching
  // (the games files revalidate by ETag).
  // Stopping: an answer finished meanwhile closes its connection, or a kept-alive one would keep the process up.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    const path = request.url.split('?')[0] ?? '';
    const cashierPage = path === SANDBOX_CASHIER_PATH || path.startsWith(`${SANDBOX_CASHIER_PATH}/`);
    if ((type.includes('json') || cashierPage) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // The sandbox cashier opens in a tab of its own and nothing frames it: no site may frame it to
    // trick a player into paying (clickjacking). Both headers, for browsers that know only the older one.
    if (cashierPage) reply.header('content-security-policy', "frame-ancestors 'none'").header('x-frame-options', 'DENY');
    return payload;
  });
  await app.register(cors, {
    // Only the listed site origins are answered (never `*`); credentials let their pages' calls of the
    // refresh credential carry its cookie. Sessions themselves travel in a header, never in a cookie.
    origin: config.siteOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_KEY_HEADER, SESSION_TOKEN_HEADER, CAPTCHA_TOKEN_HEADER, 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  await app.register(formbody);
  // The refresh credential's and the desk's cookies are read (request.cookies) and written (reply.setCookie) by the one library.
  await app.register(cookie);
  // JSON answers shrink to a tenth or less (the games file: about 69 KB raw); pictures are already compressed and go as they are.
  await app.register(compress, { global: true, threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  // A socket frame holds one message: a chat message or desk reply of at most 2000 characters (JSON-escaped, UTF-8: at
  // most about 12 KB) or a checklogin. Larger frames close the socket (1009) before they are buffered: issue 31 saw four
  // 95 MB frames from a visitor double the process's memory and stall /health.
  await app.register(websocket, {
    options: { maxPayload: SOCKET_FRAME_LIMIT_BYTES },
    // A stopping process (SIGTERM: a deploy or a rolling restart) closes its sockets with 1012 "service
    // restart": widgets and desks reconnect at once, through the load balancer, to another process.
    // Requests in flight finish before the database closes (Fastify closes the server first).
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(SERVICE_RESTART_CLOSE, 'service restart');
      done();
    },
  });
  await app.register(registerRoutes);
  app.log.info(config.sandbox
    ? 'Sandbox mode ON: /sandbox/* (mailbox, maintenance switch, chat drop), test cards. Never expose this provider to others.'
    : 'Sandbox mode off: no /sandbox routes, no test cards.');
  return app;
}
