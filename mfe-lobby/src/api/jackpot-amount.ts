import { getProviderClient } from 'shared-api';

/** GET {token} → `{ "jackpot-amount", guid }`: the ticker's current amount. */
export async function fetchJackpotAmount(token: string): Promise<{ amount: number; guid: string }> {
  const { data } = await getProviderClient().get<{ 'jackpot-amount'?: unknown; guid?: unknown }>(token);
  return { amount: Number(data['jackpot-amount'] ?? 0) || 0, guid: String(data.guid ?? '') };
}
