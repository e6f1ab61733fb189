import { BALANCE_THRESHOLD_USD, isUnderBalanceThreshold } from 'shared-api';
import type { Coupon, PublicCoupon } from 'shared-contract';

/** A card's coupon: a player's (with their progress) or one of the public list. */
export type CardCoupon = PublicCoupon & Partial<Pick<Coupon, 'player_coupon_status' | 'spins_remaining' | 'playthrough_details' | 'free_spin_details' | 'userHash'>>;

/** SPEC §9: a daily limit above this reads 'all day'. */
export const DAILY_LIMIT_ALL_DAY = 100;
/** SPEC §9: the welcome coupon, always first. */
export const WELCOME_CODE = 'WELCOME300';
/** The deposit method the invalid-code suggestion is chosen for (SPEC §8). */
export const DEFAULT_DEPOSIT_METHOD = 'Credit Card';

/** The number in a bonus text: '300%' gives 300, '$25' gives 25. */
export function bonusValue(coupon: Pick<CardCoupon, 'bonus'>): number {
  const values = coupon.bonus.map((text) => Number.parseFloat(text.replace(/[^0-9.]/g, ''))).filter((value) => !Number.isNaN(value));
  return values.length ? Math.max(...values) : 0;
}

/** SPEC §9: WELCOME300 first, then ARSDaily and CASHBACK coupons, then the rest. */
function priority(coupon: CardCoupon): number {
  if (coupon.coupon_code.toUpperCase() === WELCOME_CODE) return 0;
  if (coupon.reward_type === 'ARSDaily' || coupon.reward_type === 'CASHBACK') return 1;
  return 2;
}

/**
 * The order of the cards. Visitors see the default promotions by bonus, highest first (SPEC §6);
 * players in the provider's order. The SPEC §9 priorities come before either.
 */
export function sortCoupons<T extends CardCoupon>(coupons: ReadonlyArray<T>, audience: 'visitor' | 'player'): T[] {
  return coupons
    .map((coupon, index) => ({ coupon, index }))
    .sort((a, b) =>
      priority(a.coupon) - priority(b.coupon)
      || (audience === 'visitor' ? bonusValue(b.coupon) - bonusValue(a.coupon) : 0)
      || a.index - b.index)
    .map(({ coupon }) => coupon);
}

/** What decides whether a player's coupon card shows. */
export interface VisibilityContext {
  loggedIn: boolean;
  balance: number;
  /** The code of the coupon requested or in play, or null. */
  activeCouponCode: string | null;
  /** Whether that coupon waits for a deposit. */
  activeAwaitingDeposit: boolean;
}

/** SPEC §4 Coupon visibility: the reasons a coupon card is hidden, one rule each. */
export const hiddenBecause = {
  /** A fixed amount on redemption is for players without money to play. */
  fixedAmountWithBalance: (coupon: CardCoupon, context: VisibilityContext) =>
    context.loggedIn && context.balance > BALANCE_THRESHOLD_USD && coupon.redemption_type === 'Fixed amount on redemption',
  /** The active coupon shows as the player's coupon, not among the offers. */
  isActiveCoupon: (coupon: CardCoupon, context: VisibilityContext) =>
    context.activeCouponCode !== null && coupon.coupon_code.toUpperCase() === context.activeCouponCode.toUpperCase(),
  /** While a coupon is in play, no other can be redeemed. */
  couponInPlay: (_coupon: CardCoupon, context: VisibilityContext) => context.activeCouponCode !== null && !context.activeAwaitingDeposit,
};

export function isCouponVisible(coupon: CardCoupon, context: VisibilityContext): boolean {
  return !Object.values(hiddenBecause).some((rule) => rule(coupon, context));
}

/**
 * SPEC §4 Cashier panel: a coupon in play is removed when the balance falls under 1 USD. A requested
 * one waits for its deposit, and free spins still to play need no balance (the provider keeps both).
 */
export function showsActiveCoupon(coupon: CardCoupon, balance: number | undefined): boolean {
  if (cardStateOf(coupon) !== 'redeemed' || balance === undefined || !isUnderBalanceThreshold(balance)) return true;
  return (coupon.spins_remaining ?? 0) > 0 || needsGameChoice(coupon);
}

export type CardState = 'available' | 'requested' | 'redeemed';

export function cardStateOf(coupon: CardCoupon): CardState {
  if (coupon.player_coupon_status === 'requested' || coupon.playthrough_details?.awaiting_deposit) return 'requested';
  if (coupon.player_coupon_status === 'redeemed') return 'redeemed';
  return 'available';
}

/** SPEC §9: a daily limit above 100 reads 'all day'. */
export function dailyLimitText(limit: number | null): string | null {
  if (limit === null) return null;
  return limit > DAILY_LIMIT_ALL_DAY ? 'all day' : `${limit} per day`;
}

/** How many more times this player may redeem the coupon, when the coupon has a lifetime limit. */
export function usesLeftText(coupon: CardCoupon): string | null {
  const limits = [
    [coupon.max_uses_per_player, 'in total'],
    [coupon.max_users_player_per_month, 'a month'],
    [coupon.max_users_player_per_week, 'a week'],
  ] as const;
  const parts = limits.filter(([value]) => value !== null).map(([value, period]) => `${value} ${period}`);
  return parts.length ? parts.join(', ') : null;
}

/** What a redeem of this code does before any coupon call (SPEC §4 Redeeming). */
export type RedeemRoute = 'chat' | 'cashier' | 'cashback' | 'reward' | 'coupon';

export function redeemRouteFor(code: string, coupon?: Pick<CardCoupon, 'reward_type' | 'redeem_type'>): RedeemRoute {
  const upper = code.toUpperCase();
  if (upper.startsWith('ICM')) return 'chat';
  if (upper === 'CASHIER_OPEN') return 'cashier';
  if (upper === 'CASHBACK' || coupon?.reward_type === 'CASHBACK') return 'cashback';
  if (coupon?.redeem_type === 'reward' || coupon?.reward_type === 'ARSDaily') return 'reward';
  return 'coupon';
}

/** SPEC §8 Invalid custom coupon: the default-method coupon with the highest bonus. */
export function suggestedCoupon<T extends CardCoupon>(coupons: ReadonlyArray<T>): T | null {
  const candidates = coupons.filter((coupon) => coupon.deposit_method.includes(DEFAULT_DEPOSIT_METHOD));
  return candidates.reduce<T | null>((best, coupon) => (best === null || bonusValue(coupon) > bonusValue(best) ? coupon : best), null);
}

/** Whether a free-spin coupon still needs the player to pick its game. */
export function needsGameChoice(coupon: CardCoupon): boolean {
  return coupon.free_spin_details_list.length > 1 && !coupon.free_spin_details?.game_code;
}

/** Whether this coupon carries free or extra spins. */
export const hasSpins = (coupon: CardCoupon): boolean =>
  coupon.free_spin || coupon.free_spin_details_list.length > 0 || coupon.spins.some((spins) => spins > 0);
