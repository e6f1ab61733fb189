import {
  ACCOUNT_FIELD_LIMITS as LIMITS, EMAIL_PATTERN, FREE_TEXT_PATTERN, LOGIN_PATTERN, NAME_PATTERN, PHONE_PATTERN, ageOn, isAllowedAge,
  isAllowedCountry, isAllowedState, isCalendarDay, normaliseLogin,
} from 'shared-contract/account-rules';
import { badRequest } from './api-error';

/** The rules of SPEC §5 (shared-contract's account rules, the ones the site's forms check), enforced again with the provider's messages. */
export { normaliseLogin };

export function checkFirstName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || name.length > LIMITS.firstName || !NAME_PATTERN.test(name)) throw badRequest('Please enter your first name');
  return name;
}

export function checkLastName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || name.length > LIMITS.lastName || !NAME_PATTERN.test(name)) throw badRequest('Please enter your last name');
  return name;
}

export function checkEmail(value: unknown): string {
  const email = normaliseLogin(value);
  if (!email || email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) throw badRequest('Please enter a valid email address');
  return email;
}

export function checkPassword(value: unknown): string {
  const password = typeof value === 'string' ? value : '';
  if (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
    throw badRequest(`Passwords should be at least ${LIMITS.passwordMin} characters and at most ${LIMITS.passwordMax} characters`);
  }
  return password;
}

/** Logins follow the username rule: 4 to 32 characters, alphanumerics with single _ or - separators. */
export function checkLogin(value: unknown): string {
  const login = normaliseLogin(value);
  if (login.length < LIMITS.loginMin || login.length > LIMITS.loginMax || !LOGIN_PATTERN.test(login)) {
    throw badRequest(`Please choose a login of ${LIMITS.loginMin} to ${LIMITS.loginMax} letters or digits (single _ or - allowed between them)`);
  }
  return login;
}

export function checkPhone(value: unknown, field: string): string {
  const phone = typeof value === 'string' ? value.trim() : '';
  if (phone.length > LIMITS.phone || !PHONE_PATTERN.test(phone)) throw badRequest(`${field} may contain only digits, spaces, + and -`);
  return phone;
}

export function checkFreeText(value: unknown, field: string, maxLength: number = LIMITS.freeText): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > maxLength || !FREE_TEXT_PATTERN.test(text)) throw badRequest(`Please enter a valid ${field}`);
  return text;
}

/** A country players may live in, as its two-letter code. */
export function checkCountry(value: unknown): string {
  const country = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isAllowedCountry(country)) throw badRequest('Please select your country');
  return country;
}

/** A state of `country`'s list (Canadian provinces, or US states and territories plus the outside option). */
export function checkState(value: unknown, country: string): string {
  const state = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isAllowedState(country, state)) throw badRequest('Please select your state');
  return state;
}

const BIRTH_DATE_MESSAGE = 'Please enter your date of birth. You must be at least 21 years old';

/** Accepts YYYY-MM-DD, MM/DD/YYYY or { month, day, year }; the player must be 21 to 120 (on the UTC calendar). */
export function checkBirthDate(value: unknown, now: Date): string {
  let year: number;
  let month: number;
  let day: number;
  if (typeof value === 'object' && value !== null) {
    const parts = value as Record<string, unknown>;
    [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  } else if (typeof value === 'string' && /^\d{4}-\d{1,2}-\d{1,2}$/.test(value.trim())) {
    [year, month, day] = value.trim().split('-').map(Number) as [number, number, number];
  } else if (typeof value === 'string' && /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value.trim())) {
    [month, day, year] = value.trim().split('/').map(Number) as [number, number, number];
  } else {
    throw badRequest(BIRTH_DATE_MESSAGE);
  }
  const birth = { year, month, day };
  if (!isCalendarDay(birth)) throw badRequest(BIRTH_DATE_MESSAGE);
  if (!isAllowedAge(ageOn(birth, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }))) {
    throw badRequest(BIRTH_DATE_MESSAGE);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
