import type { AppContext } from '../../app-context';
import { artHash } from '../../lib/title-art';
import type { CouponRow } from './coupon-rows';
import { couponSvg, couponView } from './coupon-view';

const ctx = { config: { publicUrl: 'https://provider.example' } } as unknown as AppContext;

const row = (changes: Partial<CouponRow> = {}): CouponRow => ({
  code: 'WELCOME300', title: 'Welcome bonus', description: '300 % on a first deposit', image: '', reward_type: 'deposit', redeem_type: 'deposit',
  redemption_type: 'deposit', tiers: JSON.stringify([{
    deposit_method: 'Card', minimum_deposit_cents: 2000, maximum_deposit_cents: 100_000, bonus_percent: 300, bonus_fixed_cents: 0, max_bonus_cents: 300_000, spins: 0, playthrough: 30,
  }]),
  free_spin_games: '[]', spin_value_cents: 0, cashback_percent: 0, fixed_amount_cents: 0, playthrough_multiplier: 30, max_cashout_cents: null,
  max_uses_per_player: 1, max_uses_per_month: null, max_uses_per_week: null, max_uses_per_day: null, max_uses_total: null, expires_at: null, is_public: true, sort_order: 1,
  ...changes,
});

describe('a coupon as the list shows it', () => {
  it('names its banner by the hash of the banner drawn from it, and a new one once its title or tiers change', () => {
    const first = couponView(ctx, row());
    expect(first.image_url).toBe(`https://provider.example/art/coupons/WELCOME300.${artHash(couponSvg(row()))}.480.jpg`);
    expect(couponView(ctx, row())).toEqual(first);

    const renamed = couponView(ctx, row({ title: 'Welcome, again' }));
    expect(renamed.image_url).toBe(`https://provider.example/art/coupons/WELCOME300.${artHash(couponSvg(row({ title: 'Welcome, again' })))}.480.jpg`);
    expect(renamed.image_url).not.toBe(first.image_url);

    const richer = couponView(ctx, row({ tiers: row().tiers.replace('"bonus_percent":300', '"bonus_percent":350') }));
    expect(richer.bonus).toEqual(['350%']);
    expect(first.bonus).toEqual(['300%']);
  });
});
