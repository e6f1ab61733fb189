import type { HistoryCsv, HistoryItem, HistoryKind, HistoryPage, HistoryQuery } from 'shared-contract';
import { HISTORY_RANGE_MESSAGE } from 'shared-contract/constants';
import type { AppContext } from '../../app-context';
import { ApiError, badRequest } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import { roundHistory, type RoundHistoryRow } from '../games';
import { dayKey, periodAt, startOfDayKey } from '../safer-gambling';
import { ledgerHistory, type LedgerHistoryRow } from '../wallet';
import { comparePositions, decodeCursor, encodeCursor, sourceBound, type HistoryPosition } from './history-cursor';
import { historyCsv } from './history-csv';

/**
 * The account history (decision 032): everything that moved the player's money (cash and bonus funds), newest first.
 * A round is one row (its stakes and wins together); every other row is one ledger transaction of the wallet.
 */

interface LedgerRowKind {
  kind: HistoryKind;
  describe: (reference: string | null) => string;
}

const withReference = (text: string) => (reference: string | null) => (reference ? `${text} ${reference}` : text);

/**
 * Each ledger kind of the history: its filter kind and what the player reads. The kinds the wallet leaves out
 * (`ledger_history_idx`: a round's own stakes and wins, moves between the player's own accounts) are no row.
 */
export const LEDGER_ROW_KINDS: Readonly<Record<string, LedgerRowKind>> = {
  deposit: { kind: 'deposit', describe: (method) => (method ? `Deposit (${method})` : 'Deposit') },
  withdrawal_request: { kind: 'withdrawal', describe: () => 'Withdrawal requested' },
  withdrawal_return: { kind: 'withdrawal', describe: () => 'Withdrawal returned to your balance' },
  coupon_credit: { kind: 'bonus', describe: withReference('Coupon bonus') },
  coupon_bonus: { kind: 'bonus', describe: withReference('Coupon bonus') },
  bonus_forfeit: { kind: 'forfeit', describe: withReference('Bonus forfeited') },
  max_cashout_forfeit: { kind: 'forfeit', describe: withReference('Winnings above the maximum cash-out of') },
  daily_reward: { kind: 'reward', describe: withReference('Daily reward') },
  cashback: { kind: 'cashback', describe: withReference('Cashback') },
  jackpot_contribution: { kind: 'jackpot', describe: () => 'Jackpot contribution' },
  jackpot_claim: { kind: 'jackpot', describe: () => 'Jackpot win' },
};
// A kind this list does not know yet is still a row (so the history keeps adding up), shown with the promotions' money.
const UNKNOWN_KIND: LedgerRowKind = { kind: 'bonus', describe: () => 'Balance adjustment' };
const rowKindOf = (kind: string) => LEDGER_ROW_KINDS[kind] ?? UNKNOWN_KIND;

/** At most this many rows in one CSV: a longer history is exported a period at a time. */
export const CSV_MAX_ROWS = 100_000;
export const csvTooLong = (rows: number) =>
  `The history has more than ${rows.toLocaleString('en-US')} rows for these filters. Please export a shorter period.`;
const DEFAULT_LIMIT = 50;

const isoOf = (atKey: string) => `${atKey.slice(0, 23)}Z`;

function ledgerItem(row: LedgerHistoryRow): HistoryItem {
  const { kind, describe } = rowKindOf(row.kind);
  return {
    id: `tx-${row.id}`, kind, at: isoOf(row.at_key), description: describe(row.reference), amount: toDollars(row.amount_cents),
    game_code: null, game_name: null, round_id: null, stake: null, win: null, open: false,
  };
}

function roundItem(row: RoundHistoryRow): HistoryItem {
  const name = row.game_name ?? row.game_code;
  return {
    id: `round-${row.id}`, kind: 'round', at: isoOf(row.at_key), description: `${name} round`,
    // An unfinished round has taken its stakes so far; a refunded one gave them back (its win is its stake).
    amount: toDollars(row.win_cents - row.stake_cents),
    game_code: row.game_code, game_name: name, round_id: row.id, stake: toDollars(row.stake_cents), win: toDollars(row.win_cents), open: row.status === 'open',
  };
}

