import { useCallback } from 'react';
import { getRuntimeConfig, quickPlayClient } from 'shared-api';
import type { PlayerData, QuickPlayBody } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { getQueryClient, playerDetailsQuery, playerQueryKey, queryOptions, useServerQuery } from 'shared-server-state';
import { usePlayer } from 'shared-ui';
import { persistedOptIn, STORAGE_KEYS } from '../store/persisted';

const savedOptIn = persistedOptIn(STORAGE_KEYS.quickPlay);

/** What POST and DELETE /937/player/{pid}/accounts/quick repeat of the session: the cashier credential, casino, player and login. */
const quickPlayBody = (details: PlayerData): QuickPlayBody => ({
  hashed_password: details.hashed_password,
  casinoID: getRuntimeConfig().casinoId,
  player_id: details.player_id,
  login: details.login,
});

/** GET /937/player/{pid}/accounts/quick: whether the player's QuickPlay link is on. */
export const quickPlayQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'quick-play'),
    queryFn: async () => {
      try {
        // A GET carries no body; the session header names the player.
        const { optIn } = await quickPlayClient.state(player.playerId);
        savedOptIn.write(player.playerId, optIn);
        return optIn;
      } catch (error) {
        console.error('QuickPlay state could not be read', error);
        return savedOptIn.read(player.playerId);
      }
    },
  });

export interface QuickPlay {
  status: 'loading' | 'ready';
  optedIn: boolean;
  /** Opts in (POST) or out (DELETE); true when the provider agreed. */
  change: (optIn: boolean) => Promise<boolean>;
}

export function useQuickPlay(): QuickPlay {
  const player = usePlayer();
  const query = useServerQuery({
    ...quickPlayQuery(player ?? { playerId: 0, sessionKey: '' }),
    enabled: player !== null,
    placeholderData: player ? savedOptIn.read(player.playerId) : undefined,
  });

  const change = useCallback(async (optIn: boolean): Promise<boolean> => {
    if (!player) return false;
    const client = getQueryClient();
    const key = quickPlayQuery(player).queryKey;
    const before = client.getQueryData(key);
    // The switch moves at once; a refusal moves it back.
    client.setQueryData(key, optIn);
    try {
      const body = quickPlayBody(await client.fetchQuery(playerDetailsQuery(player)));
      const { optIn: optedIn } = await (optIn ? quickPlayClient.optIn(player.playerId, body) : quickPlayClient.optOut(player.playerId, body));
      savedOptIn.write(player.playerId, optedIn);
      client.setQueryData(key, optedIn);
      return optedIn === optIn;
    } catch (error) {
      console.error(`QuickPlay opt ${optIn ? 'in' : 'out'} failed`, error);
      client.setQueryData(key, before);
      return false;
    }
  }, [player]);

  if (!player) return { status: 'ready', optedIn: false, change };
  return { status: query.isSuccess && !query.isPlaceholderData ? 'ready' : 'loading', optedIn: query.data ?? false, change };
}
