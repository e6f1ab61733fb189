/** Below this balance (USD) the cashier says INSUFFICIENT FUNDS and the active coupon is removed (SPEC §9). */
export const BALANCE_THRESHOLD = 1;

export type BalanceStatus = 'INSUFFICIENT FUNDS' | 'ACTIVE BALANCE' | 'COUPON ACTIVE';

/** The headline of the cashier panel for a balance and whether a coupon is active (SPEC §4). */
export function balanceStatus(balance: number, hasActiveCoupon: boolean): BalanceStatus {
  if (hasActiveCoupon) return 'COUPON ACTIVE';
  return balance < BALANCE_THRESHOLD ? 'INSUFFICIENT FUNDS' : 'ACTIVE BALANCE';
}

/** Balance shown with 2 decimals (SPEC §9). */
export function formatBalance(balance: number, currencySymbol: string): string {
  return `${currencySymbol}${balance.toFixed(2)}`;
}