interface Positioned { position: HistoryPosition; item: HistoryItem }

/** The days of the filters in the limits' time zone: from the first day's midnight to the midnight after the last. */
function periodOf(query: HistoryQuery): { from: Date | null; until: Date | null } {
  const from = query.from ? startOfDayKey(query.from) : null;
  const last = query.to ? startOfDayKey(query.to) : null;
  // A day that is not in the calendar (2026-13-45) would roll over into another one: it must read back as written.
  const realDay = (key: string | undefined, day: Date | null) => !day || (!Number.isNaN(day.getTime()) && dayKey(day) === key);
  if (!realDay(query.from, from) || !realDay(query.to, last)) throw badRequest('Please choose the days as YYYY-MM-DD.');
  if (from && last && last < from) throw badRequest(HISTORY_RANGE_MESSAGE);
  return { from, until: last ? periodAt('day', last).end : null };
}

/** The ledger kinds a kind filter keeps (`null`: every one); `round` and a game filter keep none. */
function ledgerFilter(query: HistoryQuery): { kinds: string[] | null; exceptKinds: string[] | null } | 'none' {
  if (query.game !== undefined || query.kind === 'round') return 'none';
  if (query.kind === undefined) return { kinds: null, exceptKinds: null };
  const known = Object.entries(LEDGER_ROW_KINDS);
  // `bonus` also holds kinds the list does not know: every kind but the other filters' ones.
  if (query.kind === 'bonus') return { kinds: null, exceptKinds: known.filter(([, row]) => row.kind !== 'bonus').map(([kind]) => kind) };
  return { kinds: known.filter(([, row]) => row.kind === query.kind).map(([kind]) => kind), exceptKinds: null };
}

/** Up to `limit` rows after `cursor`, newest first, merged from the wallet's and the games' keyset pages. */
async function rowsAfter(ctx: AppContext, playerId: number, query: HistoryQuery, cursor: HistoryPosition | null, limit: number): Promise<Positioned[]> {
  const period = periodOf(query);
  const ledger = ledgerFilter(query);
  const [moves, rounds] = await Promise.all([
    ledger === 'none' ? [] : ledgerHistory(ctx.db, playerId, ledger, { ...period, before: sourceBound(cursor, 0), limit }),
    query.kind !== undefined && query.kind !== 'round'
      ? []
      : roundHistory(ctx.db, playerId, query.game ?? null, { ...period, before: sourceBound(cursor, 1), limit }),
  ]);
  return [
    ...moves.map((row) => ({ position: { at: row.at_key, rank: 0 as const, id: row.id }, item: ledgerItem(row) })),
    ...rounds.map((row) => ({ position: { at: row.at_key, rank: 1 as const, id: row.id }, item: roundItem(row) })),
  ].sort((a, b) => comparePositions(a.position, b.position)).slice(0, limit);
}

/** GET history: one keyset page; `next` names its last row when more follow. */
export async function historyPage(ctx: AppContext, playerId: number, query: HistoryQuery): Promise<HistoryPage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const rows = await rowsAfter(ctx, playerId, query, cursor, limit + 1);
  const page = rows.slice(0, limit);
  return { items: page.map((row) => row.item), next: rows.length > limit ? encodeCursor(page[page.length - 1]!.position) : null };
}

/** GET history/csv: every filtered row (the cursor and limit ignored), refused beyond `CSV_MAX_ROWS`. */
export async function historyCsvExport(ctx: AppContext, playerId: number, query: HistoryQuery): Promise<HistoryCsv> {
  const rows = await rowsAfter(ctx, playerId, query, null, CSV_MAX_ROWS + 1);
  if (rows.length > CSV_MAX_ROWS) throw new ApiError(400, csvTooLong(CSV_MAX_ROWS));
  const period = [query.from, query.to].filter(Boolean).join('-to-');
  return {
    filename: `account-history-${playerId}${period ? `-${period}` : ''}.csv`,
    csv: historyCsv(rows.map((row) => row.item)),
    rows: rows.length,
  };
}
