// The promotions module's surface: coupons, rewards, cashback, playthrough and free spins.
export {
  activeCouponView, activePlayerCoupon, applyAwaitingCoupon, couponDetails, couponHoldingBonus, forfeitCouponInPlay, publicCoupons, type AppliedCoupon,
} from './coupon-service';
export type { CouponTier, FreeSpinGame } from './coupon-terms';
