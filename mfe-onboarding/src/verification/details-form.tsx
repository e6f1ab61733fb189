import { Formik } from 'formik';
import { useState } from 'react';
import { verificationClient } from 'shared-api';
import type { PlayerData, VerificationState } from 'shared-contract';
import { statesFor } from 'shared-contract/account-rules';
import { Row } from '../fields/field-styles';
import { BirthDateField, SelectField, ShownMessagesFollowTyping, TextField } from '../fields/form-fields';
import { FormAnswer, FormTail, type FormAnswerText } from '../fields/form-tail';
import { playerTextFor } from '../onboarding/error-texts';
import { validatePage } from '../wizard/wizard';
import { DETAILS_SCHEMA, detailsBodyOf, detailsValuesOf, type DetailsValues } from './verification-rules';

export const NOT_MATCHED_TEXT = 'We could not confirm these details. Please upload a photo ID, or correct your details and try again.';

/**
 * Legal name, date of birth, address and the SSN's last four digits (POST …/verification). What the
 * player typed stays in the form whatever the answer, so a typo is corrected, not typed again.
 */
export function DetailsForm({ playerId, details, onAnswered }: { playerId: number; details: PlayerData | null; onAnswered: (state: VerificationState) => void }) {
  const [answer, setAnswer] = useState<FormAnswerText | null>(null);
  const country = details?.contact.country_id || 'US';
  return (
    <Formik<DetailsValues>
      initialValues={detailsValuesOf(details)}
      validate={(values) => validatePage(DETAILS_SCHEMA, values)}
      // Validated whole on blur and submit, not on every key (ShownMessagesFollowTyping).
      validateOnChange={false}
      onSubmit={async (values) => {
        setAnswer(null);
        try {
          const state = await verificationClient.submitDetails(playerId, detailsBodyOf(values));
          onAnswered(state);
          if (state.status !== 'verified') setAnswer({ tone: 'error', text: NOT_MATCHED_TEXT });
        } catch (error) {
          setAnswer({ tone: 'error', text: playerTextFor(error) });
        }
      }}
    >
      {(formik) => (
        <form aria-label="Your details" noValidate onSubmit={formik.handleSubmit}>
          <ShownMessagesFollowTyping />
          <FormAnswer answer={answer} />
          <Row>
            <TextField name="legal_first_name" label="Legal first name" autoComplete="given-name" />
            <TextField name="legal_last_name" label="Legal last name" autoComplete="family-name" />
          </Row>
          <BirthDateField name="birth_date" />
          <TextField name="address_1" label="Address" autoComplete="address-line1" />
          <Row>
            <TextField name="city" label="City" autoComplete="address-level2" />
            <SelectField
              name="state"
              label={country === 'CA' ? 'Province' : 'State'}
              options={statesFor(country)}
              placeholder={country === 'CA' ? 'Choose a province' : 'Choose a state'}
            />
            <TextField name="zip" label="Zip code" autoComplete="postal-code" />
          </Row>
          <TextField name="ssn_last4" label="Last four digits of your SSN" inputMode="numeric" autoComplete="off" hint="4 digits, as on your Social Security card" />
          <FormTail submitLabel="Verify My Identity" busyLabel="Checking…" submitting={formik.isSubmitting} />
        </form>
      )}
    </Formik>
  );
}
