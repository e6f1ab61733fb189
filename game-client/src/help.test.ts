import { betRowLabel, betRows, helpContent, roundSummary } from './help';
import { sampleInfo, sampleRound } from './test-page';

describe('the help dialogue', () => {
  it('groups spots that differ only by their number into one row', () => {
    const spot = (value: number) => ({ kind: 'single', value, label: `Single ${value}`, pays: '1:1 per die', rtp: 0.9537 });
    const rows = betRows([spot(1), spot(2), spot(3), { kind: 'small', label: 'Small', pays: '1:1', rtp: 0.9722 }, { kind: 'double', value: 1, label: 'Double 1', pays: '10:1', rtp: 0.8 }, { kind: 'double', value: 2, label: 'Double 2', pays: '10:1', rtp: 0.8 }]);
    expect(rows.map(betRowLabel)).toEqual(['Single 1–3', 'Small', 'Double 1 or 2']);
  });

  it('names the game, its return to player and how it is reached, then its rules', () => {
    const text = helpContent(sampleInfo({ engine: 'blackjack', rtp: 99.5, config: {} })).map((part) => part.textContent);
    expect(text[0]).toBe('European Roulette');
    expect(text[1]).toBe('Return to player: 99.50% with the optimal strategy');
    expect(text[2]).toMatch(/^Cards come from a continuously shuffled deck/);
  });

  it('sums up a round for the history', () => {
    expect(roundSummary(sampleRound())).toBe('17 black');
    expect(roundSummary(sampleRound({ engine: 'crash', outcome: { crashHundredths: 153, targetHundredths: 200 } }))).toBe('crash 1.53× / target 2.00×');
    expect(roundSummary(sampleRound({ engine: 'craps', outcome: { bets: [], rolls: [[3, 4]] } }))).toBe('Rolled 7');
    expect(roundSummary(sampleRound({ engine: 'red-dog', outcome: { cards: ['4♠', '9♥'], third: '6♣', spread: 4, decision: 'raise' } }))).toBe('4♠ 9♥ → 6♣ · spread 4 · raised');
  });
});
