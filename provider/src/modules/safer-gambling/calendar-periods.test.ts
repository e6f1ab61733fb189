import { dayKey, periodAt, startOfDayKey } from './calendar-periods';

const iso = (date: Date) => date.toISOString();

describe('calendar periods in Eastern Time', () => {
  it('starts a day at local midnight, in winter (UTC−5) and in summer (UTC−4)', () => {
    expect(iso(periodAt('day', new Date('2026-11-26T21:30:00Z')).start)).toBe('2026-11-26T05:00:00.000Z');
    expect(iso(periodAt('day', new Date('2026-11-26T21:30:00Z')).end)).toBe('2026-11-27T05:00:00.000Z');
    expect(iso(periodAt('day', new Date('2026-07-01T03:59:00Z')).start)).toBe('2026-06-30T04:00:00.000Z');
  });

  it('makes the daylight-saving days 23 and 25 hours long', () => {
    const spring = periodAt('day', new Date('2026-03-08T12:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
    const autumn = periodAt('day', new Date('2026-11-01T12:00:00Z'));
    expect(iso(autumn.start)).toBe('2026-11-01T04:00:00.000Z');
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
  });

  it('starts a week on Monday and a month on the 1st', () => {
    // Thursday 26 November 2026.
    expect(iso(periodAt('week', new Date('2026-11-26T21:30:00Z')).start)).toBe('2026-11-23T05:00:00.000Z');
    expect(iso(periodAt('week', new Date('2026-11-26T21:30:00Z')).end)).toBe('2026-11-30T05:00:00.000Z');
    // A Sunday belongs to the week that began the Monday before.
    expect(iso(periodAt('week', new Date('2026-11-29T23:00:00Z')).start)).toBe('2026-11-23T05:00:00.000Z');
    expect(iso(periodAt('month', new Date('2026-11-26T21:30:00Z')).start)).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(periodAt('month', new Date('2026-12-31T23:00:00Z')).end)).toBe('2027-01-01T05:00:00.000Z');
  });

  it('names a moment’s local day, and finds that day’s start again', () => {
    expect(dayKey(new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26');
    expect(dayKey(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
    expect(iso(startOfDayKey('2026-11-27'))).toBe('2026-11-27T05:00:00.000Z');
  });
});
