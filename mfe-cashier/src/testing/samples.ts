import { sampleCoupon } from 'shared-api/testing';
import type { CashierData, Coupon, CouponDetails } from 'shared-contract';

/** WELCOME300 as the provider answers it, for a player who has not redeemed it. */
export const welcomeCoupon = (overrides: Partial<Coupon> = {}): Coupon => sampleCoupon({
  coupon_title: '300% Welcome Bonus',
  coupon_description: 'Triple your first deposit.',
  image_url: 'http://localhost:4000/img/welcome.png',
  deposit_method: ['Credit Card', 'Bitcoin'],
  minimum_deposit: [20, 20],
  maximum_deposit: [1000, 1000],
  bonus: ['300%', '350%'],
  max_bonus: [3000, 3500],
  spins: [0, 0],
  playthrough: [30, 30],
  bank_method_list: ['Credit Card', 'Bitcoin'],
  ...overrides,
});

/** A coupon credited at once (not carried by a deposit). */
export const freeChip = (): Coupon =>
  welcomeCoupon({ coupon_code: 'FREECHIP25', coupon_title: '$25 Free Chip', redeem_type: 3, redemption_type: 'Fixed amount on redemption', bonus: ['$25'] });

export const reloadCoupon = (): Coupon =>
  welcomeCoupon({ coupon_code: 'RELOAD100', coupon_title: '100% Reload Bonus', bonus: ['100%'], max_bonus: [500, 500], max_uses_per_player: null });

export const couponDetails = (overrides: Partial<CouponDetails> = {}): CouponDetails => ({
  balance: 0,
  active_coupon: null,
  player_coupon_status: 'No Coupon',
  coupons: [welcomeCoupon(), freeChip(), reloadCoupon()],
  ...overrides,
});

export const cashierData = (overrides: Partial<CashierData> = {}): CashierData => ({
  cashier_url: 'http://localhost:4000/cashier',
  login: 'jdoe',
  player_id: 4,
  hashed_password: 'credential-abc',
  lang: 'en',
  sportsbook: 0,
  sign_up_skin: 1,
  session_id: 'session-4',
  casino_id: 937,
  cashier_type: 'deposit',
  profile_complete: true,
  ...overrides,
});
