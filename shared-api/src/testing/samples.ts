import type {
  BalanceAnswer, CaptchaChallenge, Category, Coupon, Game, GamesCatalogue, GameSessionAnswer, ImageSet, JackpotListing, JackpotWinner, NoActiveCoupon, PlayerCoupon,
  PlayerData, PlayerJackpot, SessionAnswer, VerificationState, VerificationStatus,
} from 'shared-contract';
import { MAX_DETAILS_TRIES } from 'shared-contract/constants';

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
  verification: 'unverified',
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

/** The balance answer for `balance` dollars, `bonus` of them bonus funds (the rest cash, all of it withdrawable). */
export const sampleBalance = (balance = 250, bonus = 0): BalanceAnswer => ({
  balance,
  balance_cents: Math.round(balance * 100),
  currency_symbol: '$',
  currency: 'USD',
  cash: Math.round((balance - bonus) * 100) / 100,
  bonus,
  pending_withdrawals: 0,
  withdrawable: Math.round((balance - bonus) * 100) / 100,
});

/** An image set as the provider sends it: the files' stem, widths and formats, 4:3. */
export const sampleImageSet = (kind: 'games' | 'coupons', name: string, widths: number[]): ImageSet => ({
  stem: `http://localhost:4000/art/${kind}/${name}.abcdefabcdef`,
  widths,
  formats: ['avif', 'webp'],
  width: 480,
  height: 360,
});

/** A catalogue entry of the games file; its code, thumbnail and category follow from the name unless given. */
export const sampleGame = (overrides: Partial<Game> = {}): Game => {
  const displayName = overrides.display_name ?? 'Cash Bandits';
  const code = overrides.game_code ?? displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    machine_id: 5001,
    game_id: 1,
    game_code: code,
    display_name: displayName,
    category: 'Slots',
    sub_category: '5 Reel',
    thumbnail: `http://localhost:4000/art/games/${code}.abcdefabcdef.480.jpg`,
    thumbnail_set: sampleImageSet('games', code, [240, 480, 840]),
    ...overrides,
  };
};

/**
 * The games file with these games; without categories, each category of the games with its
 * sub-categories (`All` first) in the order the games name them.
 */
export const sampleCatalogue = (games: Game[] = [sampleGame()], categories?: Category[]): GamesCatalogue => ({
  casino_id: 937,
  skin_id: 1,
  categories: categories ?? [...new Set(games.map((game) => game.category))].map((title) => ({
    title,
    sub_categories: ['All', ...new Set(games.filter((game) => game.category === title).map((game) => game.sub_category))],
  })),
  games,
});

/** POST /games/session for a slot: a game token and the game's info. */
export const sampleGameSession = (overrides: Partial<GameSessionAnswer> = {}): GameSessionAnswer => ({
  gameToken: 'game-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  game: { game_code: 'cash-bandits', display_name: 'Cash Bandits', category: 'Slots', sub_category: '5 Reel' },
  engine: 'slot',
  rtp: 96.5,
  note: null,
  config: {},
  demo: false,
  balance: 250,
  currency: 'USD',
  currencySymbol: '$',
  limits: { min_bet: 0.25, max_bet: 100 },
  open_round: null,
  free_spins: null,
  ...overrides,
});

/** A coupon of the player's list: a deposit bonus they may redeem, with no progress yet. */
export const sampleCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  coupon_code: 'WELCOME300',
  coupon_title: 'Welcome bonus',
  coupon_description: '300% on your first deposit',
  image_url: 'http://localhost:4000/art/coupons/WELCOME300.abcdefabcdef.480.jpg',
  image_set: sampleImageSet('coupons', 'WELCOME300', [240, 480, 720]),
  reward_type: 'DEPOSIT',
  redeem_type: 1,
  redemption_type: 'Percentage on next deposit',
  deposit_method: ['Credit Card'],
  minimum_deposit: [25],
  maximum_deposit: [1000],
  bonus: ['300%'],
  max_bonus: [null],
  spins: [0],
  playthrough: [30],
  max_uses_per_player: 1,
  max_users_player_per_month: null,
  max_users_player_per_week: null,
  max_uses_player_per_day: null,
  expiry: null,
  max_cashout: null,
  max_bet: 10,
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

