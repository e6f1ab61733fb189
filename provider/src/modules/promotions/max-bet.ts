import type { Queryable } from '../../db/database';
import { toDollars } from '../../lib/money';
import { getPlayerClass } from '../players';
import type { CouponRow, PlayerCouponRow } from './coupon-rows';

/** The boost coupon whose max cashout is $1,500 has the lowest max bet of all (SPEC §9). */
const LOW_LIMIT_BOOST = { rewardType: 'BOOST', maxCashoutCents: 150_000 };

/**
 * SPEC §9 max bet terms, the one owner of the rule: 5 for one boost coupon with 1500 max cashout,
 * 5 for class Bronze No2, 7 for classes Low Margin and Cash Recyclers, otherwise 10 (dollars).
 * Without a player (the public list) the coupon's own rule applies.
 */
export function maxBetCents(coupon: Pick<CouponRow, 'reward_type' | 'max_cashout_cents'>, playerClass: string | null): number {
  if (coupon.reward_type === LOW_LIMIT_BOOST.rewardType && coupon.max_cashout_cents === LOW_LIMIT_BOOST.maxCashoutCents) return 500;
  if (playerClass === 'Bronze No2') return 500;
  if (playerClass === 'Low Margin' || playerClass === 'Cash Recyclers') return 700;
  return 1000;
}

/** What a player hears when a paid round's stake is over the max bet of the coupon in play. */
export const maxBetMessage = (cents: number) => `The maximum bet while your bonus is in play is $${toDollars(cents).toFixed(2)}.`;

/**
 * The max bet in force for a player: while a bonus coupon is in play (redeemed, its playthrough or
 * spins not finished). A coupon waiting for its deposit is not in play yet; none → null.
 */
export async function maxBetInPlay(
  db: Queryable, playerCoupon: PlayerCouponRow | null, coupon: (code: string) => Promise<CouponRow>,
): Promise<number | null> {
  if (playerCoupon?.status !== 'active') return null;
  const row = await coupon(playerCoupon.coupon_code);
  return maxBetCents(row, await getPlayerClass(db, playerCoupon.player_id));
}
