import { getProviderClient, getRuntimeConfig } from 'shared-api';
import type { PlayerDetails } from './player-details';

/** GET, POST (opt in) or DELETE (opt out) /937/player/{pid}/accounts/quick → `{ optIn }`. */
export async function quickPlayCall(method: 'GET' | 'POST' | 'DELETE', player: PlayerDetails): Promise<boolean> {
  const body = {
    hashed_password: player.hashed_password,
    casinoID: getRuntimeConfig().casinoId,
    player_id: player.player_id,
    login: player.login,
  };
  const { data } = await getProviderClient().request<{ optIn?: unknown }>({
    method,
    url: `/937/player/${player.player_id}/accounts/quick`,
    // A GET carries no body in a browser; the session header identifies the player.
    ...(method === 'GET' ? {} : { data: body }),
  });
  return data.optIn === true;
}
