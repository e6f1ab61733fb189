import type { CaptchaChallenge, Coupon, Game, GamesCatalogue, PlayerCoupon, PlayerData, SessionAnswer } from 'shared-contract';

/** Player data as the provider answers it, for a player who has not given their address yet. */
export const samplePlayerData = (overrides: Partial<PlayerData> = {}): PlayerData => ({
  login: 'jdoe',
  player_id: 42,
  hashed_password: 'cashier-credential',
  birth_date: '1990-01-31',
  player_class: 'Unverified / Non Dep',
  first_deposit: false,
  first_deposit_date: null,
  total_deposits_number: 0,
  contact: { email: 'jdoe@example.com', first_name: 'Jane', last_name: 'Doe', country_id: 'US', cell_phone: '', day_phone: '', evening_phone: '' },
  address_one: '',
  address_two: '',
  city: '',
  state_id: '',
  zip_code: '',
  gender: null,
  email_permit: true,
  profile_complete: false,
  userHash: 'hash',
  ...overrides,
});

/** The login answer for a player. */
export const sampleSession = (pid = 42, login = 'jdoe'): SessionAnswer => ({
  pid,
  player_id: pid,
  login,
  sessionToken: `token-${pid}`,
  rtgSession: { session_id: `session-${pid}` },
  expires_at: '2030-01-01T00:00:00.000Z',
  player_class: 'Unverified / Non Dep',
  first_deposit: false,
});

/**
 * A cheap but real proof-of-work challenge: a solution is a SHA-256 of salt, nonce and a counter
 * that starts with '0', so the site's real solvers find one in a few tries.
 */
export const sampleCaptchaChallenge = (): CaptchaChallenge => ({
  parameters: { algorithm: 'SHA-256', nonce: 'a1b2c3d4', salt: '0f1e2d3c', cost: 1, keyLength: 32, keyPrefix: '0' },
  signature: 'test',
});

/** A deposit coupon as the coupon lists show it, still available to the player. */
export const sampleCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  coupon_code: 'WELCOME300',
  coupon_title: '300% Welcome Bonus',
  coupon_description: 'Triple your first deposit: 300% up to $3,000 on a deposit of $20 or more.',
  image_url: 'http://localhost:4000/promotions/welcome300.png',
  reward_type: 'DEPOSIT',
  redeem_type: 1,
  redemption_type: 'Percentage on next deposit',
  deposit_method: ['Credit Card'],
  minimum_deposit: [20],
  maximum_deposit: [1000],
  bonus: ['300%'],
  max_bonus: [3000],
  spins: [0],
  playthrough: [30],
  max_uses_per_player: 1,
  max_users_player_per_month: null,
  max_users_player_per_week: null,
  max_uses_player_per_day: null,
  expiry: null,
  max_cashout: null,
  coupon_amount: 0,
  spins_remaining: 0,
  spins_needed: 0,
  game_description: '',
  free_spin: false,
  free_spin_details: null,
  free_spin_details_list: [],
  bank_method_list: ['Credit Card'],
  playthrough_details: { amount_played: 0, amount_needed: 0, awaiting_deposit: false },
  player_coupon_status: 'available',
  ...overrides,
});

/** The player's coupon after a redeem: a deposit coupon that waits for the deposit. */
export const samplePlayerCoupon = (overrides: Partial<PlayerCoupon> = {}): PlayerCoupon => ({
  ...sampleCoupon({
    player_coupon_status: 'requested',
    playthrough_details: { amount_played: 0, amount_needed: 0, awaiting_deposit: true },
  }),
  isActive: true,
  balance: 0,
  message: 'Deposit Now to Receive your Bonus!',
  ...overrides,
});

/** A slot of the games file. */
export const sampleGame = (overrides: Partial<Game> = {}): Game => ({
  machine_id: 1300,
  game_id: 1,
  game_code: 'megasaur',
  display_name: 'Megasaur',
  category: 'Slots',
  sub_category: '5 Reel',
  thumbnail: 'http://localhost:4000/thumbnails/megasaur.svg',
  ...overrides,
});

/** The games file with these games, under one Slots category. */
export const sampleGamesCatalogue = (games: Game[] = [sampleGame()]): GamesCatalogue => ({
  casino_id: 937,
  skin_id: 1,
  categories: [{ title: 'Slots', sub_categories: ['All', '5 Reel'] }],
  games,
});