/** The player's coupon in play (GET active-coupon, a redeem), with the balance after the call. */
export const samplePlayerCoupon = (overrides: Partial<PlayerCoupon> = {}): PlayerCoupon => ({
  ...sampleCoupon({ player_coupon_status: 'redeemed' }),
  isActive: true,
  balance: 250,
  ...overrides,
});

/** A free-spin coupon in play with `spins` spins left on the game with this code. */
export const sampleFreeSpinCoupon = (gameCode: string, spins = 50): PlayerCoupon => samplePlayerCoupon({
  coupon_code: 'FREESPINS50',
  coupon_title: '50 free spins',
  coupon_description: `${spins} free spins`,
  reward_type: 'FREESPINS',
  redeem_type: 3,
  redemption_type: 'Fixed amount on redemption',
  spins: [spins],
  free_spin: true,
  spins_remaining: spins,
  spins_needed: spins,
  game_description: gameCode,
  free_spin_details: { game_id: null, mach_id: null, game_code: gameCode, game_description: gameCode, denomination: 0.25, free_spin_winnings: 0 },
});

/** GET active-coupon when the player has none. */
export const sampleNoActiveCoupon = (): NoActiveCoupon => ({ isActive: false, player_coupon_status: 'No Coupon' });

/** An entry of GET /937/jackpots; `token` is where its other calls go. */
export const sampleJackpotListing = (overrides: Partial<JackpotListing> = {}): JackpotListing => ({
  guid: 'lobby-1',
  name: 'Lobby Jackpot',
  amount: 10000,
  currency: 'USD',
  contribution: 0.01,
  token: 'http://localhost:4000/jackpot/lobby/',
  ...overrides,
});

/** A recent jackpot winner. */
export const sampleJackpotWinner = (overrides: Partial<JackpotWinner> = {}): JackpotWinner => ({
  name: 'Maria G.',
  amount: 12500.75,
  game: "Aztec's Millions",
  date: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

/** The player's view of a jackpot: not opted in, nothing to claim, not blocked. */
export const samplePlayerJackpot = (overrides: Partial<PlayerJackpot> = {}): PlayerJackpot => ({
  guid: 'lobby-1',
  name: 'Lobby Jackpot',
  'jackpot-amount': 10000,
  'is-opt-in': false,
  'unclaimed-hits-amount': 0,
  blocked: false,
  winners: [],
  ...overrides,
});

/**
 * A cheap but real proof-of-work challenge: a solution is a SHA-256 of salt, nonce and a counter
 * that starts with '0', so the site's real solvers find one in a few tries.
 */
export const sampleCaptchaChallenge = (): CaptchaChallenge => ({
  parameters: { algorithm: 'SHA-256', nonce: 'a1b2c3d4', salt: '0f1e2d3c', cost: 1, keyLength: 32, keyPrefix: '0' },
  signature: 'test',
});

// Identity verification (issue 50).

/** What the provider tells the player in each verification state (the sandbox's words; the page shows them as given). */
const VERIFICATION_MESSAGES: Readonly<Record<VerificationStatus, string>> = {
  unverified: 'Before your first withdrawal we need to confirm who you are. Enter your legal name, date of birth, address and the last four digits of your SSN.',
  'documents-needed': 'We could not confirm your details. Please upload a photo ID: a PNG, JPEG or PDF of up to 5 MB.',
  'in-review': 'Thank you. Your document is with our team.',
  verified: 'Your identity is verified. You can withdraw your winnings.',
  rejected: 'We could not accept your document. Please read the reason and upload another.',
};

/** A verification state as GET …/verification answers it: verified on November 26, 2026, rejected with a reason, or else just its message. */
export const sampleVerificationState = (status: VerificationStatus = 'unverified', overrides: Partial<VerificationState> = {}): VerificationState => ({
  status,
  reason: status === 'rejected' ? 'The photo is too blurred to read your name.' : null,
  document: status === 'in-review' || status === 'rejected'
    ? { file_name: 'photo-id.png', kind: 'png', size_bytes: 245_760, uploaded_at: '2026-11-26T16:00:00.000Z' }
    : null,
  verified_at: status === 'verified' ? '2026-11-26T17:00:00.000Z' : null,
  details_tries_left: status === 'unverified' || status === 'verified' ? MAX_DETAILS_TRIES : MAX_DETAILS_TRIES - 1,
  message: VERIFICATION_MESSAGES[status],
  ...overrides,
});
