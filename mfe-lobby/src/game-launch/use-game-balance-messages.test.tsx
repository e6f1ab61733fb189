import { act } from '@testing-library/react';
import { gameBalanceMessage, gameOpenRoundMessage } from 'shared-events';
import { renderWithShell } from 'shared-ui/testing';
import { useGameBalanceMessages } from './use-game-balance-messages';

function Listener({ onOpenRound }: { onOpenRound?: (roundId: number) => void }) {
  useGameBalanceMessages('http://games.test:4000/games/client?gameId=1', onOpenRound);
  return null;
}

const post = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe('useGameBalanceMessages', () => {
  it('publishes the balance posted by the game client', () => {
    const { bus } = renderWithShell(<Listener />);
    const balances: number[] = [];
    bus.on('balance.changed', ({ balance }) => balances.push(balance));
    post('http://games.test:4000', gameBalanceMessage(41.2, '$'));
    expect(balances).toEqual([41.2]);
  });

  it('ignores a balance message from another origin, even the site itself', () => {
    const { bus } = renderWithShell(<Listener />);
    const balances: number[] = [];
    bus.on('balance.changed', ({ balance }) => balances.push(balance));
    post('http://evil.test', gameBalanceMessage(1_000_000, '$'));
    post(window.location.origin, gameBalanceMessage(2_000_000, '$'));
    post('http://games.test:4001', gameBalanceMessage(3_000_000, '$'));
    expect(balances).toEqual([]);
  });

  it('ignores a message from the game origin that is not a balance message', () => {
    const { bus } = renderWithShell(<Listener />);
    const balances: number[] = [];
    bus.on('balance.changed', ({ balance }) => balances.push(balance));
    post('http://games.test:4000', { type: 'casino.balance', balance: '99', currencySymbol: '$' });
    post('http://games.test:4000', { type: 'casino.balance.request' });
    expect(balances).toEqual([]);
  });

  it('opens a round the game client names, and only from the game origin', () => {
    const opened: number[] = [];
    renderWithShell(<Listener onOpenRound={(roundId) => opened.push(roundId)} />);
    post('http://evil.test', gameOpenRoundMessage(5));
    post('http://games.test:4000', { type: 'casino.round.open', roundId: '6' });
    post('http://games.test:4000', gameOpenRoundMessage(812));
    expect(opened).toEqual([812]);
  });
});
