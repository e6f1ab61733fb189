import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, ONBOARDING_STATES } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from './onboarding-modal';
import { ONBOARDING_TITLES } from './onboarding-titles';

describe('OnboardingModal', () => {
  it.each(ONBOARDING_STATES)('opens in the %s state on the onboarding.open command', (state) => {
    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state }));
    expect(screen.getByRole('dialog', { name: ONBOARDING_TITLES[state] })).toBeInTheDocument();
  });

  it('opens for a command sent before the remote had loaded', () => {
    const bus = createEventBus();
    bus.emit('onboarding.open', { state: 'signup' });
    renderWithShell(<OnboardingModal />, { bus });
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('closes on Esc and on the close icon', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'signup' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('onboarding.open', { state: 'login' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
