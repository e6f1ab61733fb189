import type { Coupon } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { toDollars } from '../../lib/money';
import { ART_HEIGHT, ART_WIDTH, couponArtSvg, imageSetOf } from '../../lib/title-art';
import { titlesByCode } from '../games';
import { maxBetCents } from './max-bet';
import type { CouponRow, PlayerCouponRow } from './coupon-rows';
import type { CouponTier, FreeSpinGame } from './coupon-terms';

export interface GameNames {
  [gameCode: string]: { display_name: string; machine_id: number; game_id: number };
}

/**
 * What one request would otherwise do again for every coupon of every answer (the coupon list is the
 * most called player page): read its tiers and games, draw its banner and hash it for its URLs. Each
 * is a pure function of the coupon's own text, kept by that text, so a changed coupon is read anew.
 */
class KeptByText<T> {
  private readonly kept = new Map<string, T>();
  constructor(private readonly make: (text: string) => T, private readonly limit = 500) {}

  get(text: string): T {
    let value = this.kept.get(text);
    if (value === undefined) {
      // The oldest goes first: a catalogue of coupons is far smaller than the limit.
      if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value as string);
      value = this.make(text);
      this.kept.set(text, value);
    }
    return value;
  }
}

const tiersByText = new KeptByText((text) => JSON.parse(text) as CouponTier[]);
const spinGamesByText = new KeptByText((text) => JSON.parse(text) as FreeSpinGame[]);

// The answers share these lists; nobody changes them.
export const tiersOf = (coupon: CouponRow): readonly CouponTier[] => tiersByText.get(coupon.tiers);
export const freeSpinGamesOf = (coupon: CouponRow): readonly FreeSpinGame[] => spinGamesByText.get(coupon.free_spin_games);

/** A coupon's banner: its reward type's motif and colours, its title set in the picture. */
export const couponSvg = (coupon: Pick<CouponRow, 'code' | 'title' | 'reward_type'>): string =>
  couponArtSvg({ code: coupon.code, title: coupon.title, rewardType: coupon.reward_type });

/** The banner's URLs by site URL, code, title and reward type: all that draws it. */
const imageSetsByBanner = new KeptByText((key) => {
  const [publicUrl, code, title, rewardType] = JSON.parse(key) as [string, string, string, string];
  return imageSetOf(publicUrl, 'coupons', code, couponSvg({ code, title, reward_type: rewardType }), { width: ART_WIDTH, height: ART_HEIGHT });
});
/**
 * The banner's URLs of each catalogue row: the catalogue hands out the same row objects until it is read again, so
 * a request finds them without building the key; a row read anew (a changed coupon) is looked up by its text.
 */
const imageSetsByRow = new WeakMap<CouponRow, { publicUrl: string; set: ReturnType<typeof imageSetOf> }>();
function couponImageSet(publicUrl: string, coupon: CouponRow) {
  const kept = imageSetsByRow.get(coupon);
  if (kept?.publicUrl === publicUrl) return kept.set;
  const set = imageSetsByBanner.get(JSON.stringify([publicUrl, coupon.code, coupon.title, coupon.reward_type]));
  imageSetsByRow.set(coupon, { publicUrl, set });
  return set;
}

/** 'requested' waits for a deposit; 'redeemed' is in play (SPEC §4 promotion card states). */
export function playerCouponStatus(playerCoupon: PlayerCouponRow | null): string {
  if (!playerCoupon) return 'No Coupon';
  return playerCoupon.status === 'awaiting_deposit' ? 'requested' : 'redeemed';
}

