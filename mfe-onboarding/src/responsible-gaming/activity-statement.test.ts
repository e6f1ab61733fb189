import { easternDay, periodLabel, statementFileName, statementQuery } from './activity-statement';

describe('the activity statement', () => {
  it('counts days in Eastern Time, not in UTC', () => {
    // 02:30 UTC on December 1 is still the evening of November 30 in New York.
    expect(easternDay('2026-12-01T02:30:00.000Z')).toBe('2026-11-30');
  });

  it('asks for the last 30 days or the last 12 months, across a year end', () => {
    expect(statementQuery('day', '2027-01-10T15:00:00.000Z')).toEqual({ by: 'day', from: '2026-12-12', to: '2027-01-10' });
    expect(statementQuery('month', '2027-01-10T15:00:00.000Z')).toEqual({ by: 'month', from: '2026-02-01', to: '2027-01-10' });
  });

  it('names periods and files', () => {
    expect(periodLabel('2026-03')).toBe('March 2026');
    expect(periodLabel('2026-03-01')).toBe('Mar 1, 2026');
    expect(statementFileName({ by: 'month', from: '2025-12-01', to: '2026-11-26' })).toBe('activity-by-month-2026-11.csv');
    expect(statementFileName({ by: 'day', from: '2026-10-28', to: '2026-11-26' })).toBe('activity-by-day-2026-11-26.csv');
  });
});
