import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { createEventBus, type EventBus } from 'shared-events';
import { EventBusProvider, ThemeRoot, usePlayer } from 'shared-ui';
import { HomeRoute } from './home-route';

const PLAYER = { status: 'authenticated', player: { login: 'jdoe', playerId: 3, sessionKey: 'k-t' } } as const;

let currentUrl = '';

function UrlProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}

/** Sends a new player to the lobby as soon as they are signed in, as the signup wizard does. */
function SignupNavigation() {
  const player = usePlayer();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (player) void navigate('/lobby/games/');
  }, [player, navigate]);
  return null;
}

function renderAtHome(url: string, extra: ReactNode = null): EventBus {
  window.history.replaceState(null, '', url);
  const bus = createEventBus();
  render(
    <EventBusProvider bus={bus}>
      <ThemeRoot>
        <BrowserRouter>
          <HomeRoute />
          <UrlProbe />
          {extra}
        </BrowserRouter>
      </ThemeRoot>
    </EventBusProvider>,
  );
  return bus;
}

describe('HomeRoute', () => {
  it('shows a visitor the landing page and sends a player to the lobby with the same query string', () => {
    const bus = renderAtHome('/?action=show&state=login');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    act(() => bus.emit('session.changed', PLAYER));
    expect(currentUrl).toBe('/lobby/games/?action=show&state=login');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('leaves the player where another part of the site sent them the moment they signed in', () => {
    const bus = renderAtHome('/?action=show&state=signup', <SignupNavigation />);
    act(() => bus.emit('session.changed', PLAYER));
    expect(currentUrl).toBe('/lobby/games/');
  });
});
