import { useCallback, useRef } from 'react';
import { couponsClient, jackpotClient } from 'shared-api';
import type { JackpotWinner, PlayerJackpot } from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { getQueryClient, playerQueryKey, publicQueryKey, queryOptions, useServerQuery } from 'shared-server-state';
import { useEventBus, usePlayer } from 'shared-ui';
import { readLobbyFirstScreen } from '../games/lobby-first-screen-state';
import { persistedOptIn, STORAGE_KEYS } from '../store/persisted';
import type { PublicJackpot } from './public-jackpot';

const savedOptIn = persistedOptIn(STORAGE_KEYS.jackpotOptIn);

// SPEC §8: jackpot failures are logged only and read as 'not opted in' or zero.
const logged = <Value>(what: string, fallback: Value) => (error: unknown) => {
  console.error(`Lobby jackpot: ${what} failed`, error);
  return fallback;
};

/** The jackpot every visitor sees, read as the page (and the server's first screen) reads it. */
export async function readPublicJackpot(): Promise<PublicJackpot> {
  const listing = (await jackpotClient.jackpots().catch(logged('jackpot list', [])))[0] ?? null;
  const [amount, winners] = await Promise.all([
    listing ? jackpotClient.amount(listing.token).then((answer) => answer['jackpot-amount'], logged('amount', listing.amount)) : 0,
    couponsClient.lobbyJackpotWinners().catch(logged('winners', [] as JackpotWinner[])),
  ]);
  return { token: listing?.token ?? null, guid: listing?.guid ?? null, amount, winners };
}

export const publicJackpotQuery = () =>
  queryOptions({
    queryKey: publicQueryKey('lobby-jackpot'),
    queryFn: readPublicJackpot,
    // Over a server-rendered first screen the page starts from the jackpot it was rendered with (docs/decisions/011).
    initialData: () => readLobbyFirstScreen()?.jackpot,
    staleTime: 60_000,
  });

/** The player's side of the jackpot, as the provider decides it. */
export interface PlayerJackpotState {
  optedIn: boolean;
  unclaimed: number;
  /** SPEC §6, decided by the provider (class, and never once a first deposit is made): no toggle for a blocked player. */
  blocked: boolean;
  winners: JackpotWinner[];
}

/**
 * GET the player's jackpots. Read again after a balance change: a first deposit lifts the block
 * (SPEC §6) and a win adds an unclaimed hit, without logging in again.
 */
export const playerJackpotQuery = (player: Pick<PlayerIdentity, 'playerId' | 'sessionKey'>, jackpot: Pick<PublicJackpot, 'token' | 'guid'>) =>
  queryOptions({
    queryKey: playerQueryKey(player, 'player-jackpots', jackpot.token),
    queryFn: async (): Promise<PlayerJackpotState> => {
      const list = await jackpotClient.playerJackpots(jackpot.token ?? '', player.playerId).catch(logged('player jackpots', [] as PlayerJackpot[]));
      const mine = list.find((entry) => entry.guid === jackpot.guid) ?? list[0];
      // SPEC §8: without the provider's answer the player reads as not opted in (the provider still
      // decides an opt-in, refusing a blocked player).
      if (!mine) return { optedIn: false, unclaimed: 0, blocked: false, winners: [] };
      savedOptIn.write(player.playerId, mine['is-opt-in']);
      return { optedIn: mine['is-opt-in'], unclaimed: mine['unclaimed-hits-amount'], blocked: mine.blocked, winners: mine.winners };
    },
    enabled: jackpot.token !== null,
    meta: { refreshOn: ['balance.changed'] },
  });

export interface LobbyJackpot extends PublicJackpot, PlayerJackpotState {
  /** 'ready' once the amount and, for a player, their side are known. */
  status: 'loading' | 'ready';
  player: PlayerIdentity | null;
  changeOptIn: (optIn: boolean) => Promise<boolean>;
  claim: () => Promise<boolean>;
  refreshAmount: () => Promise<void>;
}

const noJackpot: PublicJackpot = { token: null, guid: null, amount: 0, winners: [] };
const noPlayerSide: PlayerJackpotState = { optedIn: false, unclaimed: 0, blocked: true, winners: [] };

/** The lobby jackpot as the current player sees it, shared by the banner and the menu toggle. */
export function useLobbyJackpot(): LobbyJackpot {
  const bus = useEventBus();
  const player = usePlayer();
  const publicPart = useServerQuery(publicJackpotQuery());
  const shown = publicPart.data ?? noJackpot;
  const playerPart = useServerQuery({
    ...playerJackpotQuery(player ?? { playerId: 0, sessionKey: '' }, shown),
    enabled: player !== null && shown.token !== null,
    // The switch shows the player's last known opt-in while the provider answers.
    placeholderData: player ? { ...noPlayerSide, optedIn: savedOptIn.read(player.playerId) } : undefined,
  });
  const mine = player ? (playerPart.data ?? noPlayerSide) : noPlayerSide;
  // One key per claim attempt, kept across retries, so a double click or a retry claims once.
  const claimKey = useRef<string | null>(null);

  const changeOptIn = useCallback(async (optIn: boolean): Promise<boolean> => {
    if (!player || !shown.token || !shown.guid) return false;
    const key = playerJackpotQuery(player, shown).queryKey;
    try {
      const { 'is-opt-in': optedIn } = await jackpotClient.setOptIn(shown.token, player.playerId, shown.guid, optIn);
      getQueryClient().setQueryData(key, (state) => (state ? { ...state, optedIn } : state));
      savedOptIn.write(player.playerId, optedIn);
      bus.emit('jackpot.optin.changed', { optedIn });
      return optedIn === optIn;
    } catch (error) {
      return logged(optIn ? 'opt in' : 'opt out', false)(error);
    }
  }, [bus, player, shown]);

  const claim = useCallback(async (): Promise<boolean> => {
    if (!player || !shown.token || mine.unclaimed <= 0) return false;
    try {
      claimKey.current ??= `jackpot-claim-${player.playerId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      await jackpotClient.claimHits(shown.token, player.playerId, claimKey.current);
      claimKey.current = null;
      getQueryClient().setQueryData(playerJackpotQuery(player, shown).queryKey, (state) => (state ? { ...state, unclaimed: 0 } : state));
      bus.emit('balance.refresh', {});
      return true;
    } catch (error) {
      return logged('claim', false)(error);
    }
  }, [bus, player, shown, mine.unclaimed]);

  const token = shown.token;
  const refreshAmount = useCallback(async (): Promise<void> => {
    if (!token) return;
    const amount = await jackpotClient.amount(token).then((answer) => answer['jackpot-amount'], logged('amount', null));
    if (amount !== null) getQueryClient().setQueryData(publicJackpotQuery().queryKey, (state) => (state ? { ...state, amount } : state));
  }, [token]);

  const playerSideReady = !player || shown.token === null || (playerPart.isSuccess && !playerPart.isPlaceholderData);
  return {
    ...shown,
    ...mine,
    winners: shown.winners.length > 0 ? shown.winners : mine.winners,
    status: publicPart.isSuccess && playerSideReady ? 'ready' : 'loading',
    player,
    changeOptIn,
    claim,
    refreshAmount,
  };
}
