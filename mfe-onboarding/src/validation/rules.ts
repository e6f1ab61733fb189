import { boolean, mixed, object, ref, string } from 'yup';
import { isAllowedBirthDate, type BirthDateParts } from './birth-date';
import { MESSAGES } from './messages';

/** SPEC §9 limits. */
export const LIMITS = { firstName: 30, lastName: 40, email: 64, passwordMin: 6, passwordMax: 80, usernameMin: 4 } as const;

/** Letters (any alphabet), spaces, comma, period, apostrophe, hyphen. */
export const NAME_PATTERN = /^[\p{L} ,.'-]+$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Alphanumerics with single _ or - separators. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;
/** Letters, digits, space and - + . , ' */
export const FREE_TEXT_PATTERN = /^[\p{L}\d \-+.,']*$/u;
export const PHONE_PATTERN = /^[\d +-]*$/;

/** SPEC §5: emails and logins are trimmed and lower-cased. */
export const normaliseLogin = (value: string): string => value.trim().toLowerCase();

const name = (max: number, message: string) => string().trim().required(message).max(max, message).matches(NAME_PATTERN, message);

const freeText = (requiredMessage?: string) => {
  const base = string().trim().matches(FREE_TEXT_PATTERN, MESSAGES.freeText);
  return requiredMessage ? base.required(requiredMessage) : base;
};

/** One Yup rule per field of the onboarding form (SPEC §3), with the SPEC §5 message. */
export const RULES = {
  first_name: name(LIMITS.firstName, MESSAGES.firstName),
  last_name: name(LIMITS.lastName, MESSAGES.lastName),
  email: string()
    .transform((value: unknown) => (typeof value === 'string' ? normaliseLogin(value) : value))
    .required(MESSAGES.email)
    .max(LIMITS.email, MESSAGES.email)
    .matches(EMAIL_PATTERN, MESSAGES.email),
  birth_date: mixed<BirthDateParts>().test('age', MESSAGES.birthDate, (value) => value !== undefined && isAllowedBirthDate(value)),
  password: string().required(MESSAGES.password).min(LIMITS.passwordMin, MESSAGES.password).max(LIMITS.passwordMax, MESSAGES.password),
  password_confirm: string().required(MESSAGES.passwordConfirm).oneOf([ref('password')], MESSAGES.passwordConfirm),
  termsandconditions: boolean().oneOf([true], MESSAGES.terms),
  /** The login form only asks for something (SPEC §5); the provider decides the rest. */
  login: string().trim().required(MESSAGES.loginDetails),
  username: string()
    .trim()
    .required(MESSAGES.username)
    .min(LIMITS.usernameMin, MESSAGES.username)
    .matches(USERNAME_PATTERN, MESSAGES.username),
  address_1: freeText(MESSAGES.address),
  address_2: freeText(),
  city: freeText(MESSAGES.city),
  state: string().required(MESSAGES.state),
  zip: freeText(MESSAGES.zip),
  gender: string().oneOf(['male', 'female'], MESSAGES.gender).required(MESSAGES.gender),
  cell_phone: string().trim().matches(PHONE_PATTERN, MESSAGES.phone),
  day_phone: string().trim().matches(PHONE_PATTERN, MESSAGES.phone),
  evening_phone: string().trim().matches(PHONE_PATTERN, MESSAGES.phone),
} as const;

export type FieldName = keyof typeof RULES;

/** A Yup object for some fields, e.g. one wizard page. */
export const schemaFor = (fields: ReadonlyArray<FieldName>) => object(Object.fromEntries(fields.map((field) => [field, RULES[field]])));
