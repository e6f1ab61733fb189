import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ImageSet, PidParams } from '../common';
import { PUBLIC_COUPONS_PATH } from '../constants';
import { endpoint } from '../endpoint';

/** A field the provider answers as null when it has no value. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A coupon code as the calls take it. */
const CouponCode = Type.String({ minLength: 1, maxLength: 40 });
/** Ids the reward calls repeat in the body, as text or numbers. */
const RewardText = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));
/** `?login=` that the coupon calls carry for the provider's logs; the session decides the player. */
const LoginQuery = Type.Object({ login: Type.Optional(Type.String({ maxLength: 200 })) });

/** The game a free-spin coupon's spins are assigned to, with the player's progress on it. */
export const FreeSpinDetails = Type.Object({
  game_id: Nullable(Type.Integer()),
  mach_id: Nullable(Type.Integer()),
  /** Null until the player picks one of several games (PUT coupons/games). */
  game_code: Nullable(Type.String()),
  game_description: Type.String(),
  /** Dollars per spin. */
  denomination: Type.Number(),
  /** Dollars won on the free spins so far. */
  free_spin_winnings: Type.Number(),
});
export type FreeSpinDetails = Static<typeof FreeSpinDetails>;

/** One game a free-spin coupon may be played on. */
export const FreeSpinGameOption = Type.Object({
  game_code: Type.String(),
  spins_needed: Type.Integer(),
  game_description: Type.String(),
  mach_id: Nullable(Type.Integer()),
  game_id: Nullable(Type.Integer()),
});
export type FreeSpinGameOption = Static<typeof FreeSpinGameOption>;

/** Wagering progress of a coupon in play, in dollars. */
export const PlaythroughDetails = Type.Object({
  amount_played: Type.Number(),
  amount_needed: Type.Number(),
  /** True while the coupon is 'requested' (waits for a deposit). */
  awaiting_deposit: Type.Boolean(),
});
export type PlaythroughDetails = Static<typeof PlaythroughDetails>;

/**
 * SPEC §3 "Promotion or coupon": one coupon as the player sees it, with this player's progress
 * when the coupon is theirs. The list fields (`deposit_method` to `playthrough`) hold one entry
 * per deposit tier, in the same order. Money is in dollars.
 */
export const Coupon = Type.Object({
  coupon_code: Type.String(),
  coupon_title: Type.String(),
  coupon_description: Type.String(),
  /** The coupon's banner (a JPEG), for clients that read no `image_set`. */
  image_url: Type.String(),
  /** The banner in AVIF, WebP and JPEG at several widths, for `<picture>`; absent from older providers. */
  image_set: Type.Optional(ImageSet),
  /** ARSDaily, CASHBACK, DEPOSIT, CHIP, FREESPINS, EXTRASPINS, BOOST, ... */
  reward_type: Type.String(),
  /** 'reward', or a number: 3 is credited at once and goes straight to the lobby, 1 waits for a deposit. */
  redeem_type: Type.Union([Type.Literal('reward'), Type.Number()]),
  /** 'Fixed amount on redemption', 'Fixed amount on next deposit', 'Percentage on next deposit', ... */
  redemption_type: Type.String(),
  deposit_method: Type.Array(Type.String()),
  minimum_deposit: Type.Array(Type.Number()),
  maximum_deposit: Type.Array(Type.Number()),
  /** '300%' or '$25' per tier. */
  bonus: Type.Array(Type.String()),
  /** Null where a tier's bonus has no cap. */
  max_bonus: Type.Array(Nullable(Type.Number())),
  spins: Type.Array(Type.Number()),
  /** Wagering multiplier per tier. */
  playthrough: Type.Array(Type.Number()),
  max_uses_per_player: Nullable(Type.Number()),
  max_users_player_per_month: Nullable(Type.Number()),
  max_users_player_per_week: Nullable(Type.Number()),
  max_uses_player_per_day: Nullable(Type.Number()),
  /** Epoch seconds; null when the coupon does not expire. */
  expiry: Nullable(Type.Number()),
  max_cashout: Nullable(Type.Number()),
  /**
   * Dollars: the largest stake of one paid round while this coupon is in play (SPEC §9), for this
   * player's class when a player asked, else the coupon's own rule. The provider refuses a larger
   * stake; front ends show this figure, never one of their own.
   */
  max_bet: Type.Number(),
  /** The bonus credited (a coupon in play) or the coupon's fixed amount. */
  coupon_amount: Type.Number(),
  spins_remaining: Type.Number(),
  spins_needed: Type.Number(),
  game_description: Type.String(),
  free_spin: Type.Boolean(),
  /** Null unless the player has this coupon's spins. */
  free_spin_details: Nullable(FreeSpinDetails),
  free_spin_details_list: Type.Array(FreeSpinGameOption),
  /** `deposit_method` without 'None'. */
  bank_method_list: Type.Array(Type.String()),
  playthrough_details: PlaythroughDetails,
  /** 'available', 'requested' (waits for a deposit), 'redeemed' (in play) or 'No Coupon' (SPEC §4). */
  player_coupon_status: Type.String(),
  /** The player's userHash (cashback and unsubscribe links); present when a player asked. */
  userHash: Type.Optional(Type.String()),
});
export type Coupon = Static<typeof Coupon>;

