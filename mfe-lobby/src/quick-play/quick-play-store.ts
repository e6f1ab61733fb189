import { useCallback } from 'react';
import type { PlayerIdentity } from 'shared-events';
import { getRuntimeConfig, quickPlayClient } from 'shared-api';
import type { PlayerData, QuickPlayBody } from 'shared-contract';
import { playerDetailsFor } from '../player/player-details';
import { createStore } from '../store/create-store';
import { STORAGE_KEYS } from '../store/persisted';
import { createSessionGate, persistedOptIn, sharedInstance, usePlayerStore } from '../store/player-store';

export interface QuickPlayState {
  status: 'loading' | 'ready';
  sessionToken: string | null;
  optedIn: boolean;
}

const savedOptIn = persistedOptIn(STORAGE_KEYS.quickPlay);

/** What POST and DELETE /937/player/{pid}/accounts/quick repeat of the session: the cashier credential, casino, player and login. */
const quickPlayBody = (details: PlayerData): QuickPlayBody => ({
  hashed_password: details.hashed_password,
  casinoID: getRuntimeConfig().casinoId,
  player_id: details.player_id,
  login: details.login,
});

export function createQuickPlayStore() {
  const store = createStore<QuickPlayState>({ status: 'loading', sessionToken: null, optedIn: false });
  const gate = createSessionGate();
  let current: PlayerIdentity | null = null;

  const remember = savedOptIn.write;

  const load = async (player: PlayerIdentity | null): Promise<void> => {
    const session = gate.begin(player);
    if (!session) return;
    const { sessionToken } = session;
    current = player;
    if (!player) {
      store.set({ status: 'ready', sessionToken, optedIn: false });
      return;
    }
    const cached = savedOptIn.read(player.playerId);
    store.set({ status: 'loading', sessionToken, optedIn: cached });
    try {
      // A GET carries no body; the session header names the player.
      const { optIn: optedIn } = await quickPlayClient.state(player.playerId);
      if (!session.isCurrent()) return;
      remember(player.playerId, optedIn);
      store.set({ status: 'ready', sessionToken, optedIn });
    } catch (error) {
      console.error('QuickPlay state could not be read', error);
      if (session.isCurrent()) store.set({ status: 'ready', sessionToken, optedIn: cached });
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

const shared = sharedInstance(createQuickPlayStore);

export const getQuickPlayStore = shared.get;
export const resetQuickPlayStore = shared.reset;

export function useQuickPlay() {
  const quickPlay = getQuickPlayStore();
  const { state } = usePlayerStore(quickPlay, () => ({ status: 'loading' as const, sessionToken: null, optedIn: false }));
  const change = useCallback((optIn: boolean) => quickPlay.change(optIn), [quickPlay]);
  return { ...state, change };
}
