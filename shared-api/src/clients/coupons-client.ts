import type {
  ActiveCoupon, CancelledCoupon, CashbackAnswer, CouponDetails, LobbyJackpotWinner, PlayerCoupon, PublicCoupon, RedeemAnswer, RewardsSocketTicket,
} from 'shared-contract';
import { PUBLIC_COUPONS_PATH, REWARDS_SOCKET_PATH } from 'shared-contract/constants';
import { callProvider, checkAnswer, idempotent, urlOf, type CallOptions } from '../call-provider';
import type { Contract } from '../contract-loader';
import { getRuntimeConfig } from '../runtime-config';

/** Coupons, the daily reward, cashback and the promotion files (SPEC §7 Coupons and rewards). */
export const couponsClient = {
  /** GET /937/players/{pid}/active-coupon: the coupon requested or in play, or `{ isActive: false }`. */
  activeCoupon: (pid: number): Promise<ActiveCoupon> => callProvider((contract: Contract) => contract.couponEndpoints.activeCoupon, { params: { pid } }),
  /** DELETE /937/players/{pid}/active-coupon: withdraws a requested coupon or forfeits one in play. */
  cancelActiveCoupon: (pid: number): Promise<CancelledCoupon> => callProvider((contract: Contract) => contract.couponEndpoints.cancelActiveCoupon, { params: { pid } }),
  /** GET /937/players/{pid}/coupondetails?login=: every coupon the player can see, with its state. */
  couponDetails: (pid: number, login: string): Promise<CouponDetails> =>
    callProvider((contract: Contract) => contract.couponEndpoints.couponDetails, { params: { pid }, query: { login } }),
  /** POST /937/v2/players/{pid}/coupons?login=&couponCode=&redeem=true; a CASHBACK code answers a cashback claim. */
  redeemCoupon: (pid: number, login: string, couponCode: string, idempotencyKey?: string, options: CallOptions = {}): Promise<RedeemAnswer> =>
    callProvider((contract: Contract) => contract.couponEndpoints.redeemCoupon, { params: { pid }, query: { login, couponCode: couponCode.toUpperCase(), redeem: true } }, { ...options, ...idempotent(idempotencyKey) }),
  /** POST /937/player/{pid}/rewards/redeem: player_id, coupon, skin_id; redeems today's daily reward. */
  redeemReward: (pid: number, coupon: string, skinId: number, idempotencyKey?: string): Promise<PlayerCoupon> =>
    callProvider((contract: Contract) => contract.couponEndpoints.redeemReward, { params: { pid }, body: { player_id: pid, coupon, skin_id: skinId } }, idempotent(idempotencyKey)),
  /** POST /937/player/{pid}/rewards/cashback?login=: txIdHash, userHash (from a cashback link); txIdHash names the claim. */
  claimCashback: (pid: number, login: string, link: { txIdHash?: string; userHash?: string } = {}, idempotencyKey?: string): Promise<CashbackAnswer> =>
    callProvider((contract: Contract) => contract.couponEndpoints.claimCashback, { params: { pid }, query: { login }, body: link }, idempotent(idempotencyKey)),
  /** PUT /937/players/{pid}/coupons/games?gameCode=: the game the coupon's free spins are played on. */
  chooseFreeSpinGame: (pid: number, gameCode: string): Promise<PlayerCoupon> =>
    callProvider((contract: Contract) => contract.couponEndpoints.chooseFreeSpinGame, { params: { pid }, query: { gameCode } }),
  /** The address of the public coupons file, for a page that hints it (`<link rel="preload">`) before the promotions page asks. */
  publicCouponsUrl: (): string => urlOf({ path: PUBLIC_COUPONS_PATH, base: 'api' }, undefined),
  /** GET rtgcoupons.json: the default promotions, shown to everyone. */
  publicCoupons: (): Promise<PublicCoupon[]> => callProvider((contract: Contract) => contract.couponEndpoints.publicCoupons, {}),
  /** Public coupons read elsewhere (a server-rendered page carries the ones it was rendered from), checked against the contract; rejects if they do not hold. */
  checkedPublicCoupons: (body: unknown): Promise<PublicCoupon[]> => checkAnswer((contract: Contract) => contract.couponEndpoints.publicCoupons, 200, body),
  /** GET rtglobbyjackpotwinners.json: recent lobby jackpot winners. */
  lobbyJackpotWinners: (): Promise<LobbyJackpotWinner[]> => callProvider((contract: Contract) => contract.couponEndpoints.lobbyJackpotWinners, {}),
  /** POST /937/player/{pid}/rewards/socket-ticket (session header): a one-time ticket for the rewards socket. */
  rewardsSocketTicket: (pid: number): Promise<RewardsSocketTicket> => callProvider((contract: Contract) => contract.rewardsSocketEndpoints.ticket, { params: { pid } }),
  /** The rewards socket's URL for a ticket: the provider's origin with ws(s), and the ticket, never a session token. */
  rewardsSocketUrl: (ticket: string): string => {
    const url = new URL(REWARDS_SOCKET_PATH, getRuntimeConfig().providerApiUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('ticket', ticket);
    return url.toString();
  },
};
