import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clientType, fetchCaptchaToken, marketingClient, sessionClient } from 'shared-api';
import { BirthDateField, CheckboxField, TextField } from '../fields/form-fields';
import { Row } from '../fields/field-styles';
import { errorCodeOf, isBanned, isDuplicateAccount, playerTextFor } from '../onboarding/error-texts';
import { useOnboardingStore } from '../onboarding/onboarding-context';
import { EMPTY_SECRETS, type OnboardingData, type Secrets } from '../onboarding/onboarding-data';
import { SwitchLinks } from '../onboarding/switch-links';
import { startSession } from '../session/start-session';
import { isoBirthDate } from '../validation/birth-date';
import { normaliseLogin, schemaFor, RULES } from '../validation/rules';
import { Wizard, type WizardOutcome, type WizardPage } from '../wizard/wizard';
import { readCookie } from './affiliate-cookies';
import { AccountExistsPage, SignupCompletePage, SignupHelpPage } from './signup-outcomes';
import { object } from 'yup';

export type SignupValues = OnboardingData & Secrets;

const EmailField = () => <TextField name="email" label="Email" type="email" autoComplete="email" normalise={normaliseLogin} />;
const PasswordField = () => <TextField name="password" label="Password" type="password" autoComplete="new-password" hint="6 to 80 characters" />;
const NameFields = () => (
  <Row>
    <TextField name="first_name" label="First name" autoComplete="given-name" />
    <TextField name="last_name" label="Last name" autoComplete="family-name" />
  </Row>
);
const Terms = () => <CheckboxField name="termsandconditions">I am at least 21 years old and accept the terms and conditions</CheckboxField>;

/** signup: two pages. */
const FULL_PAGES: WizardPage[] = [
  {
    title: 'Your account',
    schema: schemaFor(['email', 'username', 'password', 'password_confirm']),
    render: () => (
      <>
        <EmailField />
        <TextField name="username" label="Username" autoComplete="username" hint="At least 4 letters or digits; single _ or - between them" />
        <PasswordField />
        <TextField name="password_confirm" label="Confirm password" type="password" autoComplete="new-password" />
      </>
    ),
  },
  {
    title: 'About you',
    schema: schemaFor(['first_name', 'last_name', 'birth_date', 'termsandconditions']),
    render: () => (
      <>
        <NameFields />
        <BirthDateField name="birth_date" />
        <Terms />
      </>
    ),
  },
];

/** quicksignup: the essentials on one page; the provider makes the username from the email. */
const QUICK_PAGES: WizardPage[] = [
  {
    schema: object({
      first_name: RULES.first_name,
      last_name: RULES.last_name,
      email: RULES.email,
      birth_date: RULES.birth_date,
      password: RULES.password,
      termsandconditions: RULES.termsandconditions,
    }),
    render: () => (
      <>
        <NameFields />
        <EmailField />
        <BirthDateField name="birth_date" />
        <PasswordField />
        <Terms />
      </>
    ),
  },
];

/** The signup and quicksignup types. */
export function SignupWizard({ quick = false }: { quick?: boolean }) {
  const store = useOnboardingStore();
  const navigate = useNavigate();
  const [startedAt] = useState(() => new Date().toISOString());
  const initialValues = useMemo<SignupValues>(() => ({ ...store.get().data, ...EMPTY_SECRETS }), [store]);
  const save = useCallback((values: SignupValues) => store.saveData(values), [store]);

  const onAction = async (values: SignupValues): Promise<WizardOutcome> => {
    const email = normaliseLogin(values.email);
    const firstName = values.first_name.trim();
    const lastName = values.last_name.trim();
    const username = quick ? '' : normaliseLogin(values.username);
    try {
      const affiliateId = readCookie('rtg_aff');
      const trackingId = readCookie('rtg_aff_token');
      const downloadId = await sessionClient.downloadId({
        name: `${firstName} ${lastName}`,
        email,
        ...(affiliateId ? { affiliate_id: affiliateId } : {}),
        ...(trackingId ? { tracking_id: trackingId } : {}),
      }).then(({ download_id }) => download_id, (error: unknown) => {
        // A signup without a download id still counts; only the attribution is lost.
        console.warn('No download id', error);
        return '';
      });
      const answer = await sessionClient.signup({
        email,
        password: values.password,
        first_name: firstName,
        last_name: lastName,
        birth_date: isoBirthDate(values.birth_date),
        ...(username ? { login: username } : {}),
        ...(affiliateId ? { aid: affiliateId } : {}),
        ...(downloadId ? { download_id: downloadId } : {}),
      }, await fetchCaptchaToken());
      await startSession(answer, { firstName });
      navigate('/lobby/games/');
      return { kind: 'complete', content: <SignupCompletePage firstName={firstName} onPlay={() => store.close()} /> };
    } catch (error) {
      if (isDuplicateAccount(error)) return { kind: 'error-page', content: <AccountExistsPage email={email} /> };
      if (!isBanned(error)) {
        marketingClient.reportAbandonedSignup({ login: username, email, first_name: firstName, last_name: lastName, client_id: String(clientType()), start_date: startedAt }).catch(
          (reportError: unknown) => console.warn('The abandoned-signup report failed', reportError),
        );
      }
      const code = errorCodeOf(error);
      if (code === 'errorViewerRestriction' || code === 'errorCasinoMaintenance') return { kind: 'inline-error', message: playerTextFor(error) };
      return { kind: 'error-page', content: <SignupHelpPage message={playerTextFor(error)} /> };
    }
  };

  return (
    <Wizard<SignupValues>
      name={quick ? 'Quick sign up' : 'Sign up'}
      initialValues={initialValues}
      pages={quick ? QUICK_PAGES : FULL_PAGES}
      actionLabel="Create Account"
      busyLabel="Creating your account"
      onAction={onAction}
      onValuesChange={save}
      footer={<SwitchLinks to={['login']} />}
    />
  );
}
