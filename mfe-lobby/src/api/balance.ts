import { getProviderClient } from 'shared-api';

/** GET /937/players/{pid}/balance?forMoney=true (SPEC §3 Balance). */
export interface Balance {
  balance: number;
  currency_symbol: string;
}

export async function fetchBalance(playerId: number): Promise<Balance> {
  const { data } = await getProviderClient().get<Partial<Balance>>(`/937/players/${playerId}/balance`, {
    params: { forMoney: true },
  });
  return { balance: Number(data.balance ?? 0), currency_symbol: data.currency_symbol ?? '$' };
}
