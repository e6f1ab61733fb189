import { getProviderClient, getRuntimeConfig } from 'shared-api';
import { playerDetailsOf, type PlayerDetails } from './player-details';

/** The body of PUT /937/players/{pid}; only the fields sent change. */
export interface PlayerUpdate {
  login?: string;
  email?: string;
  /** The current password, needed only to change email or login. */
  password?: string;
  first_name?: string;
  last_name?: string;
  birth_date?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  cell_phone?: string;
  gender?: boolean;
}

export async function putPlayer(playerId: number, update: PlayerUpdate): Promise<PlayerDetails> {
  const { data } = await getProviderClient().put<unknown>(`/937/players/${playerId}`, { ...update, skin_id: getRuntimeConfig().skinId });
  return playerDetailsOf(data, playerId);
}
