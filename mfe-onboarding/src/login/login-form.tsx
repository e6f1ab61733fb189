import { useFormikContext } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { Button, useEventBus } from 'shared-ui';
import { object, string } from 'yup';
import { fetchCaptchaToken, isTimeOutMessage, ProviderError, sessionClient } from 'shared-api';
import type { SessionAnswer } from 'shared-contract';
import { Actions, ErrorText } from '../fields/field-styles';
import { TextField } from '../fields/form-fields';
import { errorCodeOf, playerTextFor } from '../onboarding/error-texts';
import { useOnboardingStore } from '../onboarding/onboarding-context';
import { SwitchLinks } from '../onboarding/switch-links';
import { startSession } from '../session/start-session';
import { SelfExcludeInstead } from './self-exclude-instead';
import { ERROR_TEXTS, LOGIN_HINT, MESSAGES } from '../validation/messages';
import { normaliseLogin, RULES } from '../validation/rules';
import { Wizard, type WizardOutcome, type WizardPage } from '../wizard/wizard';

interface LoginValues {
  login: string;
  password: string;
}

/** SPEC §5: both fields only need something; empty ones give 'Please enter your login details.' */
export const LOGIN_SCHEMA = object({ login: RULES.login, password: string().required(MESSAGES.loginDetails) });

function LoginFields() {
  const { errors, touched } = useFormikContext<LoginValues>();
  const missing = (touched.login && errors.login) || (touched.password && errors.password);
  return (
    <>
      <TextField name="login" label="Username or email" hint={LOGIN_HINT} autoComplete="username" normalise={normaliseLogin} hideError />
      <TextField name="password" label="Password" type="password" autoComplete="current-password" hideError />
      {missing && <ErrorText role="alert">{MESSAGES.loginDetails}</ErrorText>}
    </>
  );
}

function LockedOut() {
  const bus = useEventBus();
  const store = useOnboardingStore();
  return (
    <>
      {ERROR_TEXTS.maxLoginAttempts}
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => store.switchTo('forgottenpassword')}>
          Reset password
        </Button>
        <Button type="button" $variant="ghost" onClick={() => bus.emit('chat.open', { message: 'I am locked out after too many login attempts.' })}>
          Contact support
        </Button>
      </Actions>
    </>
  );
}

/** A login refused for a time-out: the provider's words, and the one thing the player can still do. */
function TimedOut({ message, onSelfExclude }: { message: string; onSelfExclude: () => void }) {
  return (
    <>
      {/* Its own element, so the refusal reads (and is found) as one text apart from the offer. */}
      <p>{message}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onSelfExclude}>
          Self-exclude instead
        </Button>
      </Actions>
    </>
  );
}

export interface LoginFormProps {
  /** compactlogin: no links to the other types but the password reset. */
  compact?: boolean;
  /** What happens after the session started; closing the modal when absent. */
  onSignedIn?: (answer: SessionAnswer) => Promise<WizardOutcome> | WizardOutcome;
}

/** The login and compactlogin types: a one-page wizard whose action logs in and starts the session. */
export function LoginForm({ compact = false, onSignedIn }: LoginFormProps) {
  const store = useOnboardingStore();
  const initialValues = useMemo<LoginValues>(() => ({ login: store.get().data.login, password: '' }), [store]);
  const pages = useMemo<WizardPage[]>(() => [{ schema: LOGIN_SCHEMA, render: () => <LoginFields /> }], []);
  const save = useCallback((values: LoginValues) => store.saveData({ login: values.login }), [store]);
  // The login a time-out refused, while the player self-excludes instead; null: the login form.
  const [excluding, setExcluding] = useState<string | null>(null);

  const onAction = async (values: LoginValues): Promise<WizardOutcome> => {
    try {
      const answer = await sessionClient.login(normaliseLogin(values.login), values.password, await fetchCaptchaToken());
      await startSession(answer);
      if (onSignedIn) return await onSignedIn(answer);
      store.close();
      return { kind: 'done' };
    } catch (error) {
      if (errorCodeOf(error) === 'errorMaxLoginAttempts') return { kind: 'inline-error', message: <LockedOut /> };
      if (error instanceof ProviderError && isTimeOutMessage(error.message)) {
        const login = normaliseLogin(values.login);
        return { kind: 'inline-error', message: <TimedOut message={error.message} onSelfExclude={() => setExcluding(login)} /> };
      }
      return { kind: 'inline-error', message: playerTextFor(error) };
    }
  };

  if (excluding !== null) return <SelfExcludeInstead login={excluding} onBack={() => setExcluding(null)} onClose={() => store.close()} />;

  return (
    <Wizard<LoginValues>
      name="Log in"
      initialValues={initialValues}
      pages={pages}
      actionLabel="Log In"
      busyLabel="Logging you in"
      onAction={onAction}
      onValuesChange={save}
      footer={<SwitchLinks to={compact ? ['forgottenpassword'] : ['forgottenusername', 'forgottenpassword', 'signup']} />}
    />
  );
}
