import { useCallback } from 'react';
import { favouritesClient } from 'shared-api';
import type { Favourite } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { getQueryClient, playerQueryKey, queryOptions, useServerQuery } from 'shared-server-state';
import { usePlayer } from 'shared-ui';
import type { Game } from '../games/game';

/** The provider lists oldest first; the lobby shows the newest first (SPEC §7: reversed on load). */
export const newestFirst = (favourites: ReadonlyArray<Favourite>): Favourite[] => [...favourites].reverse();

const same = (a: Favourite, b: Favourite) => a.machine_id === b.machine_id && a.game_id === b.game_id;

/** GET the player's favourites, newest first. SPEC §8: a failure is logged only, and reads as none. */
export const favouritesQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'favourites'),
    queryFn: async () => {
      try {
        return newestFirst(await favouritesClient.list(player.playerId));
      } catch (error) {
        console.error('Favourites could not be read', error);
        return [];
      }
    },
  });

export interface Favourites {
  status: 'loading' | 'ready';
  /** Newest first. */
  favourites: Favourite[];
  signedIn: boolean;
  toggle: (game: Game) => Promise<void>;
}

const none: Favourite[] = [];

export function useFavourites(): Favourites {
  const player = usePlayer();
  const query = useServerQuery({ ...favouritesQuery(player ?? { playerId: 0, sessionKey: '' }), enabled: player !== null });

  /**
   * SPEC §4: the change shows at once and then goes to the provider. If the provider refuses or
   * does not answer, only this game's change is undone (other changes made meanwhile stay), and
   * SPEC §8: the failure is logged only, with no message to the player.
   */
  const toggle = useCallback(async (game: Game): Promise<void> => {
    if (!player) return;
    const client = getQueryClient();
    const queryKey = favouritesQuery(player).queryKey;
    const key: Favourite = { machine_id: game.machine_id, game_id: game.game_id };
    const listed = client.getQueryData(queryKey) ?? [];
    const adding = !listed.some((entry) => same(entry, key));
    const formerIndex = listed.findIndex((entry) => same(entry, key));
    client.setQueryData(queryKey, (current = []) => (adding ? [key, ...current] : current.filter((entry) => !same(entry, key))));
    try {
      await (adding ? favouritesClient.add(player.playerId, key) : favouritesClient.remove(player.playerId, key));
    } catch (error) {
      const failure = error as { status?: number; message?: string };
      console.error(`Favourite ${adding ? 'add' : 'remove'} failed: ${failure.status !== undefined ? `Status: ${failure.status}` : 'no answer'}`, failure.message);
      // (A new session's list is under another key: nothing of it is touched.)
      client.setQueryData(queryKey, (current = []) => {
        const without = current.filter((entry) => !same(entry, key));
        return adding ? without : [...without.slice(0, Math.max(formerIndex, 0)), key, ...without.slice(Math.max(formerIndex, 0))];
      });
    }
  }, [player]);

  if (!player) return { status: 'ready', favourites: none, signedIn: false, toggle };
  return { status: query.isSuccess ? 'ready' : 'loading', favourites: query.data ?? none, signedIn: true, toggle };
}
