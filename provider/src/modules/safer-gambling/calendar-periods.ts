import { LIMIT_TIME_ZONE, type LimitPeriod } from 'shared-contract';

/**
 * Calendar periods in the limits' one time zone (decision 016): a day from local midnight, a week
 * from Monday, a month from the 1st. Daylight-saving days are 23 or 25 hours long.
 */

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LIMIT_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

interface LocalDate { year: number; month: number; day: number }

function localParts(at: Date) {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number): number {
  const local = localParts(new Date(at));
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - Math.floor(at / 1000) * 1000;
}

/** The instant of local midnight on a calendar date (month may overflow: Date.UTC normalises it). */
function localMidnight({ year, month, day }: LocalDate): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  return new Date(second);
}

export function localDate(at: Date): LocalDate {
  const { year, month, day } = localParts(at);
  return { year, month, day };
}

export interface PeriodBounds { start: Date; end: Date }

/** The period of `period` kind that contains `at`. */
export function periodAt(period: LimitPeriod, at: Date): PeriodBounds {
  const { year, month, day } = localDate(at);
  if (period === 'day') return { start: localMidnight({ year, month, day }), end: localMidnight({ year, month, day: day + 1 }) };
  if (period === 'week') {
    const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
    return { start: localMidnight({ year, month, day: day - sinceMonday }), end: localMidnight({ year, month, day: day - sinceMonday + 7 }) };
  }
  return { start: localMidnight({ year, month, day: 1 }), end: localMidnight({ year, month: month + 1, day: 1 }) };
}

/** The day, week and month containing `at`, worked out again only when a new day begins (a paid stake asks at every act). */
export const periodsAt = (() => {
  let kept: { day: PeriodBounds; week: PeriodBounds; month: PeriodBounds } | null = null;
  return (at: Date) => {
    const time = at.getTime();
    if (!kept || time < kept.day.start.getTime() || time >= kept.day.end.getTime()) {
      kept = { day: periodAt('day', at), week: periodAt('week', at), month: periodAt('month', at) };
    }
    return kept;
  };
})();

/** The keys asked for lately (periods' bounds: a handful of instants a day), so a paid act formats none of them again. */
const dayKeys = new Map<number, string>();

/** `YYYY-MM-DD` of a day in the zone. */
export function dayKey(at: Date): string {
  const time = at.getTime();
  const kept = dayKeys.get(time);
  if (kept !== undefined) return kept;
  const { year, month, day } = localDate(at);
  const key = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (dayKeys.size >= 64) dayKeys.clear();
  dayKeys.set(time, key);
  return key;
}

/** The local midnight that starts a `YYYY-MM-DD` day. */
export function startOfDayKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return localMidnight({ year, month, day });
}
