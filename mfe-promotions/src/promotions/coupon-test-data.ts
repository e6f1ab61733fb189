import { sampleCoupon as sampleContractCoupon } from 'shared-api/testing';
import type { Coupon, CouponDetails, PlayerCoupon, PublicCoupon } from 'shared-contract';

/** A coupon as the provider answers it, for unit tests; each test overrides what it is about. */
export function sampleCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return sampleContractCoupon({
    coupon_code: 'DEPOSIT150',
    coupon_title: '150% Deposit Bonus',
    coupon_description: '150% up to $1,500 on a deposit of $25 or more, once a week.',
    image_url: 'http://localhost:4000/promotions/deposit150.svg',
    deposit_method: ['Credit Card', 'Bitcoin'],
    minimum_deposit: [25, 25],
    maximum_deposit: [1000, 1000],
    bonus: ['150%', '150%'],
    max_bonus: [1500, 1500],
    spins: [0, 0],
    playthrough: [25, 25],
    max_uses_per_player: null,
    max_users_player_per_week: 1,
    bank_method_list: ['Credit Card', 'Bitcoin'],
    ...overrides,
  });
}

export function samplePublicCoupon(overrides: Partial<Coupon> = {}): PublicCoupon {
  const { player_coupon_status: _s, spins_remaining: _r, playthrough_details: _p, free_spin_details: _f, userHash: _u, ...rest } = sampleCoupon(overrides);
  return rest;
}

export const welcome = (overrides: Partial<Coupon> = {}) => sampleCoupon({
  coupon_code: 'WELCOME300', coupon_title: '300% Welcome Bonus', coupon_description: 'Triple your first deposit.',
  bonus: ['300%', '350%'], minimum_deposit: [20, 20], maximum_deposit: [1000, 1000], playthrough: [30, 30], max_uses_per_player: 1,
  max_users_player_per_week: null, ...overrides,
});

export const cashback = (overrides: Partial<Coupon> = {}) => sampleCoupon({
  coupon_code: 'CASHBACK', coupon_title: '25% Cashback', coupon_description: 'Get 25% of your net losses back.', reward_type: 'CASHBACK',
  redeem_type: 'reward', redemption_type: 'Percentage of net losses', deposit_method: ['None'], minimum_deposit: [0], maximum_deposit: [0],
  bonus: ['25%'], max_bonus: [null], spins: [0], playthrough: [1], bank_method_list: [], max_users_player_per_week: null, ...overrides,
});

export const freeSpins = (overrides: Partial<Coupon> = {}) => sampleCoupon({
  coupon_code: 'FREESPINS50', coupon_title: '50 Free Spins', coupon_description: '50 free spins on a game of your choice.', reward_type: 'FREESPINS',
  redeem_type: 3, redemption_type: 'Fixed amount on redemption', deposit_method: ['None'], minimum_deposit: [0], maximum_deposit: [0],
  bonus: ['$0'], max_bonus: [null], spins: [50], playthrough: [20], bank_method_list: [], free_spin: true, spins_needed: 50, max_cashout: 100,
  max_uses_per_player: 1, max_users_player_per_week: null,
  free_spin_details_list: [
    { game_code: 'cash-bandits', spins_needed: 50, game_description: 'Cash Bandits', mach_id: 1301, game_id: 1 },
    { game_code: 'megasaur', spins_needed: 50, game_description: 'Megasaur', mach_id: 1302, game_id: 1 },
  ],
  ...overrides,
});

export const freeChip = (overrides: Partial<Coupon> = {}) => sampleCoupon({
  coupon_code: 'FREECHIP25', coupon_title: '$25 Free Chip', coupon_description: 'A $25 no-deposit chip.', reward_type: 'CHIP', redeem_type: 3,
  redemption_type: 'Fixed amount on redemption', deposit_method: ['None'], minimum_deposit: [0], maximum_deposit: [0], bonus: ['$25'],
  max_bonus: [null], spins: [0], playthrough: [40], bank_method_list: [], coupon_amount: 25, max_users_player_per_week: null, ...overrides,
});

export const boost = (overrides: Partial<Coupon> = {}) => sampleCoupon({
  coupon_code: 'BOOST500', coupon_title: '500% Boost', reward_type: 'BOOST', bonus: ['500%', '500%'], max_cashout: 1500, max_bet: 5, ...overrides,
});

export function sampleDetails(coupons: Coupon[], overrides: Partial<CouponDetails> = {}): CouponDetails {
  const active = coupons.find((coupon) => coupon.player_coupon_status === 'requested' || coupon.player_coupon_status === 'redeemed');
  return {
    balance: 0,
    active_coupon: active?.coupon_code ?? null,
    player_coupon_status: active?.player_coupon_status ?? 'No Coupon',
    coupons,
    ...overrides,
  };
}

export function playerCoupon(coupon: Coupon, overrides: Partial<PlayerCoupon> = {}): PlayerCoupon {
  return { ...coupon, isActive: true, balance: 0, ...overrides };
}
