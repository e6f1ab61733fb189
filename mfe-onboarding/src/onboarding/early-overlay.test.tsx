import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EARLY_OVERLAY_ATTRIBUTE, EARLY_SUBMITTED_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE } from 'shared-events/first-screen';
import { renderWithShell } from 'shared-ui/testing';
import { renderFirstScreen } from '../first-screen/render-first-screen';
import { onboardingProvider } from '../testing/onboarding-provider';
import { OnboardingModal } from './onboarding-modal';

/** The page as the site server sends it to a visitor, with the early overlay's `state` view shown as the entry loader shows it on a tap. */
async function pageWithEarlyView(state: 'signup' | 'login' = 'signup'): Promise<HTMLElement> {
  const { html } = await renderFirstScreen({ exposed: 'OnboardingModal', path: '/', runtimeConfig: {}, userAgent: '' });
  const overlay = document.createElement('div');
  overlay.setAttribute(EARLY_OVERLAY_ATTRIBUTE, 'mfe-onboarding/OnboardingModal');
  overlay.innerHTML = html;
  for (const view of overlay.querySelectorAll<HTMLElement>(`[${EARLY_VIEW_ATTRIBUTE}]`)) view.hidden = view.getAttribute(EARLY_VIEW_ATTRIBUTE) !== state;
  document.body.append(overlay);
  return overlay;
}
const pageWithEarlySignup = () => pageWithEarlyView('signup');

describe('the sign-up and log-in views a page shows before it has started', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
    onboardingProvider();
  });

  it('is the modal’s sign-up form, and the modal takes over what was typed in it, with the field being typed in', async () => {
    const user = userEvent.setup();
    const overlay = await pageWithEarlySignup();
    const early = within(overlay).getByRole('dialog', { name: 'Sign Up' });
    await user.type(within(early).getByLabelText('Email'), 'early@example.com');
    await user.type(within(early).getByLabelText('Password'), 'secret1');
    await user.type(within(early).getByLabelText('Username'), 'earl');

    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'signup', params: { coupon: 'WELCOME300' } }));

    expect(overlay).not.toBeVisible();
    expect(overlay).toBeEmptyDOMElement();
    const modal = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(within(modal).getByLabelText('Email')).toHaveValue('early@example.com');
    expect(within(modal).getByLabelText('Password')).toHaveValue('secret1');
    expect(within(modal).getByLabelText('Username')).toHaveFocus();
    await user.keyboard('y');
    expect(within(modal).getByLabelText('Username')).toHaveValue('early');
  });

  it('submits what it took over when the person asked to before the take-over', async () => {
    const user = userEvent.setup();
    const overlay = await pageWithEarlySignup();
    const early = within(overlay).getByRole('dialog', { name: 'Sign Up' });
    await user.type(within(early).getByLabelText('Email'), 'not-an-email');
    overlay.querySelector('[data-early-view="signup"]')?.setAttribute(EARLY_SUBMITTED_ATTRIBUTE, '');

    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'signup' }));

    // The first page's Next ran: its messages show for the fields it checked.
    expect(await screen.findByText(/valid email/i)).toBeInTheDocument();
  });

  it('shows the log-in view alone when LOGIN opened it, and the modal’s log-in form takes over what was typed in it', async () => {
    const user = userEvent.setup();
    const overlay = await pageWithEarlyView('login');
    // The sign-up view is in the overlay, not shown.
    expect(within(overlay).queryByRole('dialog', { name: 'Sign Up' })).toBeNull();
    const early = within(overlay).getByRole('dialog', { name: 'Log In' });
    await user.type(within(early).getByLabelText('Username or email'), 'earlyplayer');
    await user.type(within(early).getByLabelText('Password'), 'Secret1');

    const { bus } = renderWithShell(<OnboardingModal />);
    // The sign-up view the overlay also holds is not what the page shows: the modal takes over only the log-in.
    act(() => bus.emit('onboarding.open', { state: 'login' }));

    expect(overlay).toBeEmptyDOMElement();
    const modal = screen.getByRole('dialog', { name: 'Log In' });
    expect(within(modal).getByLabelText('Username or email')).toHaveValue('earlyplayer');
    expect(within(modal).getByLabelText('Password')).toHaveValue('Secret1');
    expect(within(modal).getByLabelText('Password')).toHaveFocus();
  });

  it('is left as it is by a modal opened while it is hidden, and goes when the modal opens another view over it', async () => {
    const user = userEvent.setup();
    const overlay = await pageWithEarlySignup();
    overlay.hidden = true;
    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'signup' }));
    expect(overlay).not.toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    overlay.hidden = false;
    act(() => bus.emit('onboarding.open', { state: 'login' }));
    expect(overlay).toBeEmptyDOMElement();
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });
});
