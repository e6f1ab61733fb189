import { EMPTY_BIRTH_DATE, type BirthDateParts } from '../validation/birth-date';

/** The onboarding form of SPEC §3 as the inputs hold it (gender: '' until chosen; male is true for the provider). */
export interface OnboardingData {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: BirthDateParts;
  termsandconditions: boolean;
  login: string;
  username: string;
  address_1: string;
  address_2: string;
  city: string;
  country: string;
  state: string;
  zip: string;
  gender: '' | 'male' | 'female';
  cell_phone: string;
}

/** What only lives in the form, never in storage. */
export interface Secrets {
  password: string;
  password_confirm: string;
}

export const EMPTY_ONBOARDING_DATA: OnboardingData = {
  first_name: '',
  last_name: '',
  email: '',
  birth_date: EMPTY_BIRTH_DATE,
  termsandconditions: false,
  login: '',
  username: '',
  address_1: '',
  address_2: '',
  city: '',
  country: 'US',
  state: '',
  zip: '',
  gender: '',
  cell_phone: '',
};

export const EMPTY_SECRETS: Secrets = { password: '', password_confirm: '' };

const DATA_KEYS = Object.keys(EMPTY_ONBOARDING_DATA) as Array<keyof OnboardingData>;

/**
 * Keeps only the known, non-secret fields: whatever else a form holds (passwords above all)
 * never reaches storage.
 */
export function persistableData(values: object): Partial<OnboardingData> {
  const source = values as Partial<Record<string, unknown>>;
  const kept: Record<string, unknown> = {};
  for (const key of DATA_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    if (key === 'birth_date') {
      const parts = value as Partial<BirthDateParts>;
      kept[key] = { month: String(parts.month ?? ''), day: String(parts.day ?? ''), year: String(parts.year ?? '') };
    } else if (typeof value === typeof EMPTY_ONBOARDING_DATA[key]) {
      kept[key] = value;
    }
  }
  return kept as Partial<OnboardingData>;
}
