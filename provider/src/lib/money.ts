import { badRequest } from './api-error';

/** The API speaks dollars with two decimals; the ledger speaks integer cents. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function parseDollarsToCents(value: unknown, field: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw badRequest(`${field} must be an amount in dollars with at most 2 decimals`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
