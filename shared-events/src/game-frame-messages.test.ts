import {
  gameBalanceMessage, gameOpenRoundMessage, isGameBalanceMessage, isGameBalanceRequestMessage, isGameOpenRoundMessage,
} from './game-frame-messages';

describe('game frame messages', () => {
  it('recognises the balance message it builds', () => {
    const message = gameBalanceMessage(41.2, '$');
    expect(message).toEqual({ type: 'casino.balance', balance: 41.2, currencySymbol: '$' });
    expect(isGameBalanceMessage(message)).toBe(true);
  });

  it.each([
    ['a text balance', { type: 'casino.balance', balance: '99', currencySymbol: '$' }],
    ['no currency symbol', { type: 'casino.balance', balance: 1 }],
    ['a balance that is not finite', { type: 'casino.balance', balance: Number.POSITIVE_INFINITY, currencySymbol: '$' }],
    ['another type', { type: 'casino.balance.request' }],
    ['a string', 'casino.balance'],
    ['null', null],
  ])('refuses %s as a balance message', (_what, data) => {
    expect(isGameBalanceMessage(data)).toBe(false);
  });

  it('recognises the balance request only by its type', () => {
    expect(isGameBalanceRequestMessage({ type: 'casino.balance.request' })).toBe(true);
    expect(isGameBalanceRequestMessage({ type: 'casino.balance', balance: 1, currencySymbol: '$' })).toBe(false);
    expect(isGameBalanceRequestMessage(undefined)).toBe(false);
  });

  it('recognises the open-round message it builds, and only with a whole positive round id', () => {
    expect(isGameOpenRoundMessage(gameOpenRoundMessage(42))).toBe(true);
    for (const roundId of [0, -1, 1.5, '42', Number.NaN, undefined]) {
      expect(isGameOpenRoundMessage({ type: 'casino.round.open', roundId })).toBe(false);
    }
  });
});
