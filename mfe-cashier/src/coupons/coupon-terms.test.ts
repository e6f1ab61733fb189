import { welcomeCoupon } from '../testing/samples';
import { couponTerms } from './coupon-terms';

describe('coupon terms', () => {
  it('never shows a minimum deposit under $10', () => {
    const small = welcomeCoupon({ minimum_deposit: [5], max_cashout: 1500, max_bet: 5, bank_method_list: [] });
    expect(couponTerms(small)).toEqual(['300% bonus up to $3,000', 'Minimum deposit $10', 'Playthrough 30x the deposit plus the bonus', 'Max bet $5', 'Max cashout $1,500']);
  });

  it("shows the provider's max bet for this player (SPEC §9; the provider enforces it), not a figure of its own", () => {
    expect(couponTerms(welcomeCoupon({ max_bet: 7 }))).toContain('Max bet $7');
    expect(couponTerms(welcomeCoupon({ max_bet: 10, max_cashout: 1500 }))).toContain('Max bet $10');
  });
});
