import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from 'shared-events';
import { reply } from 'shared-api/testing';
import { jackpotEndpoints } from 'shared-contract';
import { TOOLTIP_HIDE_MS } from 'shared-ui';
import { renderWithShell } from 'shared-ui/testing';
import { installFakeLobbyProvider, PLAYER } from '../testing/fake-lobby-provider';
import { JackpotBanner } from './jackpot-banner';

const signedIn = () => {
  const bus = createEventBus();
  bus.emit('session.changed', { status: 'authenticated', player: PLAYER });
  return bus;
};

describe('JackpotBanner', () => {
  it('shows the current amount and recent winners to a visitor, without a switch', async () => {
    installFakeLobbyProvider();
    renderWithShell(<JackpotBanner />);
    const banner = screen.getByRole('region', { name: /LOBBY JACKPOT/ });
    expect(await screen.findByText('$10,234.50')).toBeInTheDocument();
    expect(banner).toHaveTextContent("Maria G. won $12,500.75 on Aztec's Millions");
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers the opt-in switch to a player', async () => {
    installFakeLobbyProvider();
    renderWithShell(<JackpotBanner />, { bus: signedIn() });
    expect(await screen.findByRole('switch', { name: 'Opt in' })).toHaveAttribute('aria-checked', 'false');
  });

  it('treats a failed amount as zero', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeLobbyProvider().on(jackpotEndpoints.amount, () => reply(500, {}));
    renderWithShell(<JackpotBanner />);
    // The listing's own amount stands in; without a listing there is no banner at all.
    expect(await screen.findByText('$10,000.00')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('shows the lobbyJackpotWin dialogue for unclaimed hits and claims them', async () => {
    const user = userEvent.setup();
    const provider = installFakeLobbyProvider({ unclaimed: 10234.5 });
    const bus = signedIn();
    const refreshes = jest.fn();
    bus.on('balance.refresh', refreshes);
    renderWithShell(<JackpotBanner />, { bus });
    const dialog = await screen.findByRole('dialog', { name: 'You won the Lobby Jackpot!' });
    expect(dialog).toHaveTextContent('Congratulations! You have won $10,234.50 from the Lobby Jackpot.');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [claim] = provider.requests(jackpotEndpoints.claimHits);
    expect(claim?.url).toBe('http://localhost:4000/jackpot/lobby/7/hits');
    expect(claim?.headers['idempotency-key']).toMatch(/^jackpot-claim-7-/);
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  it('explains the contribution in a tooltip that hides itself after 5000 ms', async () => {
    installFakeLobbyProvider();
    renderWithShell(<JackpotBanner />);
    await screen.findByText('$10,234.50');
    jest.useFakeTimers();
    fireEvent.focus(screen.getByRole('button', { name: 'About the lobby jackpot' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('While opted in, a compulsory 0.01 USD is taken from your balance after every spin.');
    act(() => jest.advanceTimersByTime(TOOLTIP_HIDE_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
