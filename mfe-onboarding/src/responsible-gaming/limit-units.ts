import { formatCents } from 'shared-api';
import type { LimitKind } from 'shared-contract';

/** What a typed limit became: the amount to send (cents or minutes) or the message to show. */
export type ParsedLimit = { amount: number } | { error: string };

/** How one kind of limit is typed and read: dollars for money, minutes for play time. */
export interface LimitUnit {
  /** Follows the limit's name in the field's label. */
  label: string;
  hint: string;
  /** `inputMode` of the field: a phone shows the right keyboard. */
  inputMode: 'decimal' | 'text';
  format: (amount: number) => string;
  parse: (typed: string) => ParsedLimit;
}

// The contract's largest amounts (MAX_LIMIT_AMOUNT, MAX_PLAY_TIME_LIMIT_MINUTES): $1,000,000.00, and the whole day.
const MAX_CENTS = 100_000_000;
const MINUTES_PER_DAY = 24 * 60;

export const LIMIT_MESSAGES = {
  dollarsRequired: 'Please enter an amount in dollars',
  dollarsFormat: 'Please enter a dollar amount such as 100 or 25.50',
  dollarsDecimals: 'Please enter at most two decimals (cents)',
  dollarsTooHigh: `Please enter at most ${formatCents(MAX_CENTS)}`,
  minutesRequired: 'Please enter a time',
  minutesFormat: 'Please enter minutes (90) or hours and minutes (1:30)',
  minutesTooHigh: 'A daily limit can be at most 24 hours',
} as const;

/** `100`, `$1,250.5`, `25.50` → cents, in whole numbers only (no float rounding). `0` is the strictest limit: nothing more. */
export function parseDollars(typed: string): ParsedLimit {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (text === '') return { error: LIMIT_MESSAGES.dollarsRequired };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return { error: LIMIT_MESSAGES.dollarsFormat };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return { error: LIMIT_MESSAGES.dollarsDecimals };
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { error: LIMIT_MESSAGES.dollarsTooHigh };
  return { amount: cents };
}

/** `90`, `1:30`, `1h 30m`, `2h`, `45m` → minutes. `0`: no more play today. */
export function parseMinutes(typed: string): ParsedLimit {
  const text = typed.trim().toLowerCase();
  if (text === '') return { error: LIMIT_MESSAGES.minutesRequired };
  const match = /^(\d+)$/.exec(text) ?? /^(\d+):([0-5]\d)$/.exec(text) ?? /^(?:(\d+)\s*h(?:ours?)?)?\s*(?:(\d+)\s*m(?:in(?:utes?)?)?)?$/.exec(text);
  if (!match) return { error: LIMIT_MESSAGES.minutesFormat };
  const minutes = match.length === 2 ? Number(match[1]) : Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  if (minutes > MINUTES_PER_DAY) return { error: LIMIT_MESSAGES.minutesTooHigh };
  return { amount: minutes };
}

/** `1 hour 30 minutes`, `45 minutes`, `2 hours`. */
export function formatMinutes(total: number): string {
  const hours = Math.floor(Math.abs(total) / 60);
  const minutes = Math.abs(total) % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    minutes > 0 || hours === 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

const MONEY: LimitUnit = {
  label: 'in dollars',
  hint: 'For example 100 or 25.50',
  inputMode: 'decimal',
  format: formatCents,
  parse: parseDollars,
};

export const UNITS: Readonly<Record<LimitKind, LimitUnit>> = {
  deposit: MONEY,
  loss: MONEY,
  'play-time': {
    label: '(minutes, or hours:minutes)',
    hint: 'For example 90 or 1:30',
    inputMode: 'text',
    format: formatMinutes,
    parse: parseMinutes,
  },
};
