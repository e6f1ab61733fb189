import { Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { Button, Spinner, usePlayer } from 'shared-ui';
import { string } from 'yup';
import { playersClient } from 'shared-api';
import { FormAlert, Row } from '../fields/field-styles';
import { FormAnswer, FormTail, type FormAnswerText } from '../fields/form-tail';
import { BirthDateField, TextField } from '../fields/form-fields';
import { playerTextFor } from '../onboarding/error-texts';
import { birthDatePartsOf, isoBirthDate, type BirthDateParts } from '../validation/birth-date';
import { MESSAGES } from '../validation/messages';
import { normaliseLogin, schemaFor } from '../validation/rules';
import { validatePage } from '../wizard/wizard';
import { Card, Facts } from './account-styles';
import { AddressFields, ContactFields, detailUpdateOf, detailValuesOf } from './details-fields';
import { usePlayerDetails } from './use-player-details';
import type { PlayerData } from 'shared-contract';

type DetailsValues = ReturnType<typeof detailValuesOf> & {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: BirthDateParts;
  day_phone: string;
  evening_phone: string;
  current_password: string;
};

const SCHEMA = schemaFor([
  'first_name', 'last_name', 'email', 'birth_date', 'address_1', 'address_2', 'city', 'state', 'zip', 'gender', 'cell_phone', 'day_phone', 'evening_phone',
]);

const valuesOf = (details: PlayerData): DetailsValues => ({
  ...detailValuesOf(details),
  first_name: details.contact.first_name,
  last_name: details.contact.last_name,
  email: details.contact.email,
  birth_date: birthDatePartsOf(details.birth_date ?? ''),
  day_phone: details.contact.day_phone,
  evening_phone: details.contact.evening_phone,
  current_password: '',
});

function DetailsForm({ details, onSaved }: { details: PlayerData; onSaved: (details: PlayerData) => void }) {
  const [answer, setAnswer] = useState<FormAnswerText | null>(null);
  const validate = (values: DetailsValues): FormikErrors<DetailsValues> => {
    const errors = validatePage(SCHEMA, values) as FormikErrors<DetailsValues>;
    // The provider asks for the current password before it changes the email (account takeover).
    if (normaliseLogin(values.email) !== details.contact.email && !string().required().isValidSync(values.current_password)) {
      errors.current_password = MESSAGES.currentPassword;
    }
    return errors;
  };
  return (
    <Formik<DetailsValues>
      initialValues={valuesOf(details)}
      enableReinitialize
      validate={validate}
      onSubmit={async (values, helpers) => {
        setAnswer(null);
        const email = normaliseLogin(values.email);
        try {
          const saved = await playersClient.updatePlayer(details.player_id, {
            ...detailUpdateOf(values),
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            birth_date: isoBirthDate(values.birth_date),
            // Every field of the form goes to the provider (SPEC §7 PUT /937/players).
            day_phone: values.day_phone.trim(),
            evening_phone: values.evening_phone.trim(),
            ...(email !== details.contact.email ? { email, password: values.current_password } : {}),
          });
          onSaved(saved);
          helpers.setFieldValue('current_password', '', false);
          setAnswer({ tone: 'success', text: 'Your details have been saved.' });
        } catch (error) {
          setAnswer({ tone: 'error', text: playerTextFor(error) });
        }
      }}
    >
      {(formik) => (
        <form aria-label="Update your details" noValidate onSubmit={formik.handleSubmit}>
          <FormAnswer answer={answer} />
          <Row>
            <TextField name="first_name" label="First name" autoComplete="given-name" />
            <TextField name="last_name" label="Last name" autoComplete="family-name" />
          </Row>
          <TextField name="email" label="Email" type="email" autoComplete="email" normalise={normaliseLogin} />
          {normaliseLogin(formik.values.email) !== details.contact.email && (
            <TextField name="current_password" label="Current password (needed to change your email)" type="password" autoComplete="current-password" />
          )}
          <BirthDateField name="birth_date" />
          <AddressFields />
          <ContactFields />
          <Row>
            <TextField name="day_phone" label="Day phone (optional)" type="tel" autoComplete="tel" />
            <TextField name="evening_phone" label="Evening phone (optional)" type="tel" autoComplete="tel" />
          </Row>
          <FormTail submitLabel="Save Details" busyLabel="Saving…" submitting={formik.isSubmitting} />
        </form>
      )}
    </Formik>
  );
}

/** Account details: what the provider knows, and a form to update it (PUT /937/players/{pid}). */
export function AccountDetails() {
  const player = usePlayer();
  const [state, replace, retry] = usePlayerDetails(player);
  return (
    <Card aria-labelledby="details-heading">
      <h2 id="details-heading">Account details</h2>
      <Facts>
        <dt>Username</dt>
        <dd>{player?.login}</dd>
        <dt>Player id</dt>
        <dd>{player?.playerId}</dd>
      </Facts>
      {state.status === 'loading' && <Spinner label="Loading your details" />}
      {state.status === 'error' && (
        <>
          <FormAlert role="alert">{state.message}</FormAlert>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        </>
      )}
      {state.status === 'ready' && <DetailsForm details={state.details} onSaved={replace} />}
    </Card>
  );
}
