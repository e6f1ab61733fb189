import { LIMIT_TIME_ZONE, type ActivityStatement, type StatementQuery, type StatementRow } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/api-error';
import { dayKey, periodAt, startOfDayKey } from './calendar-periods';
import { walletMovements } from './safer-gambling-repository';

type Figures = Omit<StatementRow, 'period'>;
type Column = Exclude<keyof Figures, 'net'>;

/**
 * Where each kind of wallet movement appears. Every movement lands in one column, so deposits plus
 * the net result is exactly what the ledger moved (bonuses are net of what a coupon forfeited).
 */
const COLUMN_OF: Readonly<Record<string, Column>> = {
  deposit: 'deposits',
  bet: 'stakes', jackpot_contribution: 'stakes',
  win: 'wins', free_spin_win: 'wins', jackpot_claim: 'wins',
};
const columnOf = (kind: string): Column => COLUMN_OF[kind] ?? 'bonuses';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const empty = (): Figures => ({ deposits: 0, stakes: 0, wins: 0, bonuses: 0, net: 0, withdrawals: 0 });

function add(figures: Figures, kind: string, amount: number) {
  const column = columnOf(kind);
  // Stakes leave the wallet (negative amounts); they are listed as what was staked.
  figures[column] += column === 'stakes' ? -amount : amount;
  figures.net = figures.wins + figures.bonuses - figures.stakes;
}

/** The statement by day or month between two days of the limits' time zone, both included. */
export async function activityStatement(ctx: AppContext, playerId: number, query: StatementQuery): Promise<ActivityStatement> {
  const from = startOfDayKey(query.from);
  const last = startOfDayKey(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime())) throw badRequest('Please choose the days of the statement as YYYY-MM-DD.');
  if (last < from) throw badRequest('The statement’s last day must not be before its first.');
  if (last.getTime() - from.getTime() > MAX_DAYS * DAY_MS) throw badRequest(`A statement covers at most ${MAX_DAYS} days.`);
  const { end } = periodAt('day', last);
  const rows = new Map<string, Figures>();
  const totals = empty();
  for (const movement of await walletMovements(ctx.db, playerId, from, end)) {
    const day = dayKey(movement.at);
    const period = query.by === 'day' ? day : day.slice(0, 7);
    if (!rows.has(period)) rows.set(period, empty());
    add(rows.get(period)!, movement.kind, movement.amount);
    add(totals, movement.kind, movement.amount);
  }
  return {
    time_zone: LIMIT_TIME_ZONE,
    by: query.by,
    rows: [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, figures]) => ({ period, ...figures })),
    totals,
    opening_balance: 0,
    closing_balance: 0,
    notes: [],
  };
}
