import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { usePlayer } from './use-session';

function Greeting() {
  const player = usePlayer();
  return <p>{player ? `Hello, ${player.firstName ?? player.login}` : 'Hello, visitor'}</p>;
}

describe('usePlayer', () => {
  it('follows the session published on the bus', () => {
    const { bus } = renderWithShell(<Greeting />);
    expect(screen.getByText('Hello, visitor')).toBeInTheDocument();
    act(() =>
      bus.emit('session.changed', {
        status: 'authenticated',
        player: { login: 'jdoe', playerId: 3, firstName: 'Jane', sessionKey: 'k-t' },
      }),
    );
    expect(screen.getByText('Hello, Jane')).toBeInTheDocument();
    act(() => bus.emit('session.changed', { status: 'anonymous' }));
    expect(screen.getByText('Hello, visitor')).toBeInTheDocument();
  });

  it("renders nothing again when the session published is still a visitor's", () => {
    let renders = 0;
    function CountedGreeting() {
      renders += 1;
      const player = usePlayer();
      return <p>{player ? 'Hello, player' : 'Hello, visitor'}</p>;
    }
    const { bus } = renderWithShell(<CountedGreeting />);
    const before = renders;
    act(() => bus.emit('session.changed', { status: 'anonymous' }));
    expect(screen.getByText('Hello, visitor')).toBeInTheDocument();
    expect(renders).toBe(before);
  });
});
