/**
 * SPEC §9: amounts show with 2 decimals, in USD ($1,234.50). Written out by hand: the first
 * Intl.NumberFormat (or toLocaleString) of a page loads locale data, a long task on a slow phone.
 */
export function formatUsd(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `$${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
