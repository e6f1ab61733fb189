import { Formik } from 'formik';
import { useState } from 'react';
import { usePlayer } from 'shared-ui';
import { object, string } from 'yup';
import { fetchCaptchaToken, sessionClient } from 'shared-api';
import { FormAnswer, FormTail, type FormAnswerText } from '../fields/form-tail';
import { TextField } from '../fields/form-fields';
import { playerTextFor } from '../onboarding/error-texts';
import { MESSAGES } from '../validation/messages';
import { RULES } from '../validation/rules';
import { validatePage } from '../wizard/wizard';
import { Card } from './account-styles';

const SCHEMA = object({ current_password: string().required(MESSAGES.currentPassword), password: RULES.password, password_confirm: RULES.password_confirm });

/** Change password: PUT /937/login op cp with the session and a captcha token. */
export function ChangePassword() {
  const player = usePlayer();
  const [answer, setAnswer] = useState<FormAnswerText | null>(null);
  return (
    <Card aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <Formik
        initialValues={{ current_password: '', password: '', password_confirm: '' }}
        validate={(values) => validatePage(SCHEMA, values)}
        onSubmit={async (values, helpers) => {
          if (!player) return;
          setAnswer(null);
          try {
            const { message } = await sessionClient.loginOperation(
              { op: 'cp', player_id: player.playerId, current_pwd: values.current_password, pwd: values.password },
              await fetchCaptchaToken(),
            );
            // The provider ended the player's other refresh credentials and gave this browser a new one.
            helpers.resetForm();
            setAnswer({ tone: 'success', text: message || 'Your password has been changed.' });
          } catch (error) {
            setAnswer({ tone: 'error', text: playerTextFor(error) });
          }
        }}
      >
        {(formik) => (
          <form aria-label="Change password" noValidate onSubmit={formik.handleSubmit}>
            <FormAnswer answer={answer} />
            <TextField name="current_password" label="Current password" type="password" autoComplete="current-password" />
            <TextField name="password" label="New password" type="password" autoComplete="new-password" hint="6 to 80 characters" />
            <TextField name="password_confirm" label="Confirm new password" type="password" autoComplete="new-password" />
            <FormTail submitLabel="Change Password" busyLabel="Saving…" submitting={formik.isSubmitting} />
          </form>
        )}
      </Formik>
    </Card>
  );
}
