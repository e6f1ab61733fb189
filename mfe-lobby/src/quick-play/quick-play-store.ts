import { useCallback, useEffect } from 'react';
import type { PlayerIdentity } from 'shared-events';
import { getRuntimeConfig, quickPlayClient } from 'shared-api';
import type { PlayerData, QuickPlayBody } from 'shared-contract';
import { usePlayer } from 'shared-ui';
import { playerDetailsFor } from '../player/player-details';
import { createStore, useStore } from '../store/create-store';
import { isRecord, readPersisted, STORAGE_KEYS, writePersisted } from '../store/persisted';

export interface QuickPlayState {
  status: 'loading' | 'ready';
  sessionToken: string | null;
  optedIn: boolean;
}

interface PersistedQuickPlay {
  playerId: number;
  optedIn: boolean;
}
const isPersistedQuickPlay = (value: unknown): value is PersistedQuickPlay =>
  isRecord(value) && typeof value.playerId === 'number' && typeof value.optedIn === 'boolean';

/** What POST and DELETE /937/player/{pid}/accounts/quick repeat of the session: the cashier credential, casino, player and login. */
const quickPlayBody = (details: PlayerData): QuickPlayBody => ({
  hashed_password: details.hashed_password,
  casinoID: getRuntimeConfig().casinoId,
  player_id: details.player_id,
  login: details.login,
});

export function createQuickPlayStore() {
  const store = createStore<QuickPlayState>({ status: 'loading', sessionToken: null, optedIn: false });
  let loadedFor: string | null | undefined;
  let current: PlayerIdentity | null = null;

  const remember = (playerId: number, optedIn: boolean) => writePersisted(STORAGE_KEYS.quickPlay, { playerId, optedIn });

  const load = async (player: PlayerIdentity | null): Promise<void> => {
    const sessionToken = player?.sessionToken ?? null;
    if (loadedFor === sessionToken) return;
    loadedFor = sessionToken;
    current = player;
    if (!player) {
      store.set({ status: 'ready', sessionToken, optedIn: false });
      return;
    }
    const persisted = readPersisted(STORAGE_KEYS.quickPlay, isPersistedQuickPlay);
    const cached = persisted?.playerId === player.playerId ? persisted.optedIn : false;
    store.set({ status: 'loading', sessionToken, optedIn: cached });
    try {
      // A GET carries no body; the session header names the player.
      const { optIn: optedIn } = await quickPlayClient.state(player.playerId);
      if (loadedFor !== sessionToken) return;
      remember(player.playerId, optedIn);
      store.set({ status: 'ready', sessionToken, optedIn });
    } catch (error) {
      console.error('QuickPlay state could not be read', error);
      if (loadedFor === sessionToken) store.set({ status: 'ready', sessionToken, optedIn: cached });
    }
  };

  /** Opts in (POST) or out (DELETE); true when the provider agreed. */
  const change = async (optIn: boolean): Promise<boolean> => {
    const player = current;
    if (!player) return false;
    const before = store.get().optedIn;
    // The switch moves at once; a refusal moves it back.
    store.set((state) => ({ ...state, optedIn: optIn }));
    try {
      const body = quickPlayBody(await playerDetailsFor(player));
      const { optIn: optedIn } = await (optIn ? quickPlayClient.optIn(player.playerId, body) : quickPlayClient.optOut(player.playerId, body));
      if (current !== player) return false;
      remember(player.playerId, optedIn);
      store.set((state) => ({ ...state, optedIn }));
      return optedIn === optIn;
    } catch (error) {
      console.error(`QuickPlay opt ${optIn ? 'in' : 'out'} failed`, error);
      if (current === player) store.set((state) => ({ ...state, optedIn: before }));
      return false;
    }
  };

  return { store, load, change };
}

let shared = createQuickPlayStore();

export const getQuickPlayStore = () => shared;

export function resetQuickPlayStore(): void {
  shared = createQuickPlayStore();
}

export function useQuickPlay() {
  const quickPlay = getQuickPlayStore();
  const player = usePlayer();
  const state = useStore(quickPlay.store);
  useEffect(() => {
    void quickPlay.load(player);
  }, [quickPlay, player]);
  const change = useCallback((optIn: boolean) => quickPlay.change(optIn), [quickPlay]);
  const current = state.sessionToken === (player?.sessionToken ?? null) ? state : { status: 'loading' as const, sessionToken: null, optedIn: false };
  return { ...current, change };
}
