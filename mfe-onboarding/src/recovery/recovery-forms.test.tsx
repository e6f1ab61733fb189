import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingState } from 'shared-events';
import { fail, type FakeHandler } from 'shared-api/testing';
import { sessionEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { isSolvedCaptcha, onboardingProvider } from '../testing/onboarding-provider';

const SENT = 'If an account matches, we have sent an email with instructions.';

const open = (state: OnboardingState, params?: Record<string, string>) => {
  const rendered = renderWithShell(<OnboardingModal />);
  act(() => rendered.bus.emit('onboarding.open', { state, ...(params ? { params } : {}) }));
  return rendered;
};

const putLogin: FakeHandler<typeof sessionEndpoints.loginOperation.schemas> = ({ headers, body }) => {
  if (!isSolvedCaptcha(headers['x-captcha-token'])) return fail(400, 'captcha');
  if (body.op === 'cpwt' && body.token !== 'good') return fail(400, 'This password reset link is invalid or has expired.');
  return { message: body.op === 'cpwt' ? 'Your password has been changed. Please log in.' : SENT };
};

const recoveryProvider = () => onboardingProvider().on(sessionEndpoints.loginOperation, putLogin);

describe('recovery', () => {
  beforeEach(() => localStorage.clear());

  it('forgotten username: validates the email, then sends op fu with a captcha', async () => {
    const provider = recoveryProvider();
    open('forgottenusername');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send My Username' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Username' }));
    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(provider.requests(sessionEndpoints.loginOperation)[0]?.body).toEqual({ op: 'fu', email: 'jane@example.com' });
  });

  it('forgotten password: asks for a username or email, then sends op fp', async () => {
    const provider = recoveryProvider();
    open('forgottenpassword');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter your username or email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or email'), 'JDoe');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(provider.requests(sessionEndpoints.loginOperation)[0]?.body).toEqual({ op: 'fp', player_id: 'jdoe' });
    await user.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('password reset: pid and token with a new password that must match (op cpwt)', async () => {
    const provider = recoveryProvider();
    open('passwordreset', { pid: '12', token: 'good' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByText('Passwords should be at least 6 characters...')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Your password has been changed. Please log in.')).toHaveAttribute('role', 'status');
    expect(provider.requests(sessionEndpoints.loginOperation)[0]?.body).toEqual({ op: 'cpwt', player_id: '12', token: 'good', pwd: 'New12345' });
  });

  it("password reset: shows the provider's answer for a used link", async () => {
    recoveryProvider();
    open('passwordreset', { pid: '12', token: 'used' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('password reset without pid and token offers a new link', async () => {
    onboardingProvider();
    open('passwordreset');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByRole('dialog', { name: 'Forgotten Password' })).toBeInTheDocument();
  });
});
