import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { healthEndpoints } from 'shared-contract';
import { ApiError } from '../lib/api-error';
import { databaseRateLimitStore } from '../plugins/rate-limit-store';
import { accountHistoryModule } from '../modules/account-history/plugin';
import { cashierModule } from '../modules/cashier/plugin';
import { gamesModule } from '../modules/games/plugin';
import { jackpotModule } from '../modules/jackpot/plugin';
import { mailboxModule } from '../modules/mailbox/plugin';
import { marketingModule } from '../modules/marketing/plugin';
import { playersModule } from '../modules/players/plugin';
import { promotionsModule } from '../modules/promotions/plugin';
import { saferGamblingModule } from '../modules/safer-gambling/plugin';
import { clockRoutes } from './sandbox/clock-routes';
import { sessionModule } from '../modules/session/plugin';
import { supportModule } from '../modules/support/plugin';
import { verificationModule } from '../modules/verification/plugin';
import { withdrawalsModule } from '../modules/withdrawals/plugin';
import { contractRoute } from './contract-route';
import { maintenanceRoutes } from './sandbox/maintenance-routes';
import { roundTamperRoutes } from './sandbox/round-tamper-routes';

export async function registerRoutes(app: FastifyInstance) {
  if (app.ctx.config.rateLimit) {
    await app.register(rateLimit, {
      global: false,
      // Counted in the database: a client's requests add up on every provider process.
      store: databaseRateLimitStore(app.ctx),
      // The plugin throws what this returns: an Error with a status reaches the error handler as `{ errorMessage }`.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`), { statusCode: 429 }),
    });
  }

  // Maintenance closes the casino API but leaves health and static files up.
  app.addHook('onRequest', async (request) => {
    if (app.ctx.config.maintenance && request.url.startsWith('/937/')) {
      throw new ApiError(503, 'errorCasinoMaintenance');
    }
  });

  app.withTypeProvider<TypeBoxTypeProvider>().route({ ...contractRoute(healthEndpoints.health), handler: async () => ({ status: 'ok' as const }) });

  // One plugin per capability module (modules/<name>/README.md says what each owns). Promotions
  // registers before the jackpot: both listen to round.settled, and a coupon's rules come first.
  await app.register(sessionModule);
  await app.register(saferGamblingModule);
  await app.register(playersModule);
  await app.register(gamesModule);
  // Sandbox-only routes are not registered at all without sandbox mode: they answer 404.
  if (app.ctx.config.sandbox) await app.register(mailboxModule);
  await app.register(promotionsModule);
  await app.register(cashierModule);
  await app.register(jackpotModule);
  await app.register(verificationModule);
  await app.register(withdrawalsModule);
  await app.register(marketingModule);
  await app.register(accountHistoryModule);
  if (app.ctx.config.sandbox) await app.register(maintenanceRoutes);
  if (app.ctx.config.sandbox) await app.register(clockRoutes);
  if (app.ctx.config.sandbox) await app.register(roundTamperRoutes);
  await app.register(supportModule);
}
