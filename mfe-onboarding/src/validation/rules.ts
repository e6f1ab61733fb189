import { boolean, mixed, object, ref, string } from 'yup';
import {
  ACCOUNT_FIELD_LIMITS as LIMITS, EMAIL_PATTERN, FREE_TEXT_PATTERN, LOGIN_PATTERN, NAME_PATTERN, normaliseLogin, PHONE_PATTERN,
} from 'shared-contract/account-rules';
import { isAllowedBirthDate, type BirthDateParts } from './birth-date';
import { MESSAGES } from './messages';

// The rules are shared-contract's (the provider enforces the same); the messages are the forms'.
export { normaliseLogin };

const name = (max: number, message: string) => string().trim().required(message).max(max, message).matches(NAME_PATTERN, message);

const freeText = (requiredMessage?: string, max: number = LIMITS.freeText) => {
  const base = string().trim().max(max, MESSAGES.tooLong(max)).matches(FREE_TEXT_PATTERN, MESSAGES.freeText);
  return requiredMessage ? base.required(requiredMessage) : base;
};

const phone = () => string().trim().max(LIMITS.phone, MESSAGES.tooLong(LIMITS.phone)).matches(PHONE_PATTERN, MESSAGES.phone);

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
    .min(LIMITS.loginMin, MESSAGES.username)
    .max(LIMITS.loginMax, MESSAGES.username)
    .matches(LOGIN_PATTERN, MESSAGES.username),
  address_1: freeText(MESSAGES.address),
  address_2: freeText(),
  city: freeText(MESSAGES.city),
  state: string().required(MESSAGES.state),
  zip: freeText(MESSAGES.zip, LIMITS.zip),
  gender: string().oneOf(['male', 'female'], MESSAGES.gender).required(MESSAGES.gender),
  cell_phone: phone(),
  day_phone: phone(),
  evening_phone: phone(),
} as const;

export type FieldName = keyof typeof RULES;

/** A Yup object for some fields, e.g. one wizard page. */
export const schemaFor = (fields: ReadonlyArray<FieldName>) => object(Object.fromEntries(fields.map((field) => [field, RULES[field]])));
