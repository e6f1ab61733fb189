import { displayedMinimumDeposit, formatDollars } from 'shared-api';
import type { Coupon, CouponDetails } from 'shared-contract';
import type { CouponStanding } from '../cashier/balance-status';

/** redeem_type 1: the coupon waits for a deposit, so a deposit can carry it. */
const WAITS_FOR_DEPOSIT = 1;

/** The active coupon and how it stands. */
export function activeCouponOf(details: CouponDetails): { coupon: Coupon; standing: Exclude<CouponStanding, 'none'> } | null {
  const coupon = details.coupons.find((candidate) => candidate.coupon_code === details.active_coupon);
  if (!coupon) return null;
  return { coupon, standing: details.player_coupon_status === 'requested' ? 'requested' : 'redeemed' };
}

/**
 * Coupons the next deposit can carry. None while a coupon is in play (SPEC §4 Coupon visibility:
 * an active coupon not awaiting a deposit hides the others); the requested one is shown as active instead.
 */
export function depositCoupons(details: CouponDetails): Coupon[] {
  if (details.active_coupon && details.player_coupon_status !== 'requested') return [];
  return details.coupons.filter((coupon) => coupon.redeem_type === WAITS_FOR_DEPOSIT && coupon.coupon_code !== details.active_coupon);
}

/**
 * The terms a player reads before and after depositing with a coupon (first tier: the card deposit).
 * The max bet is the provider's figure for this player (SPEC §9), the one it enforces on every round.
 */
export function couponTerms(coupon: Coupon): string[] {
  const bonus = coupon.bonus[0];
  const maxBonus = coupon.max_bonus[0];
  const minimum = displayedMinimumDeposit(coupon.minimum_deposit[0] ?? 0);
  const spins = coupon.spins[0] ?? 0;
  const playthrough = coupon.playthrough[0];
  const terms: string[] = [];
  if (bonus) terms.push(`${bonus} bonus${maxBonus ? ` up to ${formatDollars(maxBonus)}` : ''}`);
  if (spins > 0) terms.push(`${spins} spins${coupon.game_description ? ` on ${coupon.game_description}` : ''}`);
  terms.push(`Minimum deposit ${formatDollars(minimum)}`);
  if (playthrough) terms.push(`Playthrough ${playthrough}x the deposit plus the bonus`);
  terms.push(`Max bet ${formatDollars(coupon.max_bet)}`);
  if (coupon.max_cashout !== null) terms.push(`Max cashout ${formatDollars(coupon.max_cashout)}`);
  if (coupon.bank_method_list.length > 0) terms.push(`Deposit by ${coupon.bank_method_list.join(' or ')}`);
  if (coupon.expiry !== null) terms.push(`Expires ${new Date(coupon.expiry * 1000).toLocaleDateString('en-US', { dateStyle: 'medium' })}`);
  return terms;
}
