import { isUnderBalanceThreshold } from 'shared-api';

/** How the player's coupon stands: none, 'requested' (awaiting a deposit) or 'redeemed' (in play). */
export type CouponStanding = 'none' | 'requested' | 'redeemed';

export type BalanceStatus = 'INSUFFICIENT FUNDS' | 'ACTIVE BALANCE' | 'COUPON REQUESTED' | 'COUPON REDEEMED';

/** The headline of the cashier panel for a balance and the active coupon (SPEC §4 Cashier panel). */
export function balanceStatus(balance: number, coupon: CouponStanding): BalanceStatus {
  if (coupon === 'requested') return 'COUPON REQUESTED';
  if (coupon === 'redeemed') return 'COUPON REDEEMED';
  return isUnderBalanceThreshold(balance) ? 'INSUFFICIENT FUNDS' : 'ACTIVE BALANCE';
}
