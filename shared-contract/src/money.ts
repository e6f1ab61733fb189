/**
 * The one way of showing money (SPEC §9: USD, balances with 2 decimals), for the provider's texts,
 * the site (through shared-api) and the game client alike. Written out by hand:
 * the first Intl.NumberFormat (or toLocaleString) of a page loads locale data, a long task on a slow phone.
 */

/** SPEC §9: the balance under which messages change and an active coupon is removed, in USD. */
export const BALANCE_THRESHOLD_USD = 1;

/** SPEC §9: a displayed minimum deposit is never under this, in USD. */
export const MIN_DISPLAYED_DEPOSIT_USD = 10;

const withThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A balance or an amount won: always 2 decimals, with thousands separators ($1,234.50). */
export function formatBalance(amount: number, currencySymbol = '$'): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${currencySymbol}${withThousands(whole)}.${cents}`;
}

/** An amount in terms and offers: without cents when whole ($3,000), otherwise with them ($12.50). */
export function formatDollars(amount: number): string {
  if (!Number.isInteger(amount)) return formatBalance(amount);
  return `${amount < 0 ? '-' : ''}$${withThousands(String(Math.abs(amount)))}`;
}

/** SPEC §9: the minimum deposit a player reads is at least {@link MIN_DISPLAYED_DEPOSIT_USD}. */
export const displayedMinimumDeposit = (minimum: number): number => Math.max(minimum, MIN_DISPLAYED_DEPOSIT_USD);

/** SPEC §9: whether a balance is under the threshold of {@link BALANCE_THRESHOLD_USD}. */
export const isUnderBalanceThreshold = (balance: number): boolean => balance < BALANCE_THRESHOLD_USD;
