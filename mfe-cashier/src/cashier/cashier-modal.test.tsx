import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { CashierModal } from './cashier-modal';

const signIn = { status: 'authenticated', player: { login: 'jdoe', playerId: 4, sessionToken: 't' } } as const;

describe('CashierModal', () => {
  it('opens on cashier.open in the requested tab and closes on Esc', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<CashierModal />);
    act(() => bus.emit('session.changed', signIn));
    act(() => bus.emit('cashier.open', { tab: 'coupons' }));
    expect(screen.getByRole('dialog', { name: 'Cashier' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says INSUFFICIENT FUNDS under 1 USD and ACTIVE BALANCE above, with 2 decimals', () => {
    const { bus } = renderWithShell(<CashierModal />);
    act(() => bus.emit('session.changed', signIn));
    act(() => bus.emit('balance.changed', { balance: 0.5, currencySymbol: '$' }));
    act(() => bus.emit('cashier.open', {}));
    expect(screen.getByText('INSUFFICIENT FUNDS')).toBeInTheDocument();
    expect(screen.getByText('Balance: $0.50')).toBeInTheDocument();
    act(() => bus.emit('balance.changed', { balance: 25, currencySymbol: '$' }));
    expect(screen.getByText('ACTIVE BALANCE')).toBeInTheDocument();
    expect(screen.getByText('Balance: $25.00')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    const user = userEvent.setup();
    const { bus } = renderWithShell(<CashierModal />);
    const opened: string[] = [];
    bus.on('onboarding.open', ({ state }) => opened.push(state));
    act(() => bus.emit('cashier.open', {}));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['login']);
  });
});