/**
 * The player's coupon after a redeem, a free-spin game choice, or as GET active-coupon answers
 * it: the coupon with the player's progress, the balance after the call and a message to show.
 */
export const PlayerCoupon = Type.Composite([
  Coupon,
  Type.Object({
    /** True while the coupon is requested or in play. */
    isActive: Type.Boolean(),
    /** The balance in dollars after this call. */
    balance: Type.Number(),
    /** What to tell the player, e.g. 'Deposit Now to Receive your Bonus!'. */
    message: Type.Optional(Type.String()),
    /** 1 after a daily reward redeem (SPEC §3 Daily login reward). */
    redeemed: Type.Optional(Type.Number()),
  }),
]);
export type PlayerCoupon = Static<typeof PlayerCoupon>;

/** GET active-coupon when the player has none. */
export const NoActiveCoupon = Type.Object({
  isActive: Type.Literal(false),
  player_coupon_status: Type.Literal('No Coupon'),
});
export type NoActiveCoupon = Static<typeof NoActiveCoupon>;

/**
 * SPEC §3 Active coupon: the player's coupon in play or awaiting a deposit, or `NoActiveCoupon`.
 * The full coupon comes first: the answer is serialised with the first schema it matches.
 */
export const ActiveCoupon = Type.Union([PlayerCoupon, NoActiveCoupon]);
export type ActiveCoupon = Static<typeof ActiveCoupon>;

/** DELETE active-coupon: a requested coupon is withdrawn; one in play is forfeited with its bonus. */
export const CancelledCoupon = Type.Object({
  message: Type.String(),
  coupon_code: Type.String(),
  /** Dollars taken back from the balance (never more than it). */
  forfeited: Type.Number(),
  balance: Type.Number(),
  isActive: Type.Literal(false),
  player_coupon_status: Type.Literal('No Coupon'),
});
export type CancelledCoupon = Static<typeof CancelledCoupon>;

/** GET coupondetails: every coupon the player can see, each with its state for this player. */
export const CouponDetails = Type.Object({
  balance: Type.Number(),
  /** The code of the coupon requested or in play, if any. */
  active_coupon: Nullable(Type.String()),
  player_coupon_status: Type.String(),
  coupons: Type.Array(Coupon),
});
export type CouponDetails = Static<typeof CouponDetails>;