/** The coupon fields of SPEC §3, with the player's progress when there is a player coupon. */
export function couponView(
  ctx: AppContext,
  coupon: CouponRow,
  options: { playerCoupon?: PlayerCouponRow | null; games?: GameNames; userHash?: string; status?: string; playerClass?: string } = {},
): Coupon {
  const tiers = tiersOf(coupon);
  const spinGames = freeSpinGamesOf(coupon);
  const games = options.games ?? {};
  const pc = options.playerCoupon ?? null;
  const chosen = pc?.free_spin_game ? games[pc.free_spin_game] : undefined;
  const spinsNeeded = pc?.spins_total || Math.max(0, ...tiers.map((tier) => tier.spins), ...spinGames.map((g) => g.spins_needed));
  const couponAmountCents = pc?.bonus_cents || coupon.fixed_amount_cents;
  const { src: imageUrl, ...imageSet } = couponImageSet(ctx.config.publicUrl, coupon);
  return {
    coupon_code: coupon.code,
    coupon_title: coupon.title,
    coupon_description: coupon.description,
    image_url: imageUrl,
    image_set: imageSet,
    reward_type: coupon.reward_type,
    redeem_type: coupon.redeem_type === 'reward' ? 'reward' : Number(coupon.redeem_type),
    redemption_type: coupon.redemption_type,
    deposit_method: tiers.map((tier) => tier.deposit_method),
    minimum_deposit: tiers.map((tier) => toDollars(tier.minimum_deposit_cents)),
    maximum_deposit: tiers.map((tier) => toDollars(tier.maximum_deposit_cents)),
    bonus: tiers.map((tier) =>
      tier.bonus_percent > 0 ? `${tier.bonus_percent}%` : tier.bonus_fixed_cents > 0 ? `$${toDollars(tier.bonus_fixed_cents)}`
        : coupon.cashback_percent > 0 ? `${coupon.cashback_percent}%` : `$${toDollars(coupon.fixed_amount_cents)}`),
    max_bonus: tiers.map((tier) => (tier.max_bonus_cents === null ? null : toDollars(tier.max_bonus_cents))),
    spins: tiers.map((tier) => tier.spins || spinGames[0]?.spins_needed || 0),
    playthrough: tiers.map((tier) => tier.playthrough),
    max_uses_per_player: coupon.max_uses_per_player,
    max_users_player_per_month: coupon.max_uses_per_month,
    max_users_player_per_week: coupon.max_uses_per_week,
    max_uses_player_per_day: coupon.max_uses_per_day,
    expiry: coupon.expires_at ? Math.floor(new Date(coupon.expires_at).getTime() / 1000) : null,
    max_cashout: coupon.max_cashout_cents === null ? null : toDollars(coupon.max_cashout_cents),
    max_bet: toDollars(maxBetCents(coupon, options.playerClass ?? null)),
    coupon_amount: toDollars(couponAmountCents),
    spins_remaining: pc ? pc.spins_remaining : 0,
    spins_needed: spinsNeeded,
    game_description: chosen?.display_name ?? (spinGames.length === 1 ? games[spinGames[0]!.game_code]?.display_name ?? '' : ''),
    free_spin: spinGames.length > 0,
    free_spin_details: pc && pc.spins_total > 0
      ? {
          game_id: chosen?.game_id ?? null,
          mach_id: chosen?.machine_id ?? null,
          game_code: pc.free_spin_game,
          game_description: chosen?.display_name ?? '',
          denomination: toDollars(pc.spin_value_cents),
          free_spin_winnings: toDollars(pc.free_spin_winnings_cents),
        }
      : null,
    free_spin_details_list: spinGames.map((game) => ({
      game_code: game.game_code,
      spins_needed: game.spins_needed,
      game_description: games[game.game_code]?.display_name ?? game.game_code,
      mach_id: games[game.game_code]?.machine_id ?? null,
      game_id: games[game.game_code]?.game_id ?? null,
    })),
    bank_method_list: tiers.map((tier) => tier.deposit_method).filter((method) => method !== 'None'),
    playthrough_details: {
      amount_played: toDollars(pc?.playthrough_played_cents ?? 0),
      amount_needed: toDollars(pc?.playthrough_needed_cents ?? 0),
      awaiting_deposit: pc?.status === 'awaiting_deposit',
    },
    player_coupon_status: options.status ?? playerCouponStatus(pc),
    ...(options.userHash ? { userHash: options.userHash } : {}),
  };
}

export async function gameNames(ctx: AppContext, coupons: CouponRow[]): Promise<GameNames> {
  const codes = [...new Set(coupons.flatMap((coupon) => freeSpinGamesOf(coupon).map((game) => game.game_code)))];
  if (codes.length === 0) return {};
  const rows = await titlesByCode(ctx, codes);
  return Object.fromEntries(rows.map((row) => [row.game_code, row]));
}
