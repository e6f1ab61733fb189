import type { FastifyInstance } from 'fastify';
import { favouriteRoutes } from './favourite-routes';
import { gameClientRoutes } from './game-client-routes';
import { gamePlayRoutes } from './game-play-routes';
import { gamesFileRoutes } from './games-file-routes';

/** The catalogue files, favourites, launch (live dealer lobby), the game client and its rounds API. */
export async function gamesModule(app: FastifyInstance) {
  await app.register(gamesFileRoutes);
  await app.register(favouriteRoutes);
  await app.register(gamePlayRoutes);
  await app.register(gameClientRoutes);
}
