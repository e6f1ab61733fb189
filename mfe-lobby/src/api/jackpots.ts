import { getProviderClient, getRuntimeConfig } from 'shared-api';

/** An entry of GET /937/jackpots; `token` is the base URL of the lobby jackpot calls (SPEC §7 `{token}`). */
export interface JackpotListing {
  guid: string;
  name: string;
  amount: number;
  token: string;
}

/** GET /937/jackpots?forMoney=true&currencyCode=USD. The list's shape is not in SPEC, so read defensively. */
export async function fetchJackpots(): Promise<JackpotListing[]> {
  const { data } = await getProviderClient().get<unknown>('/937/jackpots', {
    params: { forMoney: true, currencyCode: getRuntimeConfig().currency },
  });
  const list: unknown[] = Array.isArray(data) ? data : Array.isArray((data as { jackpots?: unknown })?.jackpots) ? (data as { jackpots: unknown[] }).jackpots : [];
  return list.flatMap((entry) => {
    const value = entry as Partial<JackpotListing>;
    if (typeof value.guid !== 'string' || typeof value.token !== 'string') return [];
    const token = value.token.endsWith('/') ? value.token : `${value.token}/`;
    return [{ guid: value.guid, name: String(value.name ?? 'Lobby Jackpot'), amount: Number(value.amount ?? 0), token }];
  });
}
