import { ageOn, isAllowedAge, isCalendarDay } from 'shared-contract/account-rules';

/** The birth date as the three inputs hold it (SPEC §3: month, day, year parts). */
export interface BirthDateParts {
  month: string;
  day: string;
  year: string;
}

export const EMPTY_BIRTH_DATE: BirthDateParts = { month: '', day: '', year: '' };

/** SPEC §5: what is typed is cut to digits only, 2 for month and day, 4 for year. */
export const BIRTH_DATE_PART_LENGTH: Record<keyof BirthDateParts, number> = { month: 2, day: 2, year: 4 };

export function cutBirthDatePart(part: keyof BirthDateParts, typed: string): string {
  return typed.replace(/\D/g, '').slice(0, BIRTH_DATE_PART_LENGTH[part]);
}

/** Age in whole years on `today` (the player's own calendar), or null when the parts are not a real calendar date. */
export function ageOf(parts: BirthDateParts, today: Date = new Date()): number | null {
  const [yearText, monthText, dayText] = [String(parts.year ?? ''), String(parts.month ?? ''), String(parts.day ?? '')];
  if (!/^\d{1,2}$/.test(monthText) || !/^\d{1,2}$/.test(dayText) || !/^\d{4}$/.test(yearText)) return null;
  const birth = { year: Number(yearText), month: Number(monthText), day: Number(dayText) };
  if (!isCalendarDay(birth)) return null;
  return ageOn(birth, { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
}

export function isAllowedBirthDate(parts: BirthDateParts, today: Date = new Date()): boolean {
  const age = ageOf(parts, today);
  return age !== null && isAllowedAge(age);
}

/** YYYY-MM-DD, the form the provider keeps. */
export function isoBirthDate(parts: BirthDateParts): string {
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

export function birthDatePartsOf(iso: string): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : EMPTY_BIRTH_DATE;
}
