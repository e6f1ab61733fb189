import type { PlayerIdentity } from 'shared-events';
import type { Favourite } from '../api/favourites-list';
import { sampleCatalogue } from './catalogue-fixture';
import { installFakeProvider, type FakeRoute } from './fake-provider';

export const PLAYER: PlayerIdentity = { login: 'demoplayer', playerId: 7, sessionToken: 'token-7', firstName: 'Demo' };
export const JACKPOT_TOKEN = 'http://localhost:4000/jackpot/lobby/';

export interface FakeLobbyOptions {
  balance?: number;
  favourites?: Favourite[];
  playerClass?: string;
  firstDeposit?: boolean;
  optedIn?: boolean;
  unclaimed?: number;
  quickPlay?: boolean;
  /** The game code of an active free-spin coupon with spins left. */
  freeSpinsOn?: string;
  routes?: Record<string, FakeRoute>;
}

/** The provider calls of the lobby with sensible answers; `routes` overrides any of them. */
export function installFakeLobbyProvider(options: FakeLobbyOptions = {}) {
  const catalogue = sampleCatalogue();
  let favourites = [...(options.favourites ?? [])];
  let optedIn = options.optedIn ?? false;
  let quickPlay = options.quickPlay ?? false;
  const pid = PLAYER.playerId;
  const provider = installFakeProvider({
    'GET /aws-static/rtggames.json': () => ({ headers: { etag: '"v1"' }, body: catalogue }),
    [`GET /937/players/${pid}`]: () => ({
      body: { login: PLAYER.login, player_id: pid, hashed_password: 'cashier-credential', player_class: options.playerClass ?? 'Cash Recyclers + Bonuses', first_deposit: options.firstDeposit ?? true },
    }),
    [`GET /937/players/${pid}/balance`]: () => ({ body: { balance: options.balance ?? 250, currency_symbol: '$' } }),
    [`GET /937/players/${pid}/active-coupon`]: () => ({
      body: options.freeSpinsOn
        ? { isActive: true, player_coupon_status: 'redeemed', spins_remaining: 50, free_spin_details: { game_code: options.freeSpinsOn, mach_id: null, game_id: null } }
        : { isActive: false, player_coupon_status: 'No Coupon' },
    }),
    'POST /games/session': (request) => ({ body: { gameToken: `game-token-${String((request.body as { gameCode?: string }).gameCode)}` } }),
    [`GET /937/player/${pid}/games/favorite`]: () => ({ body: favourites }),
    [`POST /937/player/${pid}/games/favorites/playerid`]: (request) => {
      favourites = [...favourites, { machine_id: Number(request.query.machineId), game_id: Number(request.query.gameId) }];
      return { body: favourites };
    },
    [`DELETE /937/player/${pid}/games/favorites/playerid`]: (request) => {
      favourites = favourites.filter((entry) => entry.machine_id !== Number(request.query.machineId));
      return { body: favourites };
    },
    'GET /937/jackpots': () => ({ body: [{ guid: 'lobby-1', name: 'Lobby Jackpot', amount: 10000, currency: 'USD', token: JACKPOT_TOKEN }] }),
    'GET /jackpot/lobby/': () => ({ body: { 'jackpot-amount': 10234.5, guid: 'lobby-1' } }),
    [`GET /jackpot/lobby/${pid}/jackpots`]: () => ({
      body: [{ guid: 'lobby-1', 'jackpot-amount': 10234.5, 'is-opt-in': optedIn, 'unclaimed-hits-amount': options.unclaimed ?? 0, blocked: false, winners: [] }],
    }),
    [`POST /jackpot/lobby/${pid}/jackpots/lobby-1`]: (request) => {
      optedIn = request.query.optPlayer === 'true';
      return { body: { guid: 'lobby-1', 'is-opt-in': optedIn } };
    },
    [`POST /jackpot/lobby/${pid}/hits`]: () => ({ body: { claimed: options.unclaimed ?? 0, hits: 1, balance: 5000 } }),
    'GET /rtglobbyjackpotwinners.json': () => ({ body: [{ name: 'Maria G.', amount: 12500.75, game: "Aztec's Millions", date: '2026-01-02' }] }),
    [`GET /937/player/${pid}/accounts/quick`]: () => ({ body: { optIn: quickPlay, userhash: quickPlay ? 'h' : null } }),
    [`POST /937/player/${pid}/accounts/quick`]: () => {
      quickPlay = true;
      return { body: { optIn: true, userhash: 'h' } };
    },
    [`DELETE /937/player/${pid}/accounts/quick`]: () => {
      quickPlay = false;
      return { body: { optIn: false, userhash: null } };
    },
    'GET /937/externallobby': () => ({ body: [{ code: 'LiveDealer', id: 1, name: 'Live Dealer' }] }),
    [`GET /937/player/${pid}/externallobby/1`]: (request) => ({
      body: { message: `http://localhost:4000/live-dealer/?lobby=LiveDealer&clientType=${request.query.clientType}&token=one-time` },
    }),
    ...options.routes,
  });
  return { ...provider, catalogue };
}
