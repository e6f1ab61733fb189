import { scriptedRng } from '../../../lib/rng';
import { crapsSpots, crapsTheory, playCraps, settleCraps } from './craps-engine';

const BETS = [{ kind: 'pass', amountCents: 100 }, { kind: 'dont-pass', amountCents: 100 }, { kind: 'field', amountCents: 100 }];
const returns = (rolls: [number, number][]) => settleCraps(rolls, BETS).settled.map((bet) => bet.returnCents);
/** A generator that rolls these dice in order (a die d comes from d − 1). */
const dice = (...values: number[]) => scriptedRng(values.map((value) => value - 1));

describe('craps', () => {
  it('settles the come-out: 7 wins Pass, 12 pushes Don\'t Pass (bar 12) and pays the Field 3:1, 2 pays the Field 2:1', () => {
    expect(returns([[3, 4]])).toEqual([200, 0, 0]);
    expect(returns([[5, 6]])).toEqual([200, 0, 200]);
    expect(returns([[6, 6]])).toEqual([0, 100, 400]);
    expect(returns([[1, 1]])).toEqual([0, 200, 300]);
    expect(returns([[1, 2]])).toEqual([0, 200, 200]);
  });

  it('rolls on to the point or a seven, showing every roll', () => {
    const made = playCraps(BETS, dice(2, 4, 1, 4, 3, 5, 5, 1));
    expect(made.rolls).toEqual([[2, 4], [1, 4], [3, 5], [5, 1]]);
    expect(made.point).toBe(6);
    expect(made.settled.map((bet) => bet.returnCents)).toEqual([200, 0, 0]);
    const sevenOut = playCraps(BETS, dice(2, 2, 3, 4));
    expect(sevenOut.rolls).toEqual([[2, 2], [3, 4]]);
    expect(sevenOut.settled.map((bet) => bet.returnCents)).toEqual([0, 200, 200]);
  });

  it('a Field bet alone is one roll', () => {
    const round = playCraps([{ kind: 'field', amountCents: 100 }], dice(4, 5, 6, 6));
    expect(round.rolls).toEqual([[4, 5]]);
    expect(round.returnCents).toBe(200);
  });

  it('computes the exact RTP: Pass 244/495 to win, Don\'t Pass bar 12, Field with 12 paying 3:1', () => {
    const theory = crapsTheory();
    expect(theory.passWin).toBeCloseTo(244 / 495, 12);
    expect(theory.pass).toBeCloseTo(488 / 495, 12);
    expect(theory.dontPass).toBeCloseTo(1 - 27 / 1980, 12);
    expect(theory.field).toBeCloseTo(35 / 36, 12);
    expect(crapsSpots().map((spot) => spot.kind)).toEqual(['pass', 'dont-pass', 'field']);
  });
});
