import { FIRST_SIX_AS_LISTED, FIRST_SIX_ENDING_AT_LOW_MARGIN, isBlockedFromLobbyJackpot, PLAYER_CLASSES } from './jackpot-blocking';

describe('lobby jackpot blocking (SPEC §6)', () => {
  const blockedWithoutDeposit: Record<string, boolean> = {
    Banned: true,
    'Bronze No2': true,
    Coupon: true,
    Deactivated: true,
    'Review – Options blocked': true,
    'Test Class': true,
    'Unverified / Non Dep': true,
    'Low Margin': true,
    'Cash Recyclers': false,
    'Cash Recyclers + Bonuses': false,
  };

  it.each(PLAYER_CLASSES)('%s without a first deposit follows both readings of "the first six"', (playerClass) => {
    expect(isBlockedFromLobbyJackpot(playerClass, false)).toBe(blockedWithoutDeposit[playerClass]);
  });

  it.each(PLAYER_CLASSES)('%s with a first deposit is never blocked', (playerClass) => {
    expect(isBlockedFromLobbyJackpot(playerClass, true)).toBe(false);
  });

  it('blocks every class of either reading', () => {
    expect(FIRST_SIX_AS_LISTED.at(-1)).toBe('Test Class');
    expect(FIRST_SIX_ENDING_AT_LOW_MARGIN.at(-1)).toBe('Low Margin');
    for (const playerClass of [...FIRST_SIX_AS_LISTED, ...FIRST_SIX_ENDING_AT_LOW_MARGIN]) {
      expect(isBlockedFromLobbyJackpot(playerClass, false)).toBe(true);
    }
  });

  it('reads class names written with a hyphen or in another case', () => {
    expect(isBlockedFromLobbyJackpot('Review - Options blocked', false)).toBe(true);
    expect(isBlockedFromLobbyJackpot('low margin', false)).toBe(true);
    expect(isBlockedFromLobbyJackpot(undefined, false)).toBe(false);
  });
});
