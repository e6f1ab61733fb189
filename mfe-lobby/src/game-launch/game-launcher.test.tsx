import { act, screen, waitFor, within } from '@testing-library/react';
import { fail } from 'shared-api/testing';
import userEvent from '@testing-library/user-event';
import { gameEndpoints, playerEndpoints } from 'shared-contract';
import { createEventBus, type EventCatalogue } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { lobbyCatalogue } from '../testing/catalogue-fixture';
import { updateLobbyStore } from '../games/lobby-store';
import { installFakeLobbyProvider, PLAYER } from '../testing/fake-lobby-provider';
import { GameLauncher, INSUFFICIENT_FUNDS_MESSAGE } from './game-launcher';

const games = lobbyCatalogue().games;
const cashBandits = games.find((game) => game.display_name === 'Cash Bandits')!;
const liveBlackjack = games.find((game) => game.display_name === 'Live Blackjack')!;

function setup(options: Parameters<typeof installFakeLobbyProvider>[0] = {}) {
  const provider = installFakeLobbyProvider(options);
  const bus = createEventBus();
  bus.emit('session.changed', { status: 'authenticated', player: PLAYER });
  const events: Array<[keyof EventCatalogue, unknown]> = [];
  (['game.visibility.changed', 'cashier.open', 'balance.refresh'] as const).forEach((name) => bus.on(name, (payload) => events.push([name, payload])));
  renderWithShell(<GameLauncher />, { bus });
  const launch = (command: EventCatalogue['game.launch']) => act(() => bus.emit('game.launch', command));
  return { provider, bus, events, launch };
}