/** A cashback claim: a percentage of net game losses since the previous claim, in dollars. */
export const CashbackAnswer = Type.Object({
  message: Type.String(),
  coupon_code: Type.String(),
  cashback: Type.Number(),
  net_losses: Type.Number(),
  balance: Type.Number(),
});
export type CashbackAnswer = Static<typeof CashbackAnswer>;

/**
 * POST v2 coupons: a CASHBACK code claims cashback, every other code answers the player's coupon.
 * The player coupon comes first: the answer is serialised with the first schema it matches.
 */
export const RedeemAnswer = Type.Union([PlayerCoupon, CashbackAnswer]);
export type RedeemAnswer = Static<typeof RedeemAnswer>;

/** A coupon of the public list (rtgcoupons.json): no player, so no progress or status fields. */
export const PublicCoupon = Type.Omit(Coupon, ['player_coupon_status', 'spins_remaining', 'playthrough_details', 'free_spin_details', 'userHash']);
export type PublicCoupon = Static<typeof PublicCoupon>;

/** One recent lobby jackpot win (rtglobbyjackpotwinners.json). */
export const LobbyJackpotWinner = Type.Object({
  name: Type.String(),
  /** Dollars. */
  amount: Type.Number(),
  game: Type.String(),
  /** ISO 8601. */
  date: Type.String(),
});
export type LobbyJackpotWinner = Static<typeof LobbyJackpotWinner>;

/** SPEC §7 Coupons and rewards. The static files are also served at the root, with the same schemas. */
export const couponEndpoints = {
  activeCoupon: endpoint('GET', '/937/players/:pid/active-coupon', { params: PidParams, response: ActiveCoupon }, { auth: 'player' }),
  cancelActiveCoupon: endpoint('DELETE', '/937/players/:pid/active-coupon', { params: PidParams, response: CancelledCoupon }, { auth: 'player' }),
  couponDetails: endpoint('GET', '/937/players/:pid/coupondetails', { params: PidParams, querystring: LoginQuery, response: CouponDetails }, { auth: 'player' }),
  /** Reads an Idempotency-Key: a repeated redeem with the same key answers the first result. */
  redeemCoupon: endpoint('POST', '/937/v2/players/:pid/coupons', {
    params: PidParams,
    querystring: Type.Object({
      login: Type.Optional(Type.String({ maxLength: 200 })),
      couponCode: CouponCode,
      /** Only true is supported. */
      redeem: Type.Optional(Type.Boolean()),
    }),
    response: RedeemAnswer,
  }, { auth: 'player' }),
  /** The daily reward (ARSDaily); reads an Idempotency-Key. */
  redeemReward: endpoint('POST', '/937/player/:pid/rewards/redeem', {
    params: PidParams,
    body: Type.Object({ player_id: RewardText, coupon: CouponCode, skin_id: RewardText }),
    response: PlayerCoupon,
  }, { auth: 'player' }),
  /** `txIdHash` names one claim (or the Idempotency-Key header does): a replay credits once. */
  claimCashback: endpoint('POST', '/937/player/:pid/rewards/cashback', {
    params: PidParams,
    querystring: LoginQuery,
    body: Type.Optional(Type.Object({
      txIdHash: Type.Optional(Type.String({ maxLength: 128 })),
      userHash: Type.Optional(Type.String({ maxLength: 128 })),
    })),
    response: CashbackAnswer,
  }, { auth: 'player' }),
  chooseFreeSpinGame: endpoint('PUT', '/937/players/:pid/coupons/games', {
    params: PidParams,
    querystring: Type.Object({ gameCode: Type.String({ minLength: 1, maxLength: 80 }) }),
    response: PlayerCoupon,
  }, { auth: 'player' }),
  publicCoupons: endpoint('GET', PUBLIC_COUPONS_PATH, { response: Type.Array(PublicCoupon) }),
  lobbyJackpotWinners: endpoint('GET', '/aws-static/rtglobbyjackpotwinners.json', { response: Type.Array(LobbyJackpotWinner) }),
};
