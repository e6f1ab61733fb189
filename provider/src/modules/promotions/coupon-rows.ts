// The promotions tables' rows as the repository reads them; their own file, as the view and the max-bet rule both use them.
export interface CouponRow {
  code: string;
  title: string;
  description: string;
  image: string;
  reward_type: string;
  redeem_type: string;
  redemption_type: string;
  tiers: string;
  free_spin_games: string;
  spin_value_cents: number;
  cashback_percent: number;
  fixed_amount_cents: number;
  playthrough_multiplier: number;
  max_cashout_cents: number | null;
  max_uses_per_player: number | null;
  max_uses_per_month: number | null;
  max_uses_per_week: number | null;
  max_uses_per_day: number | null;
  max_uses_total: number | null;
  expires_at: Date | null;
  is_public: boolean;
  sort_order: number;
}

export interface PlayerCouponRow {
  id: number;
  player_id: number;
  coupon_code: string;
  status: 'awaiting_deposit' | 'active' | 'completed' | 'cancelled';
  redeemed_at: Date;
  credited_at: Date | null;
  deposit_cents: number;
  bonus_cents: number;
  playthrough_needed_cents: number;
  playthrough_played_cents: number;
  spins_total: number;
  spins_remaining: number;
  spin_value_cents: number;
  free_spin_game: string | null;
  free_spin_winnings_cents: number;
}
