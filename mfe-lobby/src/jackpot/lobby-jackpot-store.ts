import { useCallback, useEffect } from 'react';
import type { EventBus, PlayerIdentity } from 'shared-events';
import { couponsClient, jackpotClient } from 'shared-api';
import type { JackpotWinner, PlayerJackpot } from 'shared-contract';
import { usePlayer, useEventBus } from 'shared-ui';
import { playerDetailsFor } from '../player/player-details';
import { createStore, useStore } from '../store/create-store';
import { isRecord, readPersisted, STORAGE_KEYS, writePersisted } from '../store/persisted';
import { isBlockedFromLobbyJackpot } from './jackpot-blocking';

export interface LobbyJackpotState {
  /** 'ready' once the amount, the opt-in and whether the player may use the jackpot are known. */
  status: 'loading' | 'ready';
  /** Session the player fields belong to; null for a visitor. */
  sessionToken: string | null;
  playerId: number | null;
  /** The jackpot's `token` of GET /937/jackpots: the base URL of its other calls. */
  token: string | null;
  guid: string | null;
  amount: number;
  optedIn: boolean;
  unclaimed: number;
  /** SPEC §6: no toggle for a blocked player. */
  blocked: boolean;
  winners: JackpotWinner[];
}

const initialState: LobbyJackpotState = {
  status: 'loading',
  sessionToken: null,
  playerId: null,
  token: null,
  guid: null,
  amount: 0,
  optedIn: false,
  unclaimed: 0,
  blocked: true,
  winners: [],
};

interface PersistedOptIn {
  playerId: number;
  optedIn: boolean;
}
const isPersistedOptIn = (value: unknown): value is PersistedOptIn =>
  isRecord(value) && typeof value.playerId === 'number' && typeof value.optedIn === 'boolean';

const persistedOptInFor = (playerId: number): boolean =>
  readPersisted(STORAGE_KEYS.jackpotOptIn, isPersistedOptIn)?.playerId === playerId
    ? Boolean(readPersisted(STORAGE_KEYS.jackpotOptIn, isPersistedOptIn)?.optedIn)
    : false;

// SPEC §8: jackpot failures are logged only and read as 'not opted in' or zero.
const logged = <Value>(what: string, fallback: Value) => (error: unknown) => {
  console.error(`Lobby jackpot: ${what} failed`, error);
  return fallback;
};

async function blockedFor(player: PlayerIdentity, providerVerdict: boolean | undefined): Promise<boolean> {
  if (player.playerClass !== undefined && player.hasFirstDeposit !== undefined) {
    return isBlockedFromLobbyJackpot(player.playerClass, player.hasFirstDeposit);
  }
  try {
    const details = await playerDetailsFor(player);
    return isBlockedFromLobbyJackpot(details.player_class, details.first_deposit);
  } catch (error) {
    // Without the class the provider's own verdict decides; without that, the toggle stays hidden.
    return logged('player details', providerVerdict ?? true)(error);
  }
}

