import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memorySessionPort, provideSession, resetSessionPort } from 'shared-api';
import { samplePlayerData } from 'shared-api/testing';
import { playerEndpoints } from 'shared-contract';
import { renderWithShell } from 'shared-ui/testing';
import { OnboardingModal } from '../onboarding/onboarding-modal';
import { onboardingProvider } from '../testing/onboarding-provider';

describe('moreDetails', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetSessionPort());

  it('asks for address then contact, saves them and continues to the cashier', async () => {
    const provider = onboardingProvider()
      .on(playerEndpoints.playerData, () => samplePlayerData())
      .on(playerEndpoints.updatePlayer, () => samplePlayerData({ profile_complete: true }));
    // The host's session: on the bus for the wizard, and in the session port for the provider calls.
    provideSession(memorySessionPort({ sessionToken: () => 'token-42' }));
    const { bus } = renderWithShell(<OnboardingModal />);
    const cashier: unknown[] = [];
    bus.on('cashier.open', (command) => cashier.push(command));
    act(() => {
      bus.emit('session.changed', { status: 'authenticated', player: { login: 'jdoe', playerId: 42, sessionKey: 'k-token-42' } });
      bus.emit('onboarding.open', { state: 'moreDetails' });
    });
    const user = userEvent.setup();
    await screen.findByText('Step 1 of 2: Address');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of ['Please enter your address', 'Please enter your city', 'Please select your state', 'Please enter your zip code']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Address'), '1 Main St #4');
    await user.type(screen.getByLabelText('City'), 'Las Vegas');
    await user.selectOptions(screen.getByLabelText('State'), 'NV');
    await user.type(screen.getByLabelText('Zip code'), '89101');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText("Please use only letters, digits, spaces and - + . , '")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), '1 Main St');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Mobile phone (optional)'), '(702)');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText('Please select your gender')).toBeInTheDocument();
    expect(screen.getByText('Please use only digits, spaces, + and -')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Male'));
    await user.clear(screen.getByLabelText('Mobile phone (optional)'));
    await user.type(screen.getByLabelText('Mobile phone (optional)'), '+1 702-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Thank you. Your account details are saved.')).toBeInTheDocument();
    expect(provider.requests(playerEndpoints.updatePlayer)[0]?.body).toMatchObject({
      address_1: '1 Main St',
      city: 'Las Vegas',
      state: 'NV',
      zip: '89101',
      country: 'US',
      gender: true,
      cell_phone: '+1 702-555-0100',
    });
    await user.click(screen.getByRole('button', { name: 'Continue to Deposit' }));
    await waitFor(() => expect(cashier).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
