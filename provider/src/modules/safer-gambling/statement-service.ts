import { formatCents, formatLimitInstant, LIMIT_TIME_ZONE, type ActivityStatement, type StatementQuery, type StatementRow } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/api-error';
import { selfExclusionWithdrawals } from '../withdrawals';
import { dayKey, periodAt, startOfDayKey } from './calendar-periods';
import { playerMoneyAt, walletMovements } from './safer-gambling-repository';

type Figures = Omit<StatementRow, 'period'>;
type Column = Exclude<keyof Figures, 'net'>;

/**
 * The column of each kind of ledger movement of the player's money (cash, bonus funds and pending withdrawals
 * together). Every movement is in exactly one column, so `deposits − withdrawals + net` is exactly what the ledger
 * moved: the closing balance less the opening one. `null`: a move between the player's own accounts (a bonus
 * released to cash, a withdrawal requested or returned), which sums to nothing.
 */
export const STATEMENT_COLUMN_OF: Readonly<Record<string, Column | null>> = {
  deposit: 'deposits',
  withdrawal_payout: 'withdrawals',
  bet: 'stakes', jackpot_contribution: 'stakes',
  // A refunded round's stakes come back as a win of its game.
  win: 'wins', free_spin_win: 'wins', jackpot_claim: 'wins',
  coupon_credit: 'bonuses', coupon_bonus: 'bonuses', daily_reward: 'bonuses', cashback: 'bonuses',
  bonus_forfeit: 'bonuses', max_cashout_forfeit: 'bonuses',
  bonus_release: null, withdrawal_request: null, withdrawal_return: null,
};
// A kind this list does not know yet still reconciles: it is shown with the promotions' money.
const columnOf = (kind: string): Column | null => (kind in STATEMENT_COLUMN_OF ? STATEMENT_COLUMN_OF[kind]! : 'bonuses');

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const empty = (): Figures => ({ deposits: 0, stakes: 0, wins: 0, bonuses: 0, net: 0, withdrawals: 0 });

function add(figures: Figures, kind: string, amount: number) {
  const column = columnOf(kind);
  if (column === null) return;
  // Stakes and payouts leave the player's money (negative amounts); they are listed as what was staked or paid out.
  figures[column] += column === 'stakes' || column === 'withdrawals' ? -amount : amount;
  figures.net = figures.wins + figures.bonuses - figures.stakes;
}

/** The sentence a statement carries for a withdrawal the provider made when the player self-excluded. */
const selfExclusionNote = ({ requestedAt, amountCents, method }: { requestedAt: Date; amountCents: number; method: 'card' | 'bitcoin' }) =>
  `On ${formatLimitInstant(requestedAt)} you self-excluded, and we returned your cash of ${formatCents(amountCents)} `
  + `to the ${method === 'card' ? 'card' : 'bitcoin wallet'} of your last deposit.`;

/** The statement by day or month between two days of the limits' time zone, both included. */
export async function activityStatement(ctx: AppContext, playerId: number, query: StatementQuery): Promise<ActivityStatement> {
  const from = startOfDayKey(query.from);
  const last = startOfDayKey(query.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime())) throw badRequest('Please choose the days of the statement as YYYY-MM-DD.');
  if (last < from) throw badRequest('The statement’s last day must not be before its first.');
  if (last.getTime() - from.getTime() > MAX_DAYS * DAY_MS) throw badRequest(`A statement covers at most ${MAX_DAYS} days.`);
  const { end } = periodAt('day', last);
  // One snapshot: the balances and the movements between them are read in one transaction.
  const { movements, opening, closing } = await ctx.db.transaction(async (tx) => ({
    movements: await walletMovements(tx, playerId, from, end),
    ...(await playerMoneyAt(tx, playerId, from, end)),
  }));
  const rows = new Map<string, Figures>();
  const totals = empty();
  for (const movement of movements) {
    const day = dayKey(movement.at);
    const period = query.by === 'day' ? day : day.slice(0, 7);
    if (!rows.has(period)) rows.set(period, empty());
    add(rows.get(period)!, movement.kind, movement.amount);
    add(totals, movement.kind, movement.amount);
  }
  const notes = (await selfExclusionWithdrawals(ctx.db, playerId, from, end)).map(selfExclusionNote);
  return {
    time_zone: LIMIT_TIME_ZONE,
    by: query.by,
    rows: [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([period, figures]) => ({ period, ...figures })),
    totals,
    opening_balance: opening,
    closing_balance: closing,
    notes,
  };
}
