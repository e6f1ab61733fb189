import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordStartedSessions, fail } from 'shared-api/testing';
import { saferGamblingEndpoints, selfExclusionMessage, sessionEndpoints, timeOutMessage } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { isSolvedCaptcha, onboardingProvider } from '../testing/onboarding-provider';

const TIME_OUT_ENDS = '2026-11-29T17:00:00Z';
const EXCLUSION_ENDS = '2027-11-28T17:00:00Z';

const refusedForATimeOut = () => onboardingProvider().on(sessionEndpoints.login, () => fail(403, timeOutMessage(TIME_OUT_ENDS)));

const logInDuringTimeOut = async () => {
  const rendered = renderWithShell(<OnboardingModal />);
  act(() => rendered.bus.emit('onboarding.open', { state: 'login' }));
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or email'), ' JDoe');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
};

/** Chooses the length, types the password, and answers both questions. */
const excludeFor = async (user: ReturnType<typeof userEvent.setup>, length: string, password: string) => {
  await user.click(await screen.findByRole('button', { name: 'Self-exclude instead' }));
  await user.click(screen.getByRole('radio', { name: length }));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Exclude myself' }));
  expect(screen.getByRole('heading', { name: `Exclude yourself for ${length}?` })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const confirm = screen.getByRole('button', { name: `Exclude me for ${length}` });
  expect(confirm).toBeDisabled();
  await user.type(screen.getByLabelText('Type EXCLUDE ME to confirm'), 'EXCLUDE ME');
  await user.click(confirm);
};

describe('self-excluding from the login dialog during a time-out', () => {
  beforeEach(() => localStorage.clear());

  it("shows the time-out's refusal with the offer to self-exclude instead", async () => {
    refusedForATimeOut();
    await logInDuringTimeOut();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(timeOutMessage(TIME_OUT_ENDS));
    expect(within(alert).getByRole('button', { name: 'Self-exclude instead' })).toBeInTheDocument();
  });

  it('offers nothing of the kind for a wrong password', async () => {
    onboardingProvider().on(sessionEndpoints.login, () => fail(401, 'Invalid login or password. Please try again.'));
    await logInDuringTimeOut();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password. Please try again.');
    expect(screen.queryByRole('button', { name: 'Self-exclude instead' })).not.toBeInTheDocument();
  });

  it('sends the login, password, length and phrase with a solved captcha, shows the end, and starts no session', async () => {
    const provider = refusedForATimeOut().on(saferGamblingEndpoints.passwordSelfExclusion, ({ headers }) =>
      isSolvedCaptcha(headers['x-captcha-token'])
        ? {
          restriction: { kind: 'self-exclusion' as const, started_at: '2026-11-28T17:00:00Z', ends_at: EXCLUSION_ENDS },
          message: selfExclusionMessage(EXCLUSION_ENDS),
        }
        : fail(400, 'captcha'));
    const started = recordStartedSessions();
    const user = await logInDuringTimeOut();
    await excludeFor(user, '1 year', 'Secret123');
    expect(await screen.findByRole('status')).toHaveTextContent(selfExclusionMessage(EXCLUSION_ENDS));
    expect(screen.getByText(/November 28, 2027/)).toBeInTheDocument();
    expect(provider.requests(saferGamblingEndpoints.passwordSelfExclusion).map((request) => request.body)).toEqual([
      { login: 'jdoe', password: 'Secret123', duration: '1y', confirmation: 'EXCLUDE ME' },
    ]);
    expect(started).toHaveLength(0);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret123');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the provider's message for a wrong password, back where the password can be typed again", async () => {
    refusedForATimeOut().on(saferGamblingEndpoints.passwordSelfExclusion, () => fail(401, 'Invalid login or password. Please try again.'));
    const user = await logInDuringTimeOut();
    await excludeFor(user, '6 months', 'Wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password. Please try again.');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong1234');
    expect(screen.getByRole('button', { name: 'Exclude myself' })).toBeEnabled();
  });

  it('asks for the password before the questions, and goes back to the login form', async () => {
    const provider = refusedForATimeOut();
    const user = await logInDuringTimeOut();
    await user.click(await screen.findByRole('button', { name: 'Self-exclude instead' }));
    await user.click(screen.getByRole('button', { name: 'Exclude myself' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(provider.requests(saferGamblingEndpoints.passwordSelfExclusion)).toHaveLength(0);
  });
});
