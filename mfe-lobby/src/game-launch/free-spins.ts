import type { ActiveCoupon } from 'shared-contract';
import type { Game } from '../games/game';

/**
 * True when the player's active coupon still has free spins to play on this game (SPEC §4: short
 * of funds, free spins on this very game still play). The coupon names its game by code, or by
 * machine and game id when it has no code.
 */
export function hasFreeSpinsOn(coupon: ActiveCoupon, game: Pick<Game, 'game_code' | 'machine_id' | 'game_id'>): boolean {
  if (!coupon.isActive || !('free_spin_details' in coupon)) return false;
  const details = coupon.free_spin_details;
  if (!details || coupon.spins_remaining <= 0) return false;
  if (details.game_code && game.game_code) return details.game_code === game.game_code;
  return details.mach_id === game.machine_id && details.game_id === game.game_id;
}
