import { useCallback } from 'react';
import type { EventBus, PlayerIdentity } from 'shared-events';
import { couponsClient, jackpotClient } from 'shared-api';
import type { JackpotWinner, PlayerJackpot } from 'shared-contract';
import { useEventBus } from 'shared-ui';
import { playerDetailsFor } from '../player/player-details';
import { createStore } from '../store/create-store';
import { STORAGE_KEYS } from '../store/persisted';
import { readLobbyFirstScreen } from '../games/lobby-first-screen-state';
import { createSessionGate, persistedOptIn, sharedInstance, usePlayerStore } from '../store/player-store';
import { isBlockedFromLobbyJackpot } from './jackpot-blocking';
import type { PublicJackpot } from './public-jackpot';

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

const savedOptIn = persistedOptIn(STORAGE_KEYS.jackpotOptIn);

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

export type { PublicJackpot } from './public-jackpot';

export const publicPartOf = ({ token, guid, amount, winners }: LobbyJackpotState): PublicJackpot => ({ token, guid, amount, winners });

/** `firstScreen`: the visitor's jackpot the page was rendered with on the server (docs/decisions/011); it is not read again. */
export function createLobbyJackpotStore(firstScreen?: PublicJackpot) {
  const store = createStore<LobbyJackpotState>(firstScreen ? { ...initialState, ...firstScreen, status: 'ready' } : initialState);
  const gate = createSessionGate();
  if (firstScreen) gate.begin(null);
  // One key per claim attempt, kept across retries, so a double click or a retry claims once.
  let claimKey: string | null = null;

  const load = async (player: PlayerIdentity | null): Promise<void> => {
    const session = gate.begin(player);
    if (!session) return;
    const { sessionToken, isCurrent } = session;
    // The winners already shown stay while the player's part loads: the banner keeps its height.
    store.set((current) => ({
      ...initialState,
      winners: current.winners,
      sessionToken,
      playerId: player?.playerId ?? null,
      optedIn: player ? savedOptIn.read(player.playerId) : false,
    }));
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
    if (player) savedOptIn.write(player.playerId, optedIn);
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
      savedOptIn.write(playerId, optedIn);
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

  return { store, load, refreshAmount, changeOptIn, claim, reset: gate.reset };
}

const shared = sharedInstance(createLobbyJackpotStore, () => [readLobbyFirstScreen()?.jackpot] as const);

export const getLobbyJackpotStore = shared.get;
/** Tests start each case from an empty page; the server's render starts from the jackpot it has just read. */
export const resetLobbyJackpotStore = shared.reset;

/** The lobby jackpot as the current player sees it, shared by the banner and the menu toggle. */
export function useLobbyJackpot() {
  const jackpot = getLobbyJackpotStore();
  const bus = useEventBus();
  // Another session's state is not shown, but the winners everyone sees stay (no jump in the banner).
  const { player, state } = usePlayerStore(jackpot, (other) => ({ ...initialState, winners: other.winners, status: 'loading' as const }));
  const changeOptIn = useCallback((optIn: boolean) => jackpot.changeOptIn(optIn, bus), [jackpot, bus]);
  const claim = useCallback(() => jackpot.claim(bus), [jackpot, bus]);
  return { ...state, player, changeOptIn, claim, refreshAmount: jackpot.refreshAmount };
}
