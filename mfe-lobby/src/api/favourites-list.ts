import { getProviderClient, getRuntimeConfig } from 'shared-api';

/** A favourite as the provider stores it (SPEC §3 Favorite). */
export interface Favourite {
  machine_id: number;
  game_id: number;
}

export const isFavourite = (value: unknown): value is Favourite =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Favourite).machine_id === 'number' &&
  typeof (value as Favourite).game_id === 'number';

/** The provider lists oldest first; the lobby shows the newest first (SPEC §7: reversed on load). */
export const newestFirst = (body: unknown): Favourite[] => (Array.isArray(body) ? body.filter(isFavourite).reverse() : []);

/** GET /937/player/{playerId}/games/favorite?playerId&skinId=1 */
export async function fetchFavourites(playerId: number): Promise<Favourite[]> {
  const { data } = await getProviderClient().get<unknown>(`/937/player/${playerId}/games/favorite`, {
    params: { playerId, skinId: getRuntimeConfig().skinId },
  });
  return newestFirst(data);
}
