import { HISTORY_RANGE_MESSAGE, LIMIT_TIME_ZONE } from 'shared-api';
import type { HistoryKind, HistoryQuery } from 'shared-contract';

/** The filter's words for each kind of row. */
export const KIND_LABELS: Record<HistoryKind, string> = {
  round: 'Game rounds',
  deposit: 'Deposits',
  withdrawal: 'Withdrawals',
  bonus: 'Bonuses',
  forfeit: 'Forfeits',
  reward: 'Rewards',
  cashback: 'Cashback',
  jackpot: 'Jackpots',
};

/** What is wrong with a date range, or null: the first day may not come after the last. */
export function rangeProblem(from: string, to: string): string | null {
  return from && to && from > to ? HISTORY_RANGE_MESSAGE : null;
}

// Made on first use: the first Intl format of a page loads locale data.
let time: Intl.DateTimeFormat | undefined;

/** A row's time in the limits' time zone, as the days of the filters are. */
export const timeText = (iso: string) => (time ??= new Intl.DateTimeFormat('en-US', {
  timeZone: LIMIT_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit',
})).format(new Date(iso));

/** The CSV's file name: the filters it was made with. */
export function historyFileName(query: HistoryQuery): string {
  const parts = ['account-history', query.kind, query.game, query.from && `from-${query.from}`, query.to && `to-${query.to}`].filter(Boolean);
  return `${parts.join('-')}.csv`;
}
