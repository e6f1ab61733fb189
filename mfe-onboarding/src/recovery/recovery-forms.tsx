import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'shared-ui';
import { object, string, type AnyObjectSchema } from 'yup';
import { fetchCaptchaToken, sessionClient } from 'shared-api';
import { Actions, FormAlert } from '../fields/field-styles';
import { TextField } from '../fields/form-fields';
import { playerTextFor } from '../onboarding/error-texts';
import { useOnboardingStore } from '../onboarding/onboarding-context';
import type { OnboardingState } from 'shared-events';
import { SwitchLinks } from '../onboarding/switch-links';
import { MESSAGES } from '../validation/messages';
import { normaliseLogin, RULES } from '../validation/rules';
import { Wizard, type WizardOutcome, type WizardPage } from '../wizard/wizard';

/** The provider answers the same whether or not the account exists; its words are shown. */
const SENT_FALLBACK = 'If an account matches, we have sent an email with instructions.';

function Sent({ message, children }: { message: string; children?: ReactNode }) {
  const store = useOnboardingStore();
  return (
    <section aria-label="Request sent">
      <FormAlert role="status" $tone="success">
        {message || SENT_FALLBACK}
      </FormAlert>
      {children}
      <Actions>
        <Button type="button" onClick={() => store.switchTo('login')}>
          Back to Log In
        </Button>
      </Actions>
    </section>
  );
}

const failed = (error: unknown): WizardOutcome => ({ kind: 'inline-error', message: playerTextFor(error) });

interface MailedRequestFormProps {
  name: string;
  /** The one field the form asks for, as the onboarding store saves it. */
  field: 'email' | 'login';
  initialValue: string;
  schema: AnyObjectSchema;
  input: ReactNode;
  actionLabel: string;
  /** The provider call; its message is what the player sees. */
  send: (value: string) => Promise<{ message: string }>;
  otherForms: ReadonlyArray<OnboardingState>;
}

/** A one-field request whose answer comes by email (a username, a reset link). */
function MailedRequestForm({ name, field, initialValue, schema, input, actionLabel, send, otherForms }: MailedRequestFormProps) {
  const store = useOnboardingStore();
  // What the store held when the form opened; later typing is saved, not fed back in.
  const [initialValues] = useState(() => ({ [field]: initialValue }));
  const pages = useMemo<WizardPage[]>(() => [{ schema, render: () => input }], [schema, input]);
  const save = useCallback((values: Record<string, string>) => store.saveData(values), [store]);
  return (
    <Wizard
      name={name}
      initialValues={initialValues}
      pages={pages}
      actionLabel={actionLabel}
      busyLabel="Sending"
      onValuesChange={save}
      onAction={async (values) => {
        try {
          const { message } = await send(normaliseLogin(values[field] ?? ''));
          return { kind: 'complete', content: <Sent message={message} /> };
        } catch (error) {
          return failed(error);
        }
      }}
      footer={<SwitchLinks to={otherForms} />}
    />
  );
}

const USERNAME_SCHEMA = object({ email: RULES.email });
const USERNAME_INPUT = <TextField name="email" label="Email" type="email" autoComplete="email" normalise={normaliseLogin} />;
const PASSWORD_SCHEMA = object({ login: string().trim().required(MESSAGES.loginOrEmail) });
const PASSWORD_INPUT = <TextField name="login" label="Username or email" autoComplete="username" normalise={normaliseLogin} />;

/** forgottenusername: PUT /937/login op fu with the email; the username is mailed. */
export function ForgottenUsernameForm() {
  const { data } = useOnboardingStore().get();
  return (
    <MailedRequestForm
      name="Forgotten username"
      field="email"
      initialValue={data.email}
      schema={USERNAME_SCHEMA}
      input={USERNAME_INPUT}
      actionLabel="Send My Username"
      send={async (email) => sessionClient.loginOperation({ op: 'fu', email }, await fetchCaptchaToken())}
      otherForms={['login', 'forgottenpassword']}
    />
  );
}

/** forgottenpassword: PUT /937/login op fp with the login or email; a reset link is mailed. */
export function ForgottenPasswordForm() {
  const { data } = useOnboardingStore().get();
  return (
    <MailedRequestForm
      name="Forgotten password"
      field="login"
      initialValue={data.login || data.email}
      schema={PASSWORD_SCHEMA}
      input={PASSWORD_INPUT}
      actionLabel="Send Reset Link"
      send={async (login) => sessionClient.loginOperation({ op: 'fp', player_id: login }, await fetchCaptchaToken())}
      otherForms={['login', 'forgottenusername']}
    />
  );
}

const RESET_SCHEMA = object({ password: RULES.password, password_confirm: RULES.password_confirm });

/** passwordreset: the link's pid and token with a new password (PUT /937/login op cpwt). */
export function PasswordResetForm({ params }: { params: Readonly<Record<string, string>> }) {
  const store = useOnboardingStore();
  const pid = params.pid?.trim() ?? '';
  const token = params.token?.trim() ?? '';
  const pages = useMemo<WizardPage[]>(
    () => [
      {
        schema: RESET_SCHEMA,
        render: () => (
          <>
            <TextField name="password" label="New password" type="password" autoComplete="new-password" hint="6 to 80 characters" />
            <TextField name="password_confirm" label="Confirm new password" type="password" autoComplete="new-password" />
          </>
        ),
      },
    ],
    [],
  );
  if (!pid || !token) {
    return (
      <section aria-label="Invalid link">
        <FormAlert role="alert">This password reset link is invalid or has expired.</FormAlert>
        <Actions>
          <Button type="button" onClick={() => store.switchTo('forgottenpassword')}>
            Send a new link
          </Button>
        </Actions>
      </section>
    );
  }
  return (
    <Wizard
      name="Reset password"
      initialValues={{ password: '', password_confirm: '' }}
      pages={pages}
      actionLabel="Set New Password"
      busyLabel="Saving your new password"
      onAction={async ({ password }) => {
        try {
          const { message } = await sessionClient.loginOperation({ op: 'cpwt', player_id: pid, token, pwd: password }, await fetchCaptchaToken());
          return { kind: 'complete', content: <Sent message={message || 'Your password has been changed. Please log in.'} /> };
        } catch (error) {
          return {
            kind: 'inline-error',
            message: (
              <>
                {playerTextFor(error)} <SwitchLinks to={['forgottenpassword']} />
              </>
            ),
          };
        }
      }}
    />
  );
}