describe('GameLauncher', () => {
  it('opens the game client for the session in the game frame and tells the bus a game is visible', async () => {
    const user = userEvent.setup();
    const { provider, events, launch } = setup();
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id });
    const frame = await screen.findByTitle('Cash Bandits game');
    const url = new URL(frame.getAttribute('src')!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4000/games/client');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      gameId: String(cashBandits.game_id),
      machineId: String(cashBandits.machine_id),
      gameCode: 'cash-bandits',
      gameToken: 'game-token-cash-bandits',
    });
    // The session opens a game session through the provider client (session header); its token never goes into the frame's URL.
    expect(url.searchParams.has('token')).toBe(false);
    // Sandboxed: the client runs its scripts against its own origin, and cannot open popups or navigate the site.
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    const [session] = provider.requests(gameEndpoints.gameSession);
    expect(session?.body).toMatchObject({ playerId: 7, gameCode: 'cash-bandits', demo: false });
    expect(session?.headers['x-session-token']).toBe('token-7');
    expect(screen.getByRole('dialog', { name: 'Cash Bandits' })).toBeInTheDocument();
    expect(events).toEqual([['game.visibility.changed', { visible: true }]]);
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(screen.queryByTitle('Cash Bandits game')).not.toBeInTheDocument();
    expect(events).toEqual([
      ['game.visibility.changed', { visible: true }],
      ['game.visibility.changed', { visible: false }],
      ['balance.refresh', {}],
    ]);
  });

  it('launches from the list the page already has, without waiting to read the games file', async () => {
    // This browser's copy (a first screen's list is at hand the same way): a QuickPlay link launches
    // before anyone has used the page, and the first screen's check waits for that.
    const catalogue = lobbyCatalogue();
    updateLobbyStore((current) => ({ ...current, files: { desktop: { etag: '"kept"', catalogue, savedAt: 1 }, mobile: { etag: '"kept"', catalogue, savedAt: 1 } } }));
    const { provider, launch } = setup();
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id });
    const frame = await screen.findByTitle('Cash Bandits game');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('gameCode')).toBe('cash-bandits');
    expect(provider.requests(gameEndpoints.gamesFile)).toEqual([]);
  });

  it('launches quick play at 1280x720', async () => {
    const { launch } = setup();
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id, size: { width: 1280, height: 720 } });
    const frame = await screen.findByTitle('Cash Bandits game');
    expect(frame).toHaveAttribute('width', '1280');
    expect(frame).toHaveAttribute('height', '720');
    const params = new URL(frame.getAttribute('src')!).searchParams;
    expect([params.get('width'), params.get('height')]).toEqual(['1280', '720']);
  });

  it.each([0, 0.99])('with a balance of %s asks to visit the cashier, and Yes opens it', async (balance) => {
    const user = userEvent.setup();
    const { events, launch } = setup({ balance });
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id });
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient funds' });
    expect(dialog).toHaveTextContent(INSUFFICIENT_FUNDS_MESSAGE);
    expect(INSUFFICIENT_FUNDS_MESSAGE).toBe('You do not have sufficient funds to play this game. Would you like to visit the cashier now?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(events).toEqual([['cashier.open', { tab: 'cashier' }]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Cash Bandits game')).not.toBeInTheDocument();
  });

  it('lets a player with no balance in to the game of their free-spin coupon, and only that game', async () => {
    const { launch } = setup({ balance: 0, freeSpinsOn: 'cash-bandits' });
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id });
    expect(await screen.findByTitle('Cash Bandits game')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Insufficient funds' })).not.toBeInTheDocument();
  });

  it('still asks a player with no balance to visit the cashier for a game their free spins are not on', async () => {
    const { launch } = setup({ balance: 0, freeSpinsOn: 'megasaur' });
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id });
    expect(await screen.findByRole('dialog', { name: 'Insufficient funds' })).toBeInTheDocument();
  });

  it("refuses a game whose minimum stake is above the balance, and No just closes", async () => {
    const user = userEvent.setup();
    const { provider, events, launch } = setup({ balance: 4 });
    const highRoller = provider.catalogue.games.find((game) => game.display_name === 'Blackjack')!;
    highRoller.min_bet = 5;
    launch({ gameId: highRoller.game_id, machineId: highRoller.machine_id });
    await screen.findByRole('dialog', { name: 'Insufficient funds' });
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(events).toEqual([]);
  });

  it('launches live dealer through the external lobby with clientType=instantplay', async () => {
    const { provider, launch } = setup();
    launch({ gameId: liveBlackjack.game_id, machineId: liveBlackjack.machine_id });
    const frame = await screen.findByTitle('Live Blackjack game');
    expect(frame.getAttribute('src')).toBe('http://localhost:4000/live-dealer/?lobby=LiveDealer&clientType=instantplay&token=one-time');
    // The live dealer lobby opens a table by a form post inside the frame.
    expect(frame.getAttribute('sandbox')).toContain('allow-forms');
    const [launchCall] = provider.requests(gameEndpoints.externalLobbyLaunch);
    expect(launchCall?.params).toEqual({ pid: 7, id: 1 });
    expect(launchCall?.query).toMatchObject({ skinId: 1, pid: 7, clientType: 'instantplay' });
  });

  it('launches live dealer with clientType=mobile on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);
    const { provider, launch } = setup();
    launch({ gameId: liveBlackjack.game_id, machineId: liveBlackjack.machine_id });
    await screen.findByTitle('Live Blackjack game');
    expect(provider.requests(gameEndpoints.externalLobbyLaunch)[0]?.query.clientType).toBe('mobile');
    window.matchMedia = matchMedia;
  });

  it('shows the provider’s reason when it refuses paid play at launch, and frames nothing', async () => {
    const user = userEvent.setup();
    const { provider, launch } = setup();
    const reason = 'You have reached your loss limit. You can play for money again from November 27, 2026 at 12:00 AM ET.';
    provider.on(gameEndpoints.gameSession, () => fail(403, reason));
    launch({ gameId: cashBandits.game_id, machineId: cashBandits.machine_id });
    const dialog = await screen.findByRole('dialog', { name: 'Cash Bandits' });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByTitle('Cash Bandits game')).not.toBeInTheDocument();
    // The dialogue's own close control and its Close action both close it.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not frame a live dealer launch URL that is not a web address', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider, launch } = setup();
    provider.on(gameEndpoints.externalLobbyLaunch, () => ({ message: 'javascript:alert(1)' }));
    launch({ gameId: liveBlackjack.game_id, machineId: liveBlackjack.machine_id });
    expect(await screen.findByRole('dialog', { name: 'Live Blackjack' })).toHaveTextContent('Live Blackjack cannot be started right now.');
    expect(screen.queryByTitle('Live Blackjack game')).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('handles each launch once even when the lobby and the game page both render a launcher', async () => {
    const provider = installFakeLobbyProvider();
    const bus = createEventBus();
    bus.emit('session.changed', { status: 'authenticated', player: PLAYER });
    renderWithShell(
      <>
        <GameLauncher />
        <GameLauncher />
      </>,
      { bus },
    );
    act(() => bus.emit('game.launch', { gameId: cashBandits.game_id, machineId: cashBandits.machine_id }));
    await screen.findByTitle('Cash Bandits game');
    await waitFor(() => expect(provider.requests(playerEndpoints.balance)).toHaveLength(1));
    expect(screen.getAllByTitle('Cash Bandits game')).toHaveLength(1);
  });
});
