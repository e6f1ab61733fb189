import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createEventBus } from 'shared-events';
import { skipHydration } from '../hydration/use-hydrated';
import { EventBusProvider } from './event-bus-context';
import { usePlayer } from './use-session';

const JANE = { login: 'jdoe', playerId: 3, firstName: 'Jane', sessionKey: 'k-t' };

/** What each render of the greeting saw, in order. */
function probe() {
  const seen: string[] = [];
  function Greeting() {
    const player = usePlayer();
    const text = player ? `Hello, ${player.firstName ?? player.login}` : 'Hello, visitor';
    seen.push(text);
    return <p>{text}</p>;
  }
  return { Greeting, seen };
}

// In this order: the first test needs a page that has not hydrated yet (the flag is the module's).
describe('usePlayer on a page the server rendered', () => {
  it("hydrates the visitor's markup a player's page was rendered with, then shows the player", async () => {
    const bus = createEventBus();
    bus.emit('session.changed', { status: 'authenticated', player: JANE });
    const { Greeting, seen } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    const painted = container.querySelector('p');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <EventBusProvider bus={bus}>
          <Greeting />
        </EventBusProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container.textContent).toBe('Hello, Jane');
    expect(seen[0]).toBe('Hello, visitor');
    // No mismatch: React kept the painted node and changed its text.
    expect(container.querySelector('p')).toBe(painted);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('shows the player from the first render of a page rendered afresh', () => {
    skipHydration();
    const bus = createEventBus();
    bus.emit('session.changed', { status: 'authenticated', player: JANE });
    const { Greeting, seen } = probe();
    render(
      <EventBusProvider bus={bus}>
        <Greeting />
      </EventBusProvider>,
    );
    expect(screen.getByText('Hello, Jane')).toBeInTheDocument();
    expect(seen).toEqual(['Hello, Jane']);
  });
});
