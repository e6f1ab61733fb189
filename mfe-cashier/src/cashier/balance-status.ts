/** Below this balance (USD) the cashier says INSUFFICIENT FUNDS and the active coupon is removed (SPEC §9). */
export const BALANCE_THRESHOLD = 1;

/** How the player's coupon stands: none, 'requested' (awaiting a deposit) or 'redeemed' (in play). */
export type CouponStanding = 'none' | 'requested' | 'redeemed';

export type BalanceStatus = 'INSUFFICIENT FUNDS' | 'ACTIVE BALANCE' | 'COUPON REQUESTED' | 'COUPON REDEEMED';

/** The headline of the cashier panel for a balance and the active coupon (SPEC §4 Cashier panel). */
export function balanceStatus(balance: number, coupon: CouponStanding): BalanceStatus {
  if (coupon === 'requested') return 'COUPON REQUESTED';
  if (coupon === 'redeemed') return 'COUPON REDEEMED';
  return balance < BALANCE_THRESHOLD ? 'INSUFFICIENT FUNDS' : 'ACTIVE BALANCE';
}

/** Balance shown with 2 decimals (SPEC §9). */
export function formatBalance(balance: number, currencySymbol: string): string {
  return `${currencySymbol}${balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
