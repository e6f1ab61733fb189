import { memorySessionPort, provideSession } from 'shared-api';
import {
  installFakeProvider, reply, sampleBalance, sampleFreeSpinCoupon, sampleGameSession, sampleJackpotListing, sampleJackpotWinner,
  sampleNoActiveCoupon, samplePlayerData, samplePlayerJackpot,
} from 'shared-api/testing';
import {
  couponEndpoints, favouriteEndpoints, gameEndpoints, jackpotEndpoints, playerEndpoints, quickPlayEndpoints, type Favourite,
} from 'shared-contract';
import type { PlayerIdentity } from 'shared-events';
import { lobbyCatalogue } from './catalogue-fixture';

export const PLAYER: PlayerIdentity = { login: 'demoplayer', playerId: 7, sessionKey: 'session-7', firstName: 'Demo' };
export const JACKPOT_TOKEN = 'http://localhost:4000/jackpot/lobby/';

export interface FakeLobbyOptions {
  balance?: number;
  /** The player's favourites as the provider keeps them, oldest first. */
  favourites?: Favourite[];
  playerClass?: string;
  firstDeposit?: boolean;
  optedIn?: boolean;
  /** The provider's verdict on the lobby jackpot (SPEC §6); a test may change it with `setBlocked`. */
  blocked?: boolean;
  unclaimed?: number;
  quickPlay?: boolean;
  /** The game code of an active free-spin coupon with spins left. */
  freeSpinsOn?: string;
}

/**
 * The shared schema-driven fake provider (shared-api/testing) answering every call of the lobby
 * for PLAYER, whose token the session port gives, as the host's does once PLAYER signed in. A
 * test replaces any answer with `.on(endpoint, handler)`: the later stub wins.
 */
export function installFakeLobbyProvider(options: FakeLobbyOptions = {}) {
  const catalogue = lobbyCatalogue();
  let favourites = [...(options.favourites ?? [])];
  let optedIn = options.optedIn ?? false;
  let blocked = options.blocked ?? false;
  let quickPlay = options.quickPlay ?? false;
  const jackpot = sampleJackpotListing({ guid: 'lobby-1', amount: 10000, token: JACKPOT_TOKEN });
  const quickPlayState = () => ({ optIn: quickPlay, userhash: quickPlay ? 'h' : null });
  provideSession(memorySessionPort({ sessionToken: 'token-7' }));

  const provider = installFakeProvider()
    // A copy per answer, as over HTTP; a test may still change `catalogue` before the lobby reads it.
    .on(gameEndpoints.gamesFile, () => reply(200, JSON.parse(JSON.stringify(catalogue)), { etag: '"v1"' }))
    .on(gameEndpoints.mobileGamesFile, () => reply(200, JSON.parse(JSON.stringify(catalogue)), { etag: '"m1"' }))
    .on(playerEndpoints.playerData, ({ params }) => samplePlayerData({
      login: PLAYER.login,
      player_id: params.pid,
      hashed_password: 'cashier-credential',
      player_class: options.playerClass ?? 'Cash Recyclers + Bonuses',
      first_deposit: options.firstDeposit ?? true,
    }))
    .on(playerEndpoints.balance, () => sampleBalance(options.balance ?? 250))
    .on(couponEndpoints.activeCoupon, () => (options.freeSpinsOn ? sampleFreeSpinCoupon(options.freeSpinsOn, 50) : sampleNoActiveCoupon()))
    .on(gameEndpoints.gameSession, ({ body }) => sampleGameSession({ gameToken: `game-token-${String(body.gameCode)}` }))
    .on(favouriteEndpoints.list, () => favourites)
    .on(favouriteEndpoints.add, ({ query }) => {
      favourites = [...favourites, { machine_id: query.machineId, game_id: query.gameId }];
      return favourites;
    })
    .on(favouriteEndpoints.remove, ({ query }) => {
      favourites = favourites.filter((entry) => entry.machine_id !== query.machineId || entry.game_id !== query.gameId);
      return favourites;
    })
    .on(jackpotEndpoints.jackpots, () => [jackpot])
    .on(jackpotEndpoints.amount, () => ({ 'jackpot-amount': 10234.5, guid: jackpot.guid }))
    .on(jackpotEndpoints.playerJackpots, () => [samplePlayerJackpot({
      guid: jackpot.guid,
      'jackpot-amount': 10234.5,
      'is-opt-in': optedIn,
      'unclaimed-hits-amount': options.unclaimed ?? 0,
      blocked,
    })])
    .on(jackpotEndpoints.optIn, ({ params, query }) => {
      optedIn = query.optPlayer;
      return { guid: params.guid, 'is-opt-in': optedIn };
    })
    .on(jackpotEndpoints.claimHits, () => ({ claimed: options.unclaimed ?? 0, hits: 1, balance: 5000 }))
    .on(couponEndpoints.lobbyJackpotWinners, () => [sampleJackpotWinner({ name: 'Maria G.', amount: 12500.75, game: "Aztec's Millions" })])
    .on(quickPlayEndpoints.quickPlayState, quickPlayState)
    .on(quickPlayEndpoints.optIn, () => {
      quickPlay = true;
      return quickPlayState();
    })
    .on(quickPlayEndpoints.optOut, () => {
      quickPlay = false;
      return quickPlayState();
    })
    .on(gameEndpoints.externalLobbies, () => [{ code: 'LiveDealer', id: 1, name: 'Live Dealer' }])
    .on(gameEndpoints.externalLobbyLaunch, ({ query }) => ({
      message: `http://localhost:4000/live-dealer/?lobby=LiveDealer&clientType=${String(query.clientType)}&token=one-time`,
    }));
  return Object.assign(provider, { catalogue, setBlocked: (next: boolean) => { blocked = next; } });
}
