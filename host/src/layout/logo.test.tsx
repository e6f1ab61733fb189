import { act, screen } from '@testing-library/react';
import { renderWithShell } from 'shared-ui/testing';
import { Logo } from './logo';

describe('Logo', () => {
  it('is a link whose name starts with the product name it shows, going home for a visitor and to the lobby for a player', () => {
    const { bus } = renderWithShell(<Logo />);
    const link = screen.getByRole('link', { name: 'Golden Crown Casino home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).not.toHaveAttribute('aria-label');
    act(() => bus.emit('session.changed', { status: 'authenticated', player: { login: 'jdoe', playerId: 3, sessionKey: 'k-t' } }));
    expect(screen.getByRole('link', { name: 'Golden Crown Casino home' })).toHaveAttribute('href', '/lobby/games/');
  });
});
