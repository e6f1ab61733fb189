import { getProviderClient } from 'shared-api';

/** POST {token}{pid}/hits: claims the unclaimed jackpot hits. The key makes a double click claim once. */
export async function claimJackpotHits(token: string, playerId: number, idempotencyKey: string): Promise<{ claimed: number; balance: number | null }> {
  const { data } = await getProviderClient().post<{ claimed?: unknown; balance?: unknown }>(`${token}${playerId}/hits`, null, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { claimed: Number(data.claimed ?? 0) || 0, balance: typeof data.balance === 'number' ? data.balance : null };
}
