import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { recordStartedSessions } from 'shared-api/testing';
import { fail, reply, sampleSession, type FakeHandler } from 'shared-api/testing';
import { marketingEndpoints, sessionEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { ONBOARDING_STORAGE_KEY } from '../onboarding/onboarding-store';
import { isSolvedCaptcha, onboardingProvider } from '../testing/onboarding-provider';
import { ERROR_TEXTS } from '../validation/messages';

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const open = (state: 'signup' | 'quicksignup' = 'signup') => {
  const rendered = renderWithShell(
    <>
      <OnboardingModal />
      <Location />
    </>,
  );
  act(() => rendered.bus.emit('onboarding.open', { state }));
  return rendered;
};

/** The calls of a signup: the download id, the signup itself, and the abandoned-signup report. */
const signupProvider = (signup: FakeHandler<typeof sessionEndpoints.signup.schemas>) =>
  onboardingProvider()
    .on(sessionEndpoints.downloadId, () => ({ message: 'DL-ABC123', download_id: 'DL-ABC123' }))
    .on(sessionEndpoints.signup, signup)
    .on(marketingEndpoints.abandonedSignup, () => reply(202, { message: 'Signup report received.' }));

const fillAccountPage = async (user: UserEvent) => {
  await user.type(screen.getByLabelText('Email'), ' Jane@Example.com ');
  await user.type(screen.getByLabelText('Username'), 'jane_doe');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
};

const fillAboutPage = async (user: UserEvent) => {
  await user.type(screen.getByLabelText('First name'), 'Jane');
  await user.type(screen.getByLabelText('Last name'), 'Doe');
  await user.type(screen.getByLabelText('Month'), '01');
  await user.type(screen.getByLabelText('Day'), '31');
  await user.type(screen.getByLabelText('Year'), '1990');
  await user.click(screen.getByLabelText(/accept the terms and conditions/));
};

describe('signup wizard', () => {
  beforeEach(() => localStorage.clear());

  it('blocks Next until the page is valid and shows every message of the page', async () => {
    onboardingProvider();
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1 of 2: Your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/Please choose a username of 4 to 32/)).toBeInTheDocument();
    expect(screen.getByText('Passwords should be at least 6 characters...')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('shows the second page messages: names, birth date, terms', async () => {
    const provider = onboardingProvider();
    open();
    const user = userEvent.setup();
    await fillAccountPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 2: About you')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Month'), '1');
    await user.type(screen.getByLabelText('Day'), '1');
    await user.type(screen.getByLabelText('Year'), String(new Date().getFullYear() - 18));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your date of birth. You must be at least 21 years old')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
    expect(provider.requests(sessionEndpoints.signup)).toHaveLength(0);
  });

  it('cuts the birth date inputs to 2, 2 and 4 digits', async () => {
    onboardingProvider();
    open('quicksignup');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Month'), '123');
    await user.type(screen.getByLabelText('Day'), '4x56');
    await user.type(screen.getByLabelText('Year'), '199012');
    expect(screen.getByLabelText('Month')).toHaveValue('12');
    expect(screen.getByLabelText('Day')).toHaveValue('45');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
  });

  it('advances on Enter', async () => {
    onboardingProvider();
    open();
    const user = userEvent.setup();
    await fillAccountPage(user);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 2 of 2: About you')).toBeInTheDocument();
  });

  it('advances by itself when a page becomes valid while focus is outside the form', async () => {
    onboardingProvider();
    open();
    const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    // As a password manager fills the form: values arrive with the focus elsewhere.
    (document.activeElement as HTMLElement | null)?.blur();
    change('Email', 'jane@example.com');
    change('Username', 'jane_doe');
    change('Password', 'Secret123');
    expect(screen.getByText('Step 1 of 2: Your account')).toBeInTheDocument();
    change('Confirm password', 'Secret123');
    expect(await screen.findByText('Step 2 of 2: About you')).toBeInTheDocument();
  });

  it('does not advance by itself while the player is typing in the form', async () => {
    onboardingProvider();
    open();
    const user = userEvent.setup();
    await fillAccountPage(user);
    expect(screen.getByText('Step 1 of 2: Your account')).toBeInTheDocument();
  });

  it('signs up with a captcha, starts the session, shows the completion page and goes to the lobby', async () => {
    const provider = signupProvider(({ headers }) =>
      isSolvedCaptcha(headers['x-captcha-token']) ? reply(201, { ...sampleSession(77, 'jane_doe'), message: 'Welcome!' }) : fail(400, 'captcha'),
    );
    open();
    const started = recordStartedSessions();
    const user = userEvent.setup();
    await fillAccountPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillAboutPage(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Welcome, Jane! Your account is ready.')).toBeInTheDocument();
    expect(provider.requests(sessionEndpoints.signup)[0]?.body).toMatchObject({
      email: 'jane@example.com',
      password: 'Secret123',
      first_name: 'Jane',
      last_name: 'Doe',
      birth_date: '1990-01-31',
      login: 'jane_doe',
      download_id: 'DL-ABC123',
      skin_id: 1,
    });
    expect(provider.requests(sessionEndpoints.signup)[0]?.withCredentials).toBe(true);
    expect(started).toEqual([expect.objectContaining({ playerId: 77, login: 'jane_doe', firstName: 'Jane', sessionId: 'session-77' })]);
    expect(JSON.stringify(started)).not.toContain('Secret123');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/lobby/games/'));
    await user.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(provider.requests(marketingEndpoints.abandonedSignup)).toHaveLength(0);
  });

  it.each(['An account with this email already exists', 'An account already exists'])(
    "'%s' leads to the account-exists page with a login prompt, without a report",
    async (errorMessage) => {
      const provider = signupProvider(() => fail(409, errorMessage));
      open();
      const user = userEvent.setup();
      await fillAccountPage(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await fillAboutPage(user);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      const page = await screen.findByRole('region', { name: 'Account exists' });
      expect(within(page).getByRole('alert')).toHaveTextContent('An account with this email or login already exists. Please log in instead.');
      await user.click(within(page).getByRole('button', { name: 'Log In' }));
      expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
      expect(screen.getByLabelText('Username or email')).toHaveValue('jane@example.com');
      expect(provider.requests(marketingEndpoints.abandonedSignup)).toHaveLength(0);
    },
  );

  it('any other failure leads to the live-chat page and sends the abandoned-signup report', async () => {
    const provider = signupProvider(() => fail(400, 'Please enter your first name'));
    const { bus } = open();
    const chats: unknown[] = [];
    bus.on('chat.open', (command) => chats.push(command));
    const user = userEvent.setup();
    await fillAccountPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillAboutPage(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const page = await screen.findByRole('region', { name: 'Signup help' });
    expect(within(page).getByRole('alert')).toHaveTextContent('Please enter your first name');
    await user.click(within(page).getByRole('button', { name: 'Chat with support' }));
    expect(chats).toHaveLength(1);
    await waitFor(() => expect(provider.requests(marketingEndpoints.abandonedSignup)).toHaveLength(1));
    expect(provider.requests(marketingEndpoints.abandonedSignup)[0]?.body).toMatchObject({ email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe', login: 'jane_doe' });
    // Back to the form: nothing typed is lost.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
  });

  it('a viewer restriction gets its own text and no report', async () => {
    const provider = signupProvider(() => fail(403, 'errorViewerRestriction'));
    open('quicksignup');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Month'), '01');
    await user.type(screen.getByLabelText('Day'), '31');
    await user.type(screen.getByLabelText('Year'), '1990');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByLabelText(/accept the terms and conditions/));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.viewerRestriction);
    expect(provider.requests(sessionEndpoints.signup)[0]?.body).not.toHaveProperty('login');
    expect(provider.requests(marketingEndpoints.abandonedSignup)).toHaveLength(0);
  });

  it('persists what was typed without passwords; closing clears it and resets the type to login', async () => {
    onboardingProvider();
    const { bus } = open();
    const user = userEvent.setup();
    await fillAccountPage(user);
    const stored = JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}') as { type: string; data: Record<string, unknown> };
    expect(stored.type).toBe('signup');
    expect(stored.data).toMatchObject({ email: ' Jane@Example.com '.trim().toLowerCase(), username: 'jane_doe' });
    expect(JSON.stringify(stored)).not.toContain('Secret123');
    // Reopened, the form starts from the store.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    act(() => bus.emit('onboarding.open', { state: 'signup' }));
    expect(screen.getByLabelText('Username')).toHaveValue('jane_doe');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 'login', data: { email: '', username: '' } });
  });
});
