import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { NavBar } from './nav-bar';

const player = { status: 'authenticated', player: { login: 'jdoe', playerId: 3, sessionKey: 'k-t' } } as const;

describe('NavBar', () => {
  it('greets a player by login when the first name is unknown, shows the balance with 2 decimals, and logs out', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<NavBar />);
    const ends: unknown[] = [];
    bus.on('session.end', (command) => ends.push(command));
    act(() => {
      bus.emit('session.changed', player);
      bus.emit('balance.changed', { balance: 1234.5, currencySymbol: '$' });
    });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Hello, jdoe' })).toHaveAttribute('href', '/lobby/account/');
    expect(within(main).getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', '/lobby/account/responsible-gaming');
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$1,234.50');
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveAttribute('aria-live', 'polite');
    await user.click(within(main).getByRole('button', { name: 'LOG OUT' }));
    expect(ends).toEqual([{ reason: 'logout' }]);
  });

  it('asks the onboarding remote for signup and login', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<NavBar />);
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('button', { name: 'SIGN UP' }));
    await user.click(within(main).getByRole('button', { name: 'LOGIN' }));
    expect(opened).toEqual(['signup', 'login']);
    expect(within(main).queryByRole('link', { name: 'Responsible Gaming' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
  });
});
