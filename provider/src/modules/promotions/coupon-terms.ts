/** The terms of a coupon for one deposit method, as the coupon's `tiers` column keeps them (amounts in cents). */
export interface CouponTier {
  deposit_method: string;
  minimum_deposit_cents: number;
  maximum_deposit_cents: number;
  bonus_percent: number;
  bonus_fixed_cents: number;
  max_bonus_cents: number | null;
  spins: number;
  playthrough: number;
}

/** A game a coupon's free spins may be played on, as the coupon's `free_spin_games` column keeps it. */
export interface FreeSpinGame {
  game_code: string;
  spins_needed: number;
}
