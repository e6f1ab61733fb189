import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordStartedSessions } from 'shared-api/testing';
import { GENERIC_ERROR_MESSAGE } from 'shared-api';
import { fail, samplePlayerData, sampleSession } from 'shared-api/testing';
import { playerEndpoints, sessionEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { ONBOARDING_STORAGE_KEY } from '../onboarding/onboarding-store';
import { isSolvedCaptcha, onboardingProvider } from '../testing/onboarding-provider';
import { ERROR_TEXTS } from '../validation/messages';

const openLogin = (state: 'login' | 'compactlogin' = 'login') => {
  const rendered = renderWithShell(<OnboardingModal />);
  act(() => rendered.bus.emit('onboarding.open', { state }));
  return rendered;
};

const fillAndSubmit = async (login: string, password: string) => {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText('Username or email'), login);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
};

describe('login', () => {
  beforeEach(() => localStorage.clear());

  it("says 'Please enter your login details.' without credentials, and calls nothing", async () => {
    const provider = onboardingProvider();
    openLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter your login details.')).toBeInTheDocument();
    expect(provider.allRequests()).toHaveLength(0);
  });

  it("says 'Please enter your login details.' when only the password is missing", async () => {
    const provider = onboardingProvider();
    openLogin();
    await fillAndSubmit('jdoe', '');
    expect(await screen.findByText('Please enter your login details.')).toBeInTheDocument();
    expect(provider.requests(sessionEndpoints.login)).toHaveLength(0);
  });

  it('logs in with a solved captcha, trimmed lower-cased login, and starts the session without the password', async () => {
    // No session port: the new session's token must be named by the call that reads the first name.
    const provider = onboardingProvider()
      .on(sessionEndpoints.login, ({ headers }) => (isSolvedCaptcha(headers['x-captcha-token']) ? sampleSession() : fail(400, 'captcha')))
      .on(playerEndpoints.playerData, ({ headers }) => (headers['x-session-token'] === 'token-42' ? samplePlayerData() : fail(401, 'no session')));
    openLogin();
    const started = recordStartedSessions();
    await fillAndSubmit('  JDoe ', 'Secret123');
    await waitFor(() => expect(started).toHaveLength(1));
    expect(provider.requests(sessionEndpoints.login)[0]?.body).toMatchObject({ login: 'jdoe', password: 'Secret123', skin_id: 1, for_money: true });
    // With credentials, so the browser keeps the provider's refresh cookie that renews the session.
    expect(provider.requests(sessionEndpoints.login)[0]?.withCredentials).toBe(true);
    expect(started[0]).toEqual({
      login: 'jdoe',
      playerId: 42,
      sessionToken: 'token-42',
      sessionId: 'session-42',
      firstName: 'Jane',
    });
    expect(JSON.stringify(started)).not.toContain('Secret123');
    // A login is a transition: the modal closes, and nothing secret stayed behind.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret123');
  });

  it("shows the provider's message for a wrong password and keeps what was typed", async () => {
    onboardingProvider().on(sessionEndpoints.login, () => fail(401, 'Invalid login or password. Please try again.'));
    openLogin();
    await fillAndSubmit('jdoe', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password. Please try again.');
    expect(screen.getByLabelText('Username or email')).toHaveValue('jdoe');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
  });

  it.each([
    ['an HTML-like', '<html><body>Proxy error</body></html>'],
    ['an empty', ''],
  ])('replaces %s server message with the generic text', async (_kind, errorMessage) => {
    onboardingProvider().on(sessionEndpoints.login, () => fail(500, errorMessage));
    openLogin();
    await fillAndSubmit('jdoe', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
  });

  it('after the fifth failure shows the too-many-attempts text with reset and support', async () => {
    let failures = 0;
    onboardingProvider().on(sessionEndpoints.login, () => {
      failures += 1;
      return failures >= 5 ? fail(403, 'errorMaxLoginAttempts') : fail(401, 'Invalid login or password. Please try again.');
    });
    const { bus } = openLogin();
    const user = await fillAndSubmit('jdoe', 'wrong');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await screen.findByRole('alert');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
    }
    expect(await screen.findByText(ERROR_TEXTS.maxLoginAttempts)).toBeInTheDocument();
    const chats: unknown[] = [];
    bus.on('chat.open', (command) => chats.push(command));
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(chats).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('dialog', { name: 'Forgotten Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveValue('jdoe');
  });

  it.each([
    ['errorViewerRestriction', ERROR_TEXTS.viewerRestriction],
    ['errorCasinoMaintenance', ERROR_TEXTS.casinoMaintenance],
  ])('says what %s means', async (code, text) => {
    onboardingProvider().on(sessionEndpoints.login, () => fail(403, code));
    openLogin();
    await fillAndSubmit('jdoe', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('keeps the typed login (never the password) in the persisted onboarding store', async () => {
    onboardingProvider();
    openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'jdoe');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    const stored = localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ type: 'login', data: { login: 'jdoe' } });
    expect(stored).not.toContain('Secret123');
  });

  it('compactlogin links only to the password reset', () => {
    onboardingProvider();
    openLogin('compactlogin');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
