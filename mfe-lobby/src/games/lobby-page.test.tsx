import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, reply } from 'shared-api/testing';
import { favouriteEndpoints, gameEndpoints } from 'shared-contract';
import { createEventBus } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { lobbyCatalogue } from '../testing/catalogue-fixture';
import { installFakeLobbyProvider, PLAYER } from '../testing/fake-lobby-provider';
import { LobbyPage } from './lobby-page';

const signedInBus = () => {
  const bus = createEventBus();
  bus.emit('session.changed', { status: 'authenticated', player: PLAYER });
  return bus;
};

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Games' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('LobbyPage', () => {
  it('shows skeletons, then the categories in SPEC order with the first one open', async () => {
    installFakeLobbyProvider();
    renderWithShell(<LobbyPage />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading games…');
    const categories = await screen.findByRole('group', { name: 'Game categories' });
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'New Games', 'Slots', 'Progressives', 'Crash Games', 'Live Dealer', 'Table Games', 'Video Poker',
    ]);
    expect(within(categories).getByRole('button', { name: 'New Games' })).toHaveAttribute('aria-pressed', 'true');
    expect(tileNames()).toEqual(['Neon Nights™']);
  });

  it('browses a category and its sub-categories, video poker in hand order, and remembers the choice', async () => {
    const user = userEvent.setup();
    installFakeLobbyProvider();
    const { unmount } = renderWithShell(<LobbyPage />);
    await user.click(await screen.findByRole('button', { name: 'Video Poker' }));
    const subs = screen.getByRole('group', { name: 'Video Poker sub-categories' });
    expect(within(subs).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', '1 Hand', '3 Hand', '10 Hand']);
    await user.click(within(subs).getByRole('button', { name: '3 Hand' }));
    expect(tileNames()).toEqual(['Jacks or Better 3 Hand']);
    unmount();
    renderWithShell(<LobbyPage />);
    expect(await screen.findByRole('button', { name: '3 Hand' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches as the player types, deduplicated, and says how many games it found', async () => {
    const user = userEvent.setup();
    installFakeLobbyProvider();
    renderWithShell(<LobbyPage />);
    await screen.findByRole('group', { name: 'Game categories' });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'BANDITS');
    expect(screen.getByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('2 games found')).toBeInTheDocument();
    expect(tileNames()).toEqual(['Cash Bandits', 'Cash Bandits 2']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(screen.getByText('No games match “zzz”.')).toBeInTheDocument();
  });

  it('shows favourites newest first although the provider lists them oldest first', async () => {
    const user = userEvent.setup();
    const [first, second] = lobbyCatalogue().games;
    // The provider lists oldest first.
    installFakeLobbyProvider({ favourites: [{ machine_id: first!.machine_id, game_id: 1 }, { machine_id: second!.machine_id, game_id: 1 }] });
    renderWithShell(<LobbyPage />, { bus: signedInBus() });
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(tileNames()).toEqual([second!.display_name, first!.display_name]));
  });

  it('puts a refused favourite back and only logs it, with no message to the player (SPEC §8)', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = fail(404, 'No such game');
    let release: () => void = () => undefined;
    const provider = installFakeLobbyProvider().on(
      favouriteEndpoints.add,
      () => new Promise((resolve) => { release = () => resolve(answer); }),
    );
    renderWithShell(<LobbyPage />, { bus: signedInBus() });
    const heart = await screen.findByRole('button', { name: 'Favourite Neon Nights™' });
    await user.click(heart);
    // Local first: pressed before the provider has answered.
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await act(async () => release());
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(errors).toHaveBeenCalledWith('Favourite add failed: Status: 404', 'No such game');
    expect(screen.queryByText(/could not/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(provider.requests(favouriteEndpoints.add)[0]?.query).toMatchObject({ machineId: lobbyCatalogue().games[0]!.machine_id, gameId: 1, playerId: 7 });

    // A failure without the provider's message (a gateway's 503) is logged the same way.
    answer = reply(503, {});
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await act(async () => release());
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(errors).toHaveBeenCalledWith('Favourite add failed: Status: 503', 'Status: 503');
    expect(screen.queryByText(/could not/i)).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('removes a favourite and restores it in place if the provider refuses, logging it only', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const games = lobbyCatalogue().games;
    let release: () => void = () => undefined;
    installFakeLobbyProvider({
      favourites: games.slice(0, 3).map((game) => ({ machine_id: game.machine_id, game_id: game.game_id })),
    }).on(favouriteEndpoints.remove, () => new Promise((resolve) => { release = () => resolve(fail(400, 'No')); }));
    renderWithShell(<LobbyPage />, { bus: signedInBus() });
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(tileNames()).toHaveLength(3));
    const before = tileNames();
    await user.click(screen.getByRole('button', { name: `Favourite ${before[1]}` }));
    // Local first: gone before the provider has answered.
    expect(tileNames()).toEqual([before[0], before[2]]);
    await act(async () => release());
    await waitFor(() => expect(tileNames()).toEqual(before));
    expect(errors).toHaveBeenCalledWith('Favourite remove failed: Status: 400', 'No');
    expect(screen.queryByText(/could not/i)).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('lets a visitor browse without favourite buttons, and play asks them to log in', async () => {
    const user = userEvent.setup();
    installFakeLobbyProvider();
    const { bus } = renderWithShell(<LobbyPage />);
    const opened = jest.fn();
    bus.on('onboarding.open', opened);
    await user.click(await screen.findByRole('button', { name: 'Play Neon Nights™' }));
    expect(opened).toHaveBeenCalledWith({ state: 'login' });
    expect(screen.queryByRole('button', { name: /^Favourite/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('says so when the games file fails with no stored list, and tries again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeLobbyProvider().on(gameEndpoints.gamesFile, () => reply(500, {}));
    renderWithShell(<LobbyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Games could not be loaded right now.');
    installFakeLobbyProvider();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Game categories' })).toBeInTheDocument();
    errors.mockRestore();
  });
});
