import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { healthEndpoints } from 'shared-contract';
import { ApiError } from '../lib/api-error';
import { authRoutes } from './auth/auth-routes';
import { favouriteRoutes } from './games/favourite-routes';
import { gamesFileRoutes } from './games/games-file-routes';
import { playerRoutes } from './players/player-routes';
import { mailboxRoutes } from './sandbox/mailbox-routes';
import { cashierRoutes } from './cashier/cashier-routes';
import { couponRoutes } from './coupons/coupon-routes';
import { gamePlayRoutes } from './games/game-play-routes';
import { gameClientRoutes } from './games/game-client-routes';
import { jackpotRoutes } from './jackpot/jackpot-routes';
import { contractRoute } from './contract-route';
import { marketingRoutes } from './marketing/marketing-routes';
import { quickplayRoutes } from './quickplay/quickplay-routes';
import { websocketRoutes } from './websocket/websocket-routes';
import { maintenanceRoutes } from './sandbox/maintenance-routes';
import { supportRoutes } from '../modules/support/support-routes';
import { subscribeCouponsInPlay } from '../services/coupons-in-play';
import { subscribeJackpotContributions } from '../services/jackpot-service';

export async function registerRoutes(app: FastifyInstance) {
  if (app.ctx.config.rateLimit) {
    await app.register(rateLimit, {
      global: false,
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

  // Settlement listeners, in this order: the coupon's rules run before the jackpot contribution.
  subscribeCouponsInPlay(app.ctx);
  subscribeJackpotContributions(app.ctx);

  await app.register(authRoutes);
  await app.register(playerRoutes);
  await app.register(gamesFileRoutes);
  await app.register(favouriteRoutes);
  // Sandbox-only routes are not registered at all without sandbox mode: they answer 404.
  if (app.ctx.config.sandbox) await app.register(mailboxRoutes);
  await app.register(couponRoutes);
  await app.register(cashierRoutes);
  await app.register(gamePlayRoutes);
  await app.register(gameClientRoutes);
  await app.register(jackpotRoutes);
  await app.register(quickplayRoutes);
  await app.register(marketingRoutes);
  await app.register(websocketRoutes);
  if (app.ctx.config.sandbox) await app.register(maintenanceRoutes);
  await app.register(supportRoutes);
}
