import { isBlockedFromJackpot } from './jackpot-service';

/** Every player class of SPEC §6, in the order listed there. */
const PLAYER_CLASSES = [
  'Banned', 'Bronze No2', 'Coupon', 'Deactivated', 'Review – Options blocked', 'Test Class', 'Unverified / Non Dep', 'Low Margin',
  'Cash Recyclers', 'Cash Recyclers + Bonuses',
];
// Both readings of "the first six classes" (as listed: up to Test Class; before the last two, leaving
// out Unverified / Non Dep, named on its own: up to Low Margin), plus Unverified / Non Dep.
const BLOCKED_WITHOUT_DEPOSIT = new Set(PLAYER_CLASSES.slice(0, 8));

describe('the lobby jackpot block (SPEC §6), the one rule the site shows', () => {
  it.each(PLAYER_CLASSES)('%s without a first deposit', (playerClass) => {
    expect(isBlockedFromJackpot({ player_class: playerClass, first_deposit_at: null })).toBe(BLOCKED_WITHOUT_DEPOSIT.has(playerClass));
  });

  it.each(PLAYER_CLASSES)('%s with a first deposit is never blocked', (playerClass) => {
    expect(isBlockedFromJackpot({ player_class: playerClass, first_deposit_at: new Date('2026-11-01T00:00:00Z') })).toBe(false);
  });
});
