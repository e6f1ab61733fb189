import type { ActivityStatement, LimitKind, LimitPeriod, PlayerLimit, SaferGamblingState, StatementRow } from 'shared-contract';

/** Noon Eastern Time on Thursday, November 26, 2026: the provider's clock in these samples. */
export const SAMPLE_NOW = '2026-11-26T17:00:00.000Z';

const RESETS: Readonly<Record<LimitPeriod, string>> = {
  day: '2026-11-27T05:00:00.000Z',
  week: '2026-11-30T05:00:00.000Z',
  month: '2026-12-01T05:00:00.000Z',
};

const KEYS: ReadonlyArray<[LimitKind, LimitPeriod]> = [
  ['deposit', 'day'], ['deposit', 'week'], ['deposit', 'month'], ['loss', 'day'], ['loss', 'week'], ['loss', 'month'], ['play-time', 'day'],
];

/** One limit without an amount unless told, its `remaining` following from amount and used. */
export function sampleLimit(kind: LimitKind, period: LimitPeriod, overrides: Partial<PlayerLimit> = {}): PlayerLimit {
  const limit: PlayerLimit = { kind, period, amount: null, used: 0, remaining: null, resets_at: RESETS[period], pending: null, ...overrides };
  return { ...limit, remaining: limit.amount === null ? null : Math.max(0, limit.amount - limit.used) };
}

/** The state GET …/safer-gambling answers: seven limits (the ones given replace their defaults). */
export function sampleSaferGamblingState(limits: PlayerLimit[] = [], overrides: Partial<SaferGamblingState> = {}): SaferGamblingState {
  const find = (kind: LimitKind, period: LimitPeriod) => limits.find((limit) => limit.kind === kind && limit.period === period);
  return {
    now: SAMPLE_NOW,
    time_zone: 'America/New_York',
    limits: KEYS.map(([kind, period]) => find(kind, period) ?? sampleLimit(kind, period)),
    deposit: { remaining: null, changes_at: null },
    loss: { remaining: null, changes_at: null },
    play_time: { remaining: null, changes_at: null, ends_at: null },
    reality_check: { interval_minutes: 60, due_at: '2026-11-26T18:00:00.000Z', due: false },
    session: { logged_in_at: SAMPLE_NOW, staked: 0, won: 0, net: 0 },
    previous_login_at: null,
    has_deposited: true,
    ...overrides,
  };
}

type StatementFigures = Omit<StatementRow, 'period' | 'net'>;

/** A statement row: the figures given (the others 0), its net result following from them. */
export function sampleStatementRow(period: string, figures: Partial<StatementFigures> = {}): StatementRow {
  const row = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonuses: 0, ...figures };
  return { period, ...row, net: row.wins + row.bonuses - row.stakes };
}

/** A statement of these rows: their totals, and a closing balance that reconciles with the opening one. */
export function sampleStatement(rows: StatementRow[], overrides: Partial<Pick<ActivityStatement, 'by' | 'opening_balance' | 'notes'>> = {}): ActivityStatement {
  const sum = (figure: Exclude<keyof StatementRow, 'period'>) => rows.reduce((total, row) => total + row[figure], 0);
  const totals = { deposits: sum('deposits'), withdrawals: sum('withdrawals'), stakes: sum('stakes'), wins: sum('wins'), bonuses: sum('bonuses'), net: sum('net') };
  const opening = overrides.opening_balance ?? 0;
  return {
    time_zone: 'America/New_York',
    by: overrides.by ?? (rows[0]?.period.length === 10 ? 'day' : 'month'),
    rows,
    totals,
    opening_balance: opening,
    closing_balance: opening + totals.deposits - totals.withdrawals + totals.net,
    notes: overrides.notes ?? [],
  };
}
