import { useCallback, useEffect } from 'react';
import { favouritesClient } from 'shared-api';
import type { Favourite } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { usePlayer } from 'shared-ui';
import type { Game } from '../games/game';
import { createStore, useStore } from '../store/create-store';

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
  let loadedFor: string | null | undefined;
  let player: PlayerIdentity | null = null;

  const load = async (next: PlayerIdentity | null): Promise<void> => {
    const sessionToken = next?.sessionToken ?? null;
    if (loadedFor === sessionToken) return;
    loadedFor = sessionToken;
    player = next;
    store.set({ sessionToken, status: next ? 'loading' : 'ready', favourites: [] });
    if (!next) return;
    try {
      const favourites = newestFirst(await favouritesClient.list(next.playerId));
      if (loadedFor === sessionToken) store.set((state) => ({ ...state, status: 'ready', favourites }));
    } catch (error) {
      // SPEC §8: favourites failures are logged only.
      console.error('Favourites could not be read', error);
      if (loadedFor === sessionToken) store.set((state) => ({ ...state, status: 'ready' }));
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

let shared = createFavouritesStore();

export const getFavouritesStore = () => shared;

export function resetFavouritesStore(): void {
  shared = createFavouritesStore();
}

export function useFavourites() {
  const favourites = getFavouritesStore();
  const player = usePlayer();
  const state = useStore(favourites.store);
  useEffect(() => {
    void favourites.load(player);
  }, [favourites, player]);
  const toggle = useCallback((game: Game) => favourites.toggle(game), [favourites]);
  const current = state.sessionToken === (player?.sessionToken ?? null) ? state : { ...state, favourites: [], status: 'loading' as const };
  return { ...current, toggle, signedIn: player !== null };
}