export function createLobbyJackpotStore() {
  const store = createStore<LobbyJackpotState>(initialState);
  let loadedFor: string | null | undefined;
  // One key per claim attempt, kept across retries, so a double click or a retry claims once.
  let claimKey: string | null = null;

  const load = async (player: PlayerIdentity | null): Promise<void> => {
    const sessionToken = player?.sessionToken ?? null;
    if (loadedFor === sessionToken) return;
    loadedFor = sessionToken;
    const isCurrent = () => loadedFor === sessionToken;
    store.set({
      ...initialState,
      sessionToken,
      playerId: player?.playerId ?? null,
      optedIn: player ? persistedOptInFor(player.playerId) : false,
    });
    const listing = (await jackpotClient.jackpots().catch(logged('jackpot list', [])))[0] ?? null;
    const [amount, winners, mine] = await Promise.all([
      listing ? jackpotClient.amount(listing.token).then((answer) => answer['jackpot-amount'], logged('amount', listing.amount)) : 0,
      couponsClient.lobbyJackpotWinners().catch(logged('winners', [] as JackpotWinner[])),
      player && listing
        ? jackpotClient.playerJackpots(listing.token, player.playerId).then(
            (list): PlayerJackpot | null => list.find((entry) => entry.guid === listing.guid) ?? list[0] ?? null,
            logged('player jackpots', null),
          )
        : null,
    ]);
    const blocked = player ? await blockedFor(player, mine?.blocked) : true;
    if (!isCurrent()) return;
    const optedIn = mine?.['is-opt-in'] ?? false;
    if (player) writePersisted(STORAGE_KEYS.jackpotOptIn, { playerId: player.playerId, optedIn });
    store.set({
      status: 'ready',
      sessionToken,
      playerId: player?.playerId ?? null,
      token: listing?.token ?? null,
      guid: listing?.guid ?? null,
      amount,
      optedIn,
      unclaimed: mine?.['unclaimed-hits-amount'] ?? 0,
      blocked,
      winners: winners.length > 0 ? winners : (mine?.winners ?? []),
    });
  };

  const refreshAmount = async (): Promise<void> => {
    const { token } = store.get();
    if (!token) return;
    const amount = await jackpotClient.amount(token).then((answer) => answer['jackpot-amount'], logged('amount', null));
    if (amount !== null) store.set((state) => ({ ...state, amount }));
  };

  /** Opts in or out; true when the provider agreed. */
  const changeOptIn = async (optIn: boolean, bus: EventBus): Promise<boolean> => {
    const { token, guid, playerId, sessionToken } = store.get();
    if (!token || !guid || playerId === null) return false;
    try {
      const { 'is-opt-in': optedIn } = await jackpotClient.setOptIn(token, playerId, guid, optIn);
      if (store.get().sessionToken !== sessionToken) return false;
      store.set((state) => ({ ...state, optedIn }));
      writePersisted(STORAGE_KEYS.jackpotOptIn, { playerId, optedIn });
      bus.emit('jackpot.optin.changed', { optedIn });
      return optedIn === optIn;
    } catch (error) {
      return logged(optIn ? 'opt in' : 'opt out', false)(error);
    }
  };

  const claim = async (bus: EventBus): Promise<boolean> => {
    const { token, playerId, unclaimed } = store.get();
    if (!token || playerId === null || unclaimed <= 0) return false;
    try {
      claimKey ??= `jackpot-claim-${playerId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      await jackpotClient.claimHits(token, playerId, claimKey);
      claimKey = null;
      store.set((state) => ({ ...state, unclaimed: 0 }));
      bus.emit('balance.refresh', {});
      return true;
    } catch (error) {
      return logged('claim', false)(error);
    }
  };

  return { store, load, refreshAmount, changeOptIn, claim, reset: () => { loadedFor = undefined; } };
}

let shared = createLobbyJackpotStore();

export const getLobbyJackpotStore = () => shared;

/** Tests start each case from an empty page. */
export function resetLobbyJackpotStore(): void {
  shared = createLobbyJackpotStore();
}

/** The lobby jackpot as the current player sees it, shared by the banner and the menu toggle. */
export function useLobbyJackpot() {
  const jackpot = getLobbyJackpotStore();
  const player = usePlayer();
  const bus = useEventBus();
  const state = useStore(jackpot.store);
  useEffect(() => {
    void jackpot.load(player);
  }, [jackpot, player]);
  const changeOptIn = useCallback((optIn: boolean) => jackpot.changeOptIn(optIn, bus), [jackpot, bus]);
  const claim = useCallback(() => jackpot.claim(bus), [jackpot, bus]);
  const current = state.sessionToken === (player?.sessionToken ?? null) ? state : { ...initialState, status: 'loading' as const };
  return { ...current, player, changeOptIn, claim, refreshAmount: jackpot.refreshAmount };
}
