import { getProviderClient } from 'shared-api';

/** POST {token}{pid}/jackpots/{guid}?optPlayer=true|false → the opt-in the provider now holds. */
export async function setJackpotOptIn(token: string, playerId: number, guid: string, optIn: boolean): Promise<boolean> {
  const { data } = await getProviderClient().post<{ 'is-opt-in'?: unknown }>(`${token}${playerId}/jackpots/${encodeURIComponent(guid)}`, null, {
    params: { optPlayer: optIn },
  });
  return data['is-opt-in'] === undefined ? optIn : data['is-opt-in'] === true;
}
