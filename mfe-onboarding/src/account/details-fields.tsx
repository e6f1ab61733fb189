import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { Row } from '../fields/field-styles';
import { RadioField, SelectField, TextField } from '../fields/form-fields';
import type { OnboardingData } from '../onboarding/onboarding-data';
import type { PlayerData } from 'shared-contract';
import type { PlayerUpdateBody } from 'shared-contract';
import { COUNTRIES, statesFor } from 'shared-contract/account-rules';

const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/** Address, city, country, state (its list follows the country) and zip. */
export function AddressFields() {
  const { values, setFieldValue } = useFormikContext<Pick<OnboardingData, 'country' | 'state'>>();
  const states = statesFor(values.country);
  useEffect(() => {
    // A state of another country's list would be sent silently: ask again instead.
    if (values.state && !states.some((option) => option.value === values.state)) void setFieldValue('state', '', false);
  }, [values.state, states, setFieldValue]);
  return (
    <>
      <TextField name="address_1" label="Address" autoComplete="address-line1" />
      <TextField name="address_2" label="Address line 2 (optional)" autoComplete="address-line2" />
      <Row>
        <TextField name="city" label="City" autoComplete="address-level2" />
        <SelectField name="country" label="Country" options={COUNTRIES} placeholder="Choose a country" />
      </Row>
      <Row>
        <SelectField name="state" label={values.country === 'CA' ? 'Province' : 'State'} options={states} placeholder={values.country === 'CA' ? 'Choose a province' : 'Choose a state'} />
        <TextField name="zip" label="Zip code" autoComplete="postal-code" />
      </Row>
    </>
  );
}

export function ContactFields() {
  return (
    <>
      <RadioField name="gender" legend="Gender" options={GENDERS} />
      <TextField name="cell_phone" label="Mobile phone (optional)" type="tel" autoComplete="tel" />
    </>
  );
}

export const DETAIL_FIELDS = ['address_1', 'address_2', 'city', 'country', 'state', 'zip', 'gender', 'cell_phone'] as const;

type DetailValues = Pick<OnboardingData, (typeof DETAIL_FIELDS)[number]>;

/** The form's values from the provider's player data, keeping what the player already typed. */
export function detailValuesOf(details: PlayerData | null, typed: Partial<DetailValues> = {}): DetailValues {
  const pick = (typedValue: string | undefined, stored: string) => (typedValue ? typedValue : stored);
  return {
    address_1: pick(typed.address_1, details?.address_one ?? ''),
    address_2: pick(typed.address_2, details?.address_two ?? ''),
    city: pick(typed.city, details?.city ?? ''),
    country: pick(typed.country && typed.country !== 'US' ? typed.country : undefined, details?.contact.country_id || typed.country || 'US'),
    state: pick(typed.state, details?.state_id ?? ''),
    zip: pick(typed.zip, details?.zip_code ?? ''),
    gender: typed.gender || (details?.gender === true ? 'male' : details?.gender === false ? 'female' : ''),
    cell_phone: pick(typed.cell_phone, details?.contact.cell_phone ?? ''),
  };
}

/** The PUT /937/players body for these fields (gender: male true, female false). */
export function detailUpdateOf(values: DetailValues): PlayerUpdateBody {
  return {
    address_1: values.address_1.trim(),
    address_2: values.address_2.trim(),
    city: values.city.trim(),
    country: values.country,
    state: values.state,
    zip: values.zip.trim(),
    cell_phone: values.cell_phone.trim(),
    ...(values.gender ? { gender: values.gender === 'male' } : {}),
  };
}
