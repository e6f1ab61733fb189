import { getProviderClient, getRuntimeConfig } from 'shared-api';
import { newestFirst, type Favourite } from './favourites-list';

/** POST (add) or DELETE (remove) /937/player/{playerId}/games/favorites/playerid?machineId&gameId&playerId&skinId=1 */
export async function changeFavourite(playerId: number, game: Favourite, add: boolean): Promise<Favourite[]> {
  const { data } = await getProviderClient().request<unknown>({
    method: add ? 'POST' : 'DELETE',
    url: `/937/player/${playerId}/games/favorites/playerid`,
    params: { machineId: game.machine_id, gameId: game.game_id, playerId, skinId: getRuntimeConfig().skinId },
  });
  return newestFirst(data);
}
