import type { FastifyInstance } from 'fastify';
import { playerRoutes } from './player-routes';
import { quickplayRoutes } from './quickplay-routes';

/** A player's account data (read, update, balance) and QuickPlay opt-in. */
export async function playersModule(app: FastifyInstance) {
  await app.register(playerRoutes);
  await app.register(quickplayRoutes);
}
