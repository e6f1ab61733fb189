import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, reply } from 'shared-api/testing';
import { jackpotEndpoints, quickPlayEndpoints } from 'shared-contract';
import { createEventBus, type PlayerIdentity } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { installFakeLobbyProvider, PLAYER } from '../testing/fake-lobby-provider';
import { LobbyToggles } from './lobby-toggles';

function renderFor(player: PlayerIdentity | null) {
  const bus = createEventBus();
  bus.emit('session.changed', player ? { status: 'authenticated', player } : { status: 'anonymous' });
  const optIns: boolean[] = [];
  bus.on('jackpot.optin.changed', ({ optedIn }) => optIns.push(optedIn));
  renderWithShell(<LobbyToggles />, { bus });
  return { bus, optIns };
}

describe('LobbyToggles (mobile menu)', () => {
  it('shows LOBBY JACKPOT and QUICK PLAY together once both are known', async () => {
    installFakeLobbyProvider({ optedIn: true });
    renderFor(PLAYER);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'LOBBY JACKPOT' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'QUICK PLAY' })).toHaveAttribute('aria-checked', 'false');
  });

  it('opts in to the jackpot only after the lobbyJackpotOptIn confirmation', async () => {
    const user = userEvent.setup();
    const provider = installFakeLobbyProvider();
    const { optIns } = renderFor(PLAYER);
    await user.click(await screen.findByRole('switch', { name: 'LOBBY JACKPOT' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the Lobby Jackpot' });
    expect(dialog).toHaveTextContent('While opted in, a compulsory 0.01 USD is taken from your balance after every spin.');
    expect(provider.requests(jackpotEndpoints.optIn)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'LOBBY JACKPOT' })).toHaveAttribute('aria-checked', 'true'));
    const [optIn] = provider.requests(jackpotEndpoints.optIn);
    expect(optIn?.url).toBe('http://localhost:4000/jackpot/lobby/7/jackpots/lobby-1');
    expect(optIn?.query).toEqual({ optPlayer: true });
    expect(optIns).toEqual([true]);
    expect(JSON.parse(localStorage.getItem('casino.jackpot-optin')!)).toEqual({ playerId: 7, optedIn: true });

    await user.click(screen.getByRole('switch', { name: 'LOBBY JACKPOT' }));
    expect(screen.getByRole('dialog', { name: 'Leave the Lobby Jackpot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: 'LOBBY JACKPOT' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: 'LOBBY JACKPOT' }));
    await user.click(screen.getByRole('button', { name: 'Opt out' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'LOBBY JACKPOT' })).toHaveAttribute('aria-checked', 'false'));
    expect(optIns).toEqual([true, false]);
  });

  it('treats jackpot failures as not opted in and logs them only', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeLobbyProvider({ optedIn: true }).on(jackpotEndpoints.playerJackpots, () => reply(500, {}));
    renderFor(PLAYER);
    expect(await screen.findByRole('switch', { name: 'LOBBY JACKPOT' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('opts in and out of QuickPlay against the quick accounts call', async () => {
    const user = userEvent.setup();
    const provider = installFakeLobbyProvider();
    renderFor(PLAYER);
    await user.click(await screen.findByRole('switch', { name: 'QUICK PLAY' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'QUICK PLAY' })).toHaveAttribute('aria-checked', 'true'));
    expect(provider.requests(quickPlayEndpoints.optIn)[0]?.body).toEqual({
      hashed_password: 'cashier-credential',
      casinoID: 937,
      player_id: 7,
      login: 'demoplayer',
    });
    await user.click(screen.getByRole('switch', { name: 'QUICK PLAY' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'QUICK PLAY' })).toHaveAttribute('aria-checked', 'false'));
    expect(provider.requests(quickPlayEndpoints.optOut)).toHaveLength(1);
  });

  it('moves QUICK PLAY back when the provider refuses', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeLobbyProvider().on(quickPlayEndpoints.optIn, () => fail(403, 'No'));
    renderFor(PLAYER);
    await user.click(await screen.findByRole('switch', { name: 'QUICK PLAY' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'QUICK PLAY' })).toHaveAttribute('aria-checked', 'false'));
    errors.mockRestore();
  });

  it('shows nothing to a visitor', () => {
    installFakeLobbyProvider();
    renderFor(null);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers the jackpot as the provider decides, and once a first deposit lifts the block, without logging in again', async () => {
    const provider = installFakeLobbyProvider({ blocked: true });
    const { bus } = renderFor(PLAYER);
    await screen.findByRole('switch', { name: 'QUICK PLAY' });
    expect(screen.queryByRole('switch', { name: 'LOBBY JACKPOT' })).not.toBeInTheDocument();
    // The first deposit: the provider no longer blocks the player, and the host publishes the new balance.
    provider.setBlocked(false);
    bus.emit('balance.changed', { balance: 20, currencySymbol: '$' });
    expect(await screen.findByRole('switch', { name: 'LOBBY JACKPOT' })).toHaveAttribute('aria-checked', 'false');
  });
});
