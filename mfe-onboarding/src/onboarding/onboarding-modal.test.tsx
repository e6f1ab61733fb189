import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, ONBOARDING_STATES } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { onboardingProvider } from '../testing/onboarding-provider';
import { OnboardingModal } from './onboarding-modal';
import { ONBOARDING_STORAGE_KEY } from './onboarding-store';
import { ONBOARDING_TITLES } from './onboarding-titles';

describe('OnboardingModal', () => {
  beforeEach(() => {
    localStorage.clear();
    // Quick links and moreDetails call the provider as they open; nothing answers here.
    onboardingProvider();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

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

  it('closing resets the type to login and clears the data', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'forgottenusername' }));
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 'forgottenusername', data: { email: 'jane@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '{}')).toMatchObject({ type: 'login', data: { email: '' } });
    act(() => bus.emit('onboarding.open', { state: 'forgottenusername' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('restores what was typed after a reload, from the persisted store', () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ type: 'signup', data: { email: 'kept@example.com', password: 'leaked' } }));
    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'signup' }));
    expect(screen.getByLabelText('Email')).toHaveValue('kept@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).not.toContain('leaked');
  });

  it('switches between types inside the open modal', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<OnboardingModal />);
    act(() => bus.emit('onboarding.open', { state: 'login' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your username?' }));
    expect(screen.getByRole('dialog', { name: 'Forgotten Username' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
