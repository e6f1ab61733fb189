import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceState } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { NavBar } from './nav-bar';

const player = { status: 'authenticated', player: { login: 'jdoe', playerId: 3, sessionKey: 'k-t' } } as const;
const breakdown = { balance: 200, currencySymbol: '$', cash: 50, bonus: 150, withdrawable: 50, pendingWithdrawals: 20 };

function signedIn(balance: BalanceState = breakdown) {
  const view = renderWithShell(<NavBar />);
  const refreshes: unknown[] = [];
  view.bus.on('balance.refresh', (command) => refreshes.push(command));
  act(() => {
    view.bus.emit('session.changed', player);
    view.bus.emit('balance.changed', balance);
  });
  return { ...view, refreshes };
}

const toggle = () => screen.getByRole('button', { name: 'Cash, bonus and withdrawable' });
/** The figure named `term` in the open breakdown. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the navigation balance breakdown', () => {
  it('keeps the total as the balance, and a button discloses cash, bonus, withdrawable and pending withdrawals', async () => {
    const user = userEvent.setup();
    signedIn();
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$200.00');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Withdrawable')).not.toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(figure('Cash')).toHaveTextContent('$50.00');
    expect(figure('Bonus')).toHaveTextContent('$150.00');
    expect(figure('Withdrawable')).toHaveTextContent('$50.00');
    expect(figure('Pending withdrawals')).toHaveTextContent('$20.00');
    await user.click(toggle());
    expect(screen.queryByText('Cash')).not.toBeVisible();
  });

  it('opens with the keyboard and closes with Escape, the focus back on its button', async () => {
    const user = userEvent.setup();
    signedIn({ ...breakdown, pendingWithdrawals: 0 });
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Withdrawable')).toBeVisible();
    expect(screen.queryByText('Pending withdrawals')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('a tap elsewhere closes it', async () => {
    const user = userEvent.setup();
    signedIn();
    await user.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Cash')).not.toBeVisible();
  });

  it('asks the host for the breakdown when the balance came with the total alone (a game\'s)', async () => {
    const user = userEvent.setup();
    const { bus, refreshes } = signedIn({ balance: 12.5, currencySymbol: '$' });
    expect(screen.getByRole('status', { name: 'Balance' })).toHaveTextContent('$12.50');
    await user.click(toggle());
    expect(refreshes).toEqual([{}]);
    expect(screen.getByText('Checking your balance…')).toBeVisible();
    act(() => bus.emit('balance.changed', { balance: 12.5, currencySymbol: '$', cash: 12.5, bonus: 0, withdrawable: 12.5 }));
    expect(figure('Withdrawable')).toHaveTextContent('$12.50');
  });
});
