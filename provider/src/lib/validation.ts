import { badRequest } from './api-error';

/** The rules and messages of SPEC §5, enforced again on the server. */
const NAME_PATTERN = /^[\p{L} ,.'-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const LOGIN_PATTERN = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;
const PHONE_PATTERN = /^[\d +-]*$/;
const FREE_TEXT_PATTERN = /^[\p{L}\d \-+.,']*$/u;

export function normaliseLogin(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function checkFirstName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || name.length > 30 || !NAME_PATTERN.test(name)) throw badRequest('Please enter your first name');
  return name;
}

export function checkLastName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name || name.length > 40 || !NAME_PATTERN.test(name)) throw badRequest('Please enter your last name');
  return name;
}

export function checkEmail(value: unknown): string {
  const email = normaliseLogin(value);
  if (!email || email.length > 64 || !EMAIL_PATTERN.test(email)) throw badRequest('Please enter a valid email address');
  return email;
}

export function checkPassword(value: unknown): string {
  const password = typeof value === 'string' ? value : '';
  if (password.length < 6 || password.length > 80) {
    throw badRequest('Passwords should be at least 6 characters and at most 80 characters');
  }
  return password;
}

/** Logins follow the username rule: 4+ characters, alphanumerics with single _ or - separators. */
export function checkLogin(value: unknown): string {
  const login = normaliseLogin(value);
  if (login.length < 4 || login.length > 32 || !LOGIN_PATTERN.test(login)) {
    throw badRequest('Please choose a login of at least 4 letters or digits (single _ or - allowed between them)');
  }
  return login;
}

export function checkPhone(value: unknown, field: string): string {
  const phone = typeof value === 'string' ? value.trim() : '';
  if (phone.length > 30 || !PHONE_PATTERN.test(phone)) throw badRequest(`${field} may contain only digits, spaces, + and -`);
  return phone;
}

export function checkFreeText(value: unknown, field: string, maxLength = 64): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > maxLength || !FREE_TEXT_PATTERN.test(text)) throw badRequest(`Please enter a valid ${field}`);
  return text;
}

const BIRTH_DATE_MESSAGE = 'Please enter your date of birth. You must be at least 21 years old';

/** Accepts YYYY-MM-DD, MM/DD/YYYY or { month, day, year }; the player must be 21 to 120. */
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
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    !Number.isInteger(year) || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw badRequest(BIRTH_DATE_MESSAGE);
  }
  const age = ageOn(date, now);
  if (age < 21 || age > 120) throw badRequest(BIRTH_DATE_MESSAGE);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function ageOn(birth: Date, now: Date): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
