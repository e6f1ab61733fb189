import { getProviderClient } from 'shared-api';

/** A recent lobby jackpot winner. */
export interface JackpotWinner {
  name: string;
  amount: number;
  game?: string;
  date?: string;
}

/** The player's view of a jackpot (SPEC §3 Jackpot). */
export interface PlayerJackpot {
  guid: string;
  amount: number;
  isOptIn: boolean;
  unclaimedHitsAmount: number;
  /** The provider's own verdict; the lobby also applies SPEC §6 itself. */
  blocked: boolean;
  winners: JackpotWinner[];
}

export const winnersOf = (value: unknown): JackpotWinner[] =>
  Array.isArray(value)
    ? value.flatMap((entry) =>
        typeof entry?.name === 'string'
          ? [{ name: entry.name, amount: Number(entry.amount) || 0, game: typeof entry.game === 'string' ? entry.game : undefined, date: typeof entry.date === 'string' ? entry.date : undefined }]
          : [],
      )
    : [];

/** GET {token}{pid}/jackpots */
export async function fetchPlayerJackpots(token: string, playerId: number): Promise<PlayerJackpot[]> {
  const { data } = await getProviderClient().get<unknown>(`${token}${playerId}/jackpots`);
  if (!Array.isArray(data)) return [];
  return data.map((entry: Record<string, unknown>) => ({
    guid: String(entry.guid ?? ''),
    amount: Number(entry['jackpot-amount'] ?? 0) || 0,
    isOptIn: entry['is-opt-in'] === true,
    unclaimedHitsAmount: Number(entry['unclaimed-hits-amount'] ?? 0) || 0,
    blocked: entry.blocked === true,
    winners: winnersOf(entry.winners),
  }));
}
