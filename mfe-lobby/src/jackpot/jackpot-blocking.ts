/** Every player class of SPEC §6, in the order listed there. */
export const PLAYER_CLASSES: ReadonlyArray<string> = [
  'Banned',
  'Bronze No2',
  'Coupon',
  'Deactivated',
  'Review – Options blocked',
  'Test Class',
  'Unverified / Non Dep',
  'Low Margin',
  'Cash Recyclers',
  'Cash Recyclers + Bonuses',
];

/**
 * SPEC §6 is ambiguous about 'the first six classes': as listed they end at Test Class; read as
 * the classes before the last two, leaving out Unverified / Non Dep (named on its own), they end
 * at Low Margin. Both readings apply, so the blocked set is their union plus Unverified / Non Dep.
 */
export const FIRST_SIX_AS_LISTED: ReadonlyArray<string> = PLAYER_CLASSES.slice(0, 6);
export const FIRST_SIX_ENDING_AT_LOW_MARGIN: ReadonlyArray<string> = [
  'Bronze No2',
  'Coupon',
  'Deactivated',
  'Review – Options blocked',
  'Test Class',
  'Low Margin',
];
export const JACKPOT_BLOCKED_CLASSES: ReadonlyArray<string> = [
  ...new Set([...FIRST_SIX_AS_LISTED, ...FIRST_SIX_ENDING_AT_LOW_MARGIN, 'Unverified / Non Dep']),
];

// Class names arrive with an en dash or a hyphen, and in any case.
const normalise = (name: string) => name.replace(/[–—-]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
const blocked = new Set(JACKPOT_BLOCKED_CLASSES.map(normalise));

/** Whether the lobby jackpot is withheld from a player. A player with a first deposit is never blocked. */
export function isBlockedFromLobbyJackpot(playerClass: string | undefined, hasFirstDeposit: boolean): boolean {
  if (hasFirstDeposit) return false;
  return playerClass !== undefined && blocked.has(normalise(playerClass));
}
