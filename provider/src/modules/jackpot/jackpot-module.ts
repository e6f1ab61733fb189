import type { FastifyInstance } from 'fastify';
import { jackpotRoutes } from './jackpot-routes';
import { subscribeJackpotContributions } from './jackpot-service';

/** The lobby jackpot; every settled paid round of an opted-in player contributes (`round.settled`). */
export async function jackpotModule(app: FastifyInstance) {
  subscribeJackpotContributions(app.ctx);
  await app.register(jackpotRoutes);
}
