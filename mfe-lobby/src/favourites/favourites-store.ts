import { useCallback } from 'react';
import { favouritesClient } from 'shared-api';
import type { Favourite } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import type { Game } from '../games/game';
import { createStore } from '../store/create-store';
import { createSessionGate, sharedInstance, usePlayerStore } from '../store/player-store';

export interface FavouritesState {
  sessionToken: string | null;
  status: 'loading' | 'ready';
  /** Newest first. */
  favourites: Favourite[];
}

/** The provider lists oldest first; the lobby shows the newest first (SPEC §7: reversed on load). */
export const newestFirst = (favourites: ReadonlyArray<Favourite>): Favourite[] => [...favourites].reverse();

const same = (a: Favourite, b: Favourite) => a.machine_id === b.machine_id && a.game_id === b.game_id;

export function createFavouritesStore() {
  const store = createStore<FavouritesState>({ sessionToken: null, status: 'loading', favourites: [] });
  const gate = createSessionGate();
  let player: PlayerIdentity | null = null;

  const load = async (next: PlayerIdentity | null): Promise<void> => {
    const session = gate.begin(next);
    if (!session) return;
    player = next;
    store.set({ sessionToken: session.sessionToken, status: next ? 'loading' : 'ready', favourites: [] });
    if (!next) return;
    try {
      const favourites = newestFirst(await favouritesClient.list(next.playerId));
      if (session.isCurrent()) store.set((state) => ({ ...state, status: 'ready', favourites }));
    } catch (error) {
      // SPEC §8: favourites failures are logged only.
      console.error('Favourites could not be read', error);
      if (session.isCurrent()) store.set((state) => ({ ...state, status: 'ready' }));
    }
  };

  const isFavourite = (game: Favourite) => store.get().favourites.some((entry) => same(entry, game));

  /**
   * SPEC §4: the change shows at once and then goes to the provider. If the provider refuses or
   * does not answer, only this game's change is undone (other changes made meanwhile stay), and
   * SPEC §8: the failure is logged only, with no message to the player.
   */
  const toggle = async (game: Game): Promise<void> => {
    const owner = player;
    if (!owner) return;
    const key: Favourite = { machine_id: game.machine_id, game_id: game.game_id };
    const adding = !isFavourite(key);
    const formerIndex = store.get().favourites.findIndex((entry) => same(entry, key));
    store.set((state) => ({
      ...state,
      favourites: adding ? [key, ...state.favourites] : state.favourites.filter((entry) => !same(entry, key)),
    }));
    try {
      await (adding ? favouritesClient.add(owner.playerId, key) : favouritesClient.remove(owner.playerId, key));
    } catch (error) {
      const failure = error as { status?: number; message?: string };
      console.error(`Favourite ${adding ? 'add' : 'remove'} failed: ${failure.status !== undefined ? `Status: ${failure.status}` : 'no answer'}`, failure.message);
      if (player !== owner) return;
      store.set((state) => {
        const without = state.favourites.filter((entry) => !same(entry, key));
        const favourites = adding
          ? without
          : [...without.slice(0, Math.max(formerIndex, 0)), key, ...without.slice(Math.max(formerIndex, 0))];
        return { ...state, favourites };
      });
    }
  };

  return { store, load, toggle };
}

const shared = sharedInstance(createFavouritesStore);

export const getFavouritesStore = shared.get;
export const resetFavouritesStore = shared.reset;

export function useFavourites() {
  const favourites = getFavouritesStore();
  const { player, state } = usePlayerStore(favourites, (other) => ({ ...other, favourites: [], status: 'loading' as const }));
  const toggle = useCallback((game: Game) => favourites.toggle(game), [favourites]);
  return { ...state, toggle, signedIn: player !== null };
}
