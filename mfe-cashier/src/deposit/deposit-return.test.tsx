import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from 'shared-ui/testing';
import { CashierPage } from '../cashier/cashier-page';
import { RETURN_TO_LOBBY_MS } from './deposit-return';
import { RETURN_SIGNAL_KEY } from './deposit-store';

describe('the cashier RedirectURL landing page', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('tells the other tabs, reads the balance, closes itself, and otherwise returns to the lobby', () => {
    jest.useFakeTimers();
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const { bus } = renderWithShell(
      <Routes>
        <Route path="/cashier/" element={<CashierPage />} />
        <Route path="/lobby/games/" element={<p>Lobby</p>} />
      </Routes>,
      { route: '/cashier/?deposit=return' },
    );
    const refreshes: unknown[] = [];
    bus.on('balance.refresh', (payload) => refreshes.push(payload));
    act(() => bus.emit('balance.changed', { balance: 50, currencySymbol: '$' }));
    expect(screen.getByText('Thank you. You are back from the cashier.')).toBeInTheDocument();
    expect(screen.getByText('Your balance: $50.00')).toBeInTheDocument();
    expect(localStorage.getItem(RETURN_SIGNAL_KEY)).toMatch(/^\d+$/);
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Return to the lobby' })).toHaveAttribute('href', '/lobby/games/');
    act(() => jest.advanceTimersByTime(RETURN_TO_LOBBY_MS));
    expect(screen.getByText('Lobby')).toBeInTheDocument();
  });
});
