import { getProviderClient } from 'shared-api';

/** The part of GET /937/players/{pid}/active-coupon (SPEC §3 Promotion) the lobby reads. */
export interface ActiveCoupon {
  isActive?: boolean;
  spins_remaining?: number;
  free_spin_details?: { game_code?: string | null; mach_id?: number | null; game_id?: number | null } | null;
}

export async function fetchActiveCoupon(playerId: number): Promise<ActiveCoupon> {
  const { data } = await getProviderClient().get<ActiveCoupon>(`/937/players/${playerId}/active-coupon`);
  return data;
}

/** True when the coupon still has free spins to play on this game. */
export function hasFreeSpinsOn(coupon: ActiveCoupon, game: { game_code?: string; machine_id: number; game_id: number }): boolean {
  const details = coupon.free_spin_details;
  if (coupon.isActive === false || !details || (coupon.spins_remaining ?? 0) <= 0) return false;
  if (details.game_code && game.game_code) return details.game_code === game.game_code;
  return details.mach_id === game.machine_id && details.game_id === game.game_id;
}
