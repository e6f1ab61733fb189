import type { FastifyInstance } from 'fastify';
import { favouriteRoutes } from './favourite-routes';
import { gameClientRoutes } from './game-client-routes';
import { gamePlayRoutes } from './game-play-routes';
import { gamesFileRoutes } from './games-file-routes';
import { roundRecordsRoutes } from './round-records-routes';

/** The catalogue files, favourites, launch (live dealer lobby), the game client and its rounds API, a round's record and the player's seed pairs. */
export async function gamesModule(app: FastifyInstance) {
  await app.register(gamesFileRoutes);
  await app.register(favouriteRoutes);
  await app.register(gamePlayRoutes);
  await app.register(gameClientRoutes);
  await app.register(roundRecordsRoutes);
}
