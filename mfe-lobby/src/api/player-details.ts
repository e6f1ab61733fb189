import { useEffect, useState } from 'react';
import { getProviderClient } from 'shared-api';
import type { PlayerIdentity } from 'shared-events';

/** The fields of GET /937/players/{pid} the lobby needs (SPEC §3 player data). */
export interface PlayerDetails {
  login: string;
  player_id: number;
  /** The cashier credential of the session, which the quick accounts call expects. */
  hashed_password: string;
  player_class: string;
  first_deposit: boolean;
}

export async function fetchPlayerDetails(playerId: number): Promise<PlayerDetails> {
  const { data } = await getProviderClient().get<Partial<PlayerDetails> & { first_deposit?: unknown }>(`/937/players/${playerId}`);
  return {
    login: String(data.login ?? ''),
    player_id: Number(data.player_id ?? playerId),
    hashed_password: String(data.hashed_password ?? ''),
    player_class: String(data.player_class ?? ''),
    // Older answers carry the first deposit amount or date rather than a flag.
    first_deposit: Boolean(data.first_deposit),
  };
}

// One read per session token: the toggles, the jackpot banner and the quick-play call all need it.
const cache = new Map<string, Promise<PlayerDetails>>();

export function playerDetailsFor(player: PlayerIdentity): Promise<PlayerDetails> {
  let details = cache.get(player.sessionToken);
  if (!details) {
    details = fetchPlayerDetails(player.playerId);
    details.catch(() => cache.delete(player.sessionToken));
    cache.set(player.sessionToken, details);
  }
  return details;
}

export function clearPlayerDetailsCache(): void {
  cache.clear();
}

/** The player's details, or null while unknown or when the call failed. */
export function usePlayerDetails(player: PlayerIdentity | null): PlayerDetails | null {
  const [details, setDetails] = useState<{ token: string; value: PlayerDetails } | null>(null);
  useEffect(() => {
    if (!player) return undefined;
    let current = true;
    playerDetailsFor(player).then(
      (value) => current && setDetails({ token: player.sessionToken, value }),
      (error: unknown) => console.error('Player details could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [player]);
  return player && details?.token === player.sessionToken ? details.value : null;
}
