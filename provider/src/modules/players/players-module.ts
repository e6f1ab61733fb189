import type { FastifyInstance } from 'fastify';
import { classAfterVerification } from './player-class';
import { playerRoutes } from './player-routes';
import { quickplayRoutes } from './quickplay-routes';

/** A player's account data (read, update, balance) and QuickPlay opt-in. */
export async function playersModule(app: FastifyInstance) {
  // The class rule's one owner: a verified player may leave "Unverified / Non Dep" (in the verification's transaction).
  app.ctx.events.subscribe('player.verified', async (tx, { playerId }) => classAfterVerification(tx, playerId));
  await app.register(playerRoutes);
  await app.register(quickplayRoutes);
}
