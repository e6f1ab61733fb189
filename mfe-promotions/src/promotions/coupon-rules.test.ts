import {
  bonusValue, cardStateOf, dailyLimitText, hiddenBecause, isCouponVisible, needsGameChoice,
  redeemRouteFor, showsActiveCoupon, sortCoupons, suggestedCoupon, type VisibilityContext,
} from './coupon-rules';
import { boost, cashback, freeChip, freeSpins, sampleCoupon, welcome } from './coupon-test-data';

const codes = (coupons: ReadonlyArray<{ coupon_code: string }>) => coupons.map((coupon) => coupon.coupon_code);

describe('sorting (SPEC §6, §9)', () => {
  const daily = sampleCoupon({ coupon_code: 'ARSDAILY', reward_type: 'ARSDaily', bonus: ['$2'] });
  const fixed = sampleCoupon({ coupon_code: 'FIXED50', bonus: ['$50', '$50'] });
  const reload = sampleCoupon({ coupon_code: 'RELOAD100', bonus: ['100%', '100%'] });

  it('puts WELCOME300 first, then ARSDaily and CASHBACK, then the rest', () => {
    expect(codes(sortCoupons([reload, cashback(), daily, welcome()], 'player'))).toEqual(['WELCOME300', 'CASHBACK', 'ARSDAILY', 'RELOAD100']);
  });

  it('sorts a visitor\'s default promotions by bonus, highest first', () => {
    expect(codes(sortCoupons([fixed, reload, boost(), welcome()], 'visitor'))).toEqual(['WELCOME300', 'BOOST500', 'RELOAD100', 'FIXED50']);
  });

  it('keeps the provider\'s order for a player after the priorities', () => {
    expect(codes(sortCoupons([fixed, reload, boost()], 'player'))).toEqual(['FIXED50', 'RELOAD100', 'BOOST500']);
  });

  it('reads the bonus as a number whether percent or dollars', () => {
    expect(bonusValue({ bonus: ['300%', '350%'] })).toBe(350);
    expect(bonusValue({ bonus: ['$25'] })).toBe(25);
  });
});

describe('visibility (SPEC §4 Coupon visibility)', () => {
  const none: VisibilityContext = { loggedIn: true, balance: 0, activeCouponCode: null, activeAwaitingDeposit: false };

  it('hides a fixed-amount-on-redemption coupon from a logged-in player with a balance above 1', () => {
    expect(hiddenBecause.fixedAmountWithBalance(freeChip(), { ...none, balance: 1.01 })).toBe(true);
    expect(hiddenBecause.fixedAmountWithBalance(freeChip(), { ...none, balance: 1 })).toBe(false);
    expect(hiddenBecause.fixedAmountWithBalance(freeChip(), { ...none, loggedIn: false, balance: 50 })).toBe(false);
    expect(hiddenBecause.fixedAmountWithBalance(welcome(), { ...none, balance: 50 })).toBe(false);
  });

  it('hides the active coupon from the offers', () => {
    const context = { ...none, activeCouponCode: 'WELCOME300', activeAwaitingDeposit: true };
    expect(hiddenBecause.isActiveCoupon(welcome(), context)).toBe(true);
    expect(isCouponVisible(welcome(), context)).toBe(false);
    expect(isCouponVisible(boost(), context)).toBe(true);
  });

  it('hides every other coupon while a coupon is in play (not awaiting a deposit)', () => {
    const inPlay = { ...none, activeCouponCode: 'FREESPINS50', activeAwaitingDeposit: false };
    expect(hiddenBecause.couponInPlay(welcome(), inPlay)).toBe(true);
    expect(isCouponVisible(welcome(), inPlay)).toBe(false);
    expect(hiddenBecause.couponInPlay(welcome(), { ...inPlay, activeAwaitingDeposit: true })).toBe(false);
  });

  it('shows a coupon no rule hides', () => {
    expect(isCouponVisible(welcome(), none)).toBe(true);
    expect(isCouponVisible(freeChip(), none)).toBe(true);
  });

  it('removes a coupon in play when the balance falls under 1 USD, but keeps one awaiting a deposit or with spins to play', () => {
    expect(showsActiveCoupon(welcome({ player_coupon_status: 'redeemed' }), 0.99)).toBe(false);
    expect(showsActiveCoupon(welcome({ player_coupon_status: 'redeemed' }), 1)).toBe(true);
    expect(showsActiveCoupon(welcome({ player_coupon_status: 'requested' }), 0)).toBe(true);
    expect(showsActiveCoupon(freeSpins({ player_coupon_status: 'redeemed', spins_remaining: 12 }), 0)).toBe(true);
  });
});

describe('terms (SPEC §9)', () => {
  it('reads a daily limit over 100 as all day', () => {
    expect(dailyLimitText(101)).toBe('all day');
    expect(dailyLimitText(100)).toBe('100 per day');
    expect(dailyLimitText(null)).toBeNull();
  });
});

describe('redeeming (SPEC §4 Redeeming)', () => {
  it('routes ICM codes to chat, CASHIER_OPEN to the cashier, CASHBACK to a claim, rewards to the rewards call', () => {
    expect(redeemRouteFor('ICM123')).toBe('chat');
    expect(redeemRouteFor('CASHIER_OPEN')).toBe('cashier');
    expect(redeemRouteFor('cashback')).toBe('cashback');
    expect(redeemRouteFor('ARSDAILY', sampleCoupon({ reward_type: 'ARSDaily', redeem_type: 'reward' }))).toBe('reward');
    expect(redeemRouteFor('WELCOME300', welcome())).toBe('coupon');
  });

  it('knows the card state from the player\'s status', () => {
    expect(cardStateOf(welcome())).toBe('available');
    expect(cardStateOf(welcome({ player_coupon_status: 'requested' }))).toBe('requested');
    expect(cardStateOf(freeSpins({ player_coupon_status: 'redeemed' }))).toBe('redeemed');
  });

  it('asks for a game only when a free-spin coupon has several and none is chosen', () => {
    expect(needsGameChoice(freeSpins())).toBe(true);
    expect(needsGameChoice(freeSpins({ free_spin_details: { game_id: 1, mach_id: 1302, game_code: 'megasaur', game_description: 'Megasaur', denomination: 0.2, free_spin_winnings: 0 } }))).toBe(false);
    expect(needsGameChoice(freeSpins({ free_spin_details_list: freeSpins().free_spin_details_list.slice(0, 1) }))).toBe(false);
  });

  it('suggests the default-method coupon with the highest bonus for an invalid code', () => {
    expect(suggestedCoupon([welcome(), cashback(), boost(), freeChip({ bonus: ['$900'] })])?.coupon_code).toBe('BOOST500');
    expect(suggestedCoupon([cashback()])).toBeNull();
  });
});
