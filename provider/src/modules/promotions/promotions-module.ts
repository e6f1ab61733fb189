import type { FastifyInstance } from 'fastify';
import { couponRoutes } from './coupon-routes';
import { subscribeCouponsInPlay } from './coupons-in-play';
import { websocketRoutes } from './rewards-socket-routes';

/**
 * Coupons and rewards, and the coupon in play: it listens to `round.settled` and answers
 * `free-rounds`. Registered before the jackpot module, so a coupon's rules see a round first.
 */
export async function promotionsModule(app: FastifyInstance) {
  subscribeCouponsInPlay(app.ctx);
  await app.register(couponRoutes);
  await app.register(websocketRoutes);
}
