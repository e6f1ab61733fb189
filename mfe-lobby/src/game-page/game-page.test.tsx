import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createEventBus } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { installFakeLobbyProvider, PLAYER } from '../testing/fake-lobby-provider';
import { GamePage } from './game-page';

const renderAt = (path: string, bus = createEventBus()) =>
  renderWithShell(
    <Routes>
      <Route path="/games/:slug" element={<GamePage />} />
    </Routes>,
    { route: path, bus },
  );

describe('GamePage', () => {
  it('names the game and plays it in the game frame for a player', async () => {
    const user = userEvent.setup();
    installFakeLobbyProvider();
    const bus = createEventBus();
    bus.emit('session.changed', { status: 'authenticated', player: PLAYER });
    const visibility = jest.fn();
    bus.on('game.visibility.changed', visibility);
    renderAt('/games/dragon-s-hoard', bus);
    expect(await screen.findByRole('heading', { level: 1, name: "Dragon's Hoard" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play now' }));
    expect(await screen.findByTitle("Dragon's Hoard game")).toBeInTheDocument();
    expect(visibility).toHaveBeenCalledWith({ visible: true });
  });

  it('asks a visitor to sign up or log in', async () => {
    const user = userEvent.setup();
    installFakeLobbyProvider();
    const { bus } = renderAt('/games/cash-bandits');
    const opened = jest.fn();
    bus.on('onboarding.open', opened);
    await user.click(await screen.findByRole('button', { name: 'Sign up now' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened.mock.calls).toEqual([[{ state: 'signup' }], [{ state: 'login' }]]);
  });

  it('says when a game is not in the lobby', async () => {
    installFakeLobbyProvider();
    renderAt('/games/no-such-game');
    expect(screen.getByRole('heading', { level: 1, name: 'No Such Game' })).toBeInTheDocument();
    expect(await screen.findByText('This game is not in the lobby right now.')).toBeInTheDocument();
  });
});
