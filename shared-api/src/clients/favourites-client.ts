import type { Favourite } from 'shared-contract';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';
import { getRuntimeConfig } from '../runtime-config';

/**
 * The player's favourite games (SPEC §7 Games, favourites, live dealer). Every call answers the
 * whole list as the provider keeps it, oldest first; showing the newest first is the lobby's concern.
 */
export const favouritesClient = {
  /** GET /937/player/{playerId}/games/favorite?playerId&skinId=1 */
  list: (playerId: number): Promise<Favourite[]> =>
    callProvider((contract: Contract) => contract.favouriteEndpoints.list, { params: { pid: playerId }, query: { playerId, skinId: getRuntimeConfig().skinId } }),
  /** POST /937/player/{playerId}/games/favorites/playerid?machineId&gameId&playerId&skinId=1 */
  add: (playerId: number, game: Favourite): Promise<Favourite[]> =>
    callProvider((contract: Contract) => contract.favouriteEndpoints.add, { params: { pid: playerId }, query: changeQuery(playerId, game) }),
  /** DELETE /937/player/{playerId}/games/favorites/playerid?machineId&gameId&playerId&skinId=1 */
  remove: (playerId: number, game: Favourite): Promise<Favourite[]> =>
    callProvider((contract: Contract) => contract.favouriteEndpoints.remove, { params: { pid: playerId }, query: changeQuery(playerId, game) }),
};

function changeQuery(playerId: number, game: Favourite) {
  return { machineId: game.machine_id, gameId: game.game_id, playerId, skinId: getRuntimeConfig().skinId };
}
