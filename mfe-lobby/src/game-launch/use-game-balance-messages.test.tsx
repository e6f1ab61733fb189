import { act } from '@testing-library/react';
import { renderWithShell } from 'shared-ui/testing';
import { useGameBalanceMessages } from './use-game-balance-messages';

function Listener() {
  useGameBalanceMessages('http://games.test:4000/games/client?gameId=1');
  return null;
}

const post = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe('useGameBalanceMessages', () => {
  it('publishes the balance posted by the game client, and ignores other origins and shapes', () => {
    const { bus } = renderWithShell(<Listener />);
    const balances: number[] = [];
    bus.on('balance.changed', ({ balance }) => balances.push(balance));
    post('http://games.test:4000', { type: 'casino.balance', balance: 41.2, currencySymbol: '$' });
    post('http://evil.test', { type: 'casino.balance', balance: 1_000_000, currencySymbol: '$' });
    post('http://games.test:4000', { type: 'casino.balance', balance: '99' });
    expect(balances).toEqual([41.2]);
  });
});
