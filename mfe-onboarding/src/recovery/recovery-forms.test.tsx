import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnboardingState } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { fakeProvider, isSolvedCaptcha, requestsTo } from '../testing/fake-provider';

const SENT = 'If an account matches, we have sent an email with instructions.';

const open = (state: OnboardingState, params?: Record<string, string>) => {
  const rendered = renderWithShell(<OnboardingModal />);
  act(() => rendered.bus.emit('onboarding.open', { state, ...(params ? { params } : {}) }));
  return rendered;
};

const putLogin = () => ({
  'PUT /937/login': (request: { headers: Record<string, string>; body: Record<string, unknown> }) => {
    if (!isSolvedCaptcha(request.headers['x-captcha-token'])) return { status: 400, body: { errorMessage: 'captcha' } };
    if (request.body.op === 'cpwt' && request.body.token !== 'good') return { status: 400, body: { errorMessage: 'This password reset link is invalid or has expired.' } };
    return { status: 200, body: { message: request.body.op === 'cpwt' ? 'Your password has been changed. Please log in.' : SENT } };
  },
});

describe('recovery', () => {
  beforeEach(() => localStorage.clear());

  it('forgotten username: validates the email, then sends op fu with a captcha', async () => {
    fakeProvider(putLogin());
    open('forgottenusername');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send My Username' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Username' }));
    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(requestsTo('PUT', '/937/login')[0]?.body).toEqual({ op: 'fu', email: 'jane@example.com' });
  });

  it('forgotten password: asks for a username or email, then sends op fp', async () => {
    fakeProvider(putLogin());
    open('forgottenpassword');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter your username or email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or email'), 'JDoe');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(requestsTo('PUT', '/937/login')[0]?.body).toEqual({ op: 'fp', player_id: 'jdoe' });
    await user.click(screen.getByRole('button', { name: 'Back to Log In' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('password reset: pid and token with a new password that must match (op cpwt)', async () => {
    fakeProvider(putLogin());
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
    expect(requestsTo('PUT', '/937/login')[0]?.body).toEqual({ op: 'cpwt', player_id: '12', token: 'good', pwd: 'New12345' });
  });

  it("password reset: shows the provider's answer for a used link", async () => {
    fakeProvider(putLogin());
    open('passwordreset', { pid: '12', token: 'used' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('password reset without pid and token offers a new link', async () => {
    fakeProvider({});
    open('passwordreset');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByRole('dialog', { name: 'Forgotten Password' })).toBeInTheDocument();
  });
});
