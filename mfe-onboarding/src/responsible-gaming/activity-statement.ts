import { formatCents, LIMIT_TIME_ZONE } from 'shared-api';
import type { ActivityStatement, StatementQuery, StatementRow } from 'shared-contract';

export type StatementBy = StatementQuery['by'];

/** Made when first used: a page's first Intl object loads locale data, a long task on a slow phone (decision 022). */
const formats: { dayParts?: Intl.DateTimeFormat; month?: Intl.DateTimeFormat; day?: Intl.DateTimeFormat } = {};
const dayParts = () => (formats.dayParts ??= new Intl.DateTimeFormat('en-US', { timeZone: LIMIT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** `YYYY-MM-DD` of an instant in the limits' time zone, the one the statement counts days in. */
export function easternDay(instant: string): string {
  const parts = Object.fromEntries(dayParts().formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on the date alone (UTC avoids any daylight-saving hour). */
const dayOf = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** The last 30 days, or the last 12 months (this one included), up to the provider's today. */
export function statementQuery(by: StatementBy, now: string): StatementQuery {
  const to = easternDay(now);
  const [year = 0, month = 1, day = 1] = to.split('-').map(Number);
  const from = by === 'day' ? dayOf(year, month - 1, day - 29) : dayOf(year, month - 1 - 11, 1);
  return { by, from, to };
}

export const STATEMENT_COLUMNS = ['Period', 'Deposits', 'Withdrawals', 'Stakes', 'Wins', 'Bonuses', 'Net result'] as const;

type Figures = Omit<StatementRow, 'period'>;
/** The money columns in the table's order. */
export const figuresOf = (row: Figures): number[] => [row.deposits, row.withdrawals, row.stakes, row.wins, row.bonuses, row.net];

/**
 * How the period's money adds up, in words and figures: `deposits − withdrawals + net result = change
 * of balance`. The provider promises it holds to the cent; should it not, the line says so with ≠
 * rather than show a sum that is false.
 */
export function reconciliationLine(statement: Pick<ActivityStatement, 'totals' | 'opening_balance' | 'closing_balance'>): string {
  const { deposits, withdrawals, net } = statement.totals;
  const change = statement.closing_balance - statement.opening_balance;
  const sign = deposits - withdrawals + net === change ? '=' : '≠';
  return `Deposits ${formatCents(deposits)} − withdrawals ${formatCents(withdrawals)} + net result ${formatCents(net)} ${sign} change of balance ${formatCents(change)}`;
}

const monthFormat = () => (formats.month ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }));
const dayFormat = () => (formats.day ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }));

/** `2026-11` → `November 2026`, `2026-11-27` → `Nov 27, 2026`. */
export const periodLabel = (period: string): string =>
  period.length === 7 ? monthFormat().format(new Date(`${period}-01T00:00:00Z`)) : dayFormat().format(new Date(`${period}T00:00:00Z`));

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The statement as CSV: a header, the rows the table shows (ISO periods) and the totals, in plain dollars. */
export function statementCsv(statement: ActivityStatement): string {
  const lines = [
    STATEMENT_COLUMNS.join(','),
    ...statement.rows.map((row) => [row.period, ...figuresOf(row).map(dollars)].join(',')),
    ['Total', ...figuresOf(statement.totals).map(dollars)].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** `activity-by-month-2026-11.csv`, `activity-by-day-2026-11-27.csv`: named by the last period. */
export const statementFileName = (query: StatementQuery): string =>
  `activity-by-${query.by}-${query.by === 'month' ? query.to.slice(0, 7) : query.to}.csv`;
