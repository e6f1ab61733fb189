import { welcomeCoupon } from '../testing/samples';
import { couponTerms, maxBetOf } from './coupon-terms';

describe('coupon terms', () => {
  it('never shows a minimum deposit under $10 and follows the max bet rules of SPEC §9', () => {
    const small = welcomeCoupon({ minimum_deposit: [5], max_cashout: 1500, bank_method_list: [] });
    expect(couponTerms(small, undefined)).toEqual(['300% bonus up to $3,000', 'Minimum deposit $10', 'Playthrough 30x the deposit plus the bonus', 'Max bet $5', 'Max cashout $1,500']);
    const coupon = welcomeCoupon();
    expect(maxBetOf(coupon, 'Bronze No2')).toBe(5);
    expect(maxBetOf(coupon, 'Low Margin')).toBe(7);
    expect(maxBetOf(coupon, 'Cash Recyclers')).toBe(7);
    expect(maxBetOf(coupon, 'Test Class')).toBe(10);
  });
});
