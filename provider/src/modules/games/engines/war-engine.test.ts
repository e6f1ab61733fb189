import { scriptedRng } from '../../../lib/rng';
import { playWar, settleWar, warTheory } from './war-engine';
import { cardOf } from '../../../testing/cards';

const ANTE_AND_TIE = [{ kind: 'ante', amountCents: 1001 }, { kind: 'tie', amountCents: 100 }];

describe('casino war', () => {
  it('pays the higher card 1:1, aces high; the Tie bet loses', () => {
    const win = settleWar({ player: cardOf('As'), dealer: cardOf('Kh'), war: null, surrendered: false }, ANTE_AND_TIE);
    expect(win.settled.map((bet) => [bet.result, bet.returnCents])).toEqual([['win', 2002], ['lose', 0]]);
    const lose = settleWar({ player: cardOf('2s'), dealer: cardOf('3h'), war: null, surrendered: false }, ANTE_AND_TIE);
    expect(lose.returnCents).toBe(0);
  });

  it('goes to war on a tie: the raise pays 1:1 and the ante pushes when the war card is equal or higher', () => {
    const won = settleWar({ player: cardOf('7s'), dealer: cardOf('7h'), war: { player: cardOf('9d'), dealer: cardOf('9c') }, surrendered: false }, ANTE_AND_TIE);
    expect(won.extraStakeCents).toBe(1001);
    expect(won.settled.map((bet) => [bet.result, bet.returnCents])).toEqual([['win', 3003], ['win', 1100]]);
    const lost = settleWar({ player: cardOf('7s'), dealer: cardOf('7h'), war: { player: cardOf('8d'), dealer: cardOf('9c') }, surrendered: false }, ANTE_AND_TIE);
    expect(lost.extraStakeCents).toBe(1001);
    expect(lost.settled[0]).toMatchObject({ result: 'lose', returnCents: 0 });
  });

  it('surrenders half the ante (rounded up) when the balance cannot cover the raise', () => {
    const rng = () => scriptedRng([cardOf('Qs'), cardOf('Qh'), cardOf('2d'), cardOf('3c')]);
    const short = playWar(ANTE_AND_TIE, rng(), 1000);
    expect(short).toMatchObject({ surrendered: true, war: null, extraStakeCents: 0 });
    expect(short.settled.map((bet) => [bet.result, bet.returnCents])).toEqual([['surrender', 501], ['win', 1100]]);
    const covered = playWar(ANTE_AND_TIE, rng(), 1001);
    expect(covered).toMatchObject({ surrendered: false, war: { player: cardOf('2d'), dealer: cardOf('3c') }, extraStakeCents: 1001, returnCents: 1100 });
  });

  it('computes the exact 6-deck RTP: ante 97.12 % going to war, Tie 10:1 81.35 %', () => {
    const theory = warTheory();
    expect(theory.tie).toBeCloseTo((13 * 24 * 23) / (312 * 311), 12);
    expect(theory.ante).toBeCloseTo(0.971229, 6);
    expect(theory.tieBet).toBeCloseTo(11 * theory.tie, 12);
  });
});
