/**
 * The signup and account field rules of SPEC §5, written once: the onboarding forms check them as
 * a player types (Yup) and the provider enforces them again, so a value the site accepts is one the
 * provider keeps. Plain values, no schema: a form reads them without evaluating TypeBox. Each side
 * words its own messages (the site under a field, the provider naming the field).
 */

/** Lengths of the account fields, in characters (after trimming). */
export const ACCOUNT_FIELD_LIMITS = {
  firstName: 30,
  lastName: 40,
  email: 64,
  passwordMin: 6,
  passwordMax: 80,
  loginMin: 4,
  loginMax: 32,
  phone: 30,
  /** Address lines and city. */
  freeText: 64,
  zip: 12,
} as const;

/** Letters (any alphabet), spaces, comma, period, apostrophe, hyphen. */
export const NAME_PATTERN = /^[\p{L} ,.'-]+$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A login (username): alphanumerics with single _ or - separators. */
export const LOGIN_PATTERN = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;
/** Letters, digits, space and - + . , ' */
export const FREE_TEXT_PATTERN = /^[\p{L}\d \-+.,']*$/u;
/** Digits, space, + and - */
export const PHONE_PATTERN = /^[\d +-]*$/;

/** SPEC §5: emails and logins are trimmed and lower-cased; anything but text is nothing. */
export const normaliseLogin = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** SPEC §5: a player is 21 to 120 years old. */
export const MIN_AGE = 21;
export const MAX_AGE = 120;

/** A calendar day: month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Whether the parts name a day of the calendar (not February 30th). */
export function isCalendarDay({ year, month, day }: CalendarDay): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return Number.isInteger(year) && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Age in whole years on `today`, by birthday. */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

export const isAllowedAge = (age: number): boolean => age >= MIN_AGE && age <= MAX_AGE;

/** A choice of a region list: its code and the name players read. */
export interface RegionOption {
  value: string;
  label: string;
}

/** The countries a player may live in. */
export const COUNTRIES: ReadonlyArray<RegionOption> = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
  { value: 'IE', label: 'Ireland' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'ZA', label: 'South Africa' },
];

// Marked pure, so a bundle that reads only the patterns (the chat widget's email) leaves the lists out.
const regionList = (pairs: ReadonlyArray<readonly [string, string]>): ReadonlyArray<RegionOption> => pairs.map(([value, label]) => ({ value, label }));

export const CANADIAN_PROVINCES: ReadonlyArray<RegionOption> = /* @__PURE__ */ regionList([
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
]);

/** The option for players who live outside the US and Canada (SPEC §5: 'plus an outside option'). */
export const OUTSIDE_OPTION: RegionOption = { value: 'OT', label: 'Outside the US' };

export const US_STATES_AND_TERRITORIES: ReadonlyArray<RegionOption> = /* @__PURE__ */ regionList([
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
]);

/** SPEC §5: Canadian provinces for Canada; otherwise US states and territories plus an outside option. */
export function statesFor(country: string): ReadonlyArray<RegionOption> {
  return country === 'CA' ? CANADIAN_PROVINCES : [...US_STATES_AND_TERRITORIES, OUTSIDE_OPTION];
}

export const isAllowedCountry = (country: string): boolean => COUNTRIES.some((option) => option.value === country);

export const isAllowedState = (country: string, state: string): boolean => statesFor(country).some((option) => option.value === state);
