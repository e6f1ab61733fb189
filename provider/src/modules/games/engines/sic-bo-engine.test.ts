import { scriptedRng } from '../../../lib/rng';
import { playSicBo, settleSicBo, sicBoRtp, sicBoSpots } from './sic-bo-engine';

const bet = (kind: string, value?: number) => ({ kind, ...(value === undefined ? {} : { value }), amountCents: 100 });
const returns = (dice: number[], ...bets: ReturnType<typeof bet>[]) => settleSicBo(dice, bets).settled.map((settled) => settled.returnCents);

describe('sic bo', () => {
  it('loses Small and Big on a triple, which pays any triple 30:1 and the specific triple 180:1', () => {
    expect(returns([1, 1, 1], bet('small'), bet('big'), bet('any-triple'), bet('triple', 1), bet('triple', 2), bet('double', 1), bet('single', 1)))
      .toEqual([0, 0, 3100, 18100, 0, 1100, 400]);
  });

  it('pays Small on 4–10 and Big on 11–17, totals by the table, singles by how many dice show them', () => {
    expect(returns([2, 3, 5], bet('small'), bet('big'), bet('total', 10), bet('total', 11), bet('single', 5), bet('double', 5)))
      .toEqual([200, 0, 700, 0, 200, 0]);
    expect(returns([6, 6, 5], bet('big'), bet('total', 17), bet('double', 6), bet('single', 6), bet('single', 5)))
      .toEqual([200, 6100, 1100, 300, 200]);
    expect(returns([1, 1, 2], bet('total', 4), bet('total', 5))).toEqual([6100, 0]);
  });

  it('rolls three dice from the generator', () => {
    const round = playSicBo([bet('total', 9)], scriptedRng([0, 2, 4]));
    expect(round).toMatchObject({ dice: [1, 3, 5], total: 9, triple: false, returnCents: 700 });
  });

  it('computes each bet\'s RTP over the 216 rolls', () => {
    expect(sicBoRtp('small')).toBeCloseTo(210 / 216, 12);
    expect(sicBoRtp('total', 4)).toBeCloseTo((3 * 61) / 216, 12);
    expect(sicBoRtp('total', 10)).toBeCloseTo((27 * 7) / 216, 12);
    expect(sicBoRtp('any-triple')).toBeCloseTo((6 * 31) / 216, 12);
    expect(sicBoRtp('single', 3)).toBeCloseTo((75 * 2 + 15 * 3 + 1 * 4) / 216, 12);
    expect(sicBoSpots()).toHaveLength(2 + 14 + 1 + 6 + 6 + 6);
  });
});
