import type {
  ActiveCoupon, CancelledCoupon, CashbackAnswer, CouponDetails, DailyRewardState, PlayerCoupon, PublicCoupon, RedeemAnswer,
} from 'shared-contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import type { CouponRow, PlayerCouponRow } from './coupon-rows';
import { couponsVisibleWith, publicCouponsAt } from './coupon-catalogue';
import { couponSvg, couponView, freeSpinGamesOf, gameNames, playerCouponStatus, tiersOf } from './coupon-view';
import { getPlayer, lockPlayer } from '../players';
import {
  activateOnDeposit, activePlayerCouponRow, allUses, couponByCode, couponListReads, dailyRewardTaken, endPlayerCoupon, firstCouponOfType,
  insertCashbackClaim, insertDailyReward, insertPlayerCoupon, lastCashbackTransaction, playerUses, setFreeSpinGame,
} from './promotions-repository';
import { creditBonus, creditPlayer, forfeitBonus, HOUSE, netGameResult, runIdempotent, spendableCents, walletBalance, walletBalances } from '../wallet';

/** Under this balance a no-deposit chip may be claimed, and a coupon in play is over (SPEC §9). */
export const BALANCE_THRESHOLD_CENTS = 100;
/** Classes refused every promotion: coupons, the daily reward and cashback alike (one rule for the three). */
const PROMOTIONS_BLOCKED_CLASSES = new Set(['Review – Options blocked']);
const BLOCKED_OFFER = { coupon: 'Coupons are', daily: 'The daily reward is', cashback: 'Cashback is' } as const;

/** Refuses a promotion to a player whose class is blocked from promotions, naming the offer asked for. */
async function checkPromotionsAllowed(tx: Queryable, playerId: number, offer: keyof typeof BLOCKED_OFFER): Promise<void> {
  const { player_class } = await getPlayer(tx, playerId);
  if (PROMOTIONS_BLOCKED_CLASSES.has(player_class)) throw forbidden(`${BLOCKED_OFFER[offer]} not available on your account. Please contact support.`);
}

export async function findCoupon(db: Queryable, code: string, lock = false): Promise<CouponRow> {
  const coupon = await couponByCode(db, code.trim().toUpperCase(), lock);
  if (!coupon) throw notFound('Invalid Coupon');
  return coupon;
}

export async function activePlayerCoupon(db: Queryable, playerId: number): Promise<PlayerCouponRow | null> {
  return activePlayerCouponRow(db, playerId);
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Calendar periods in UTC: the day, the ISO week (from Monday) and the month. */
export function periodStarts(now: Date) {
  const day = startOfUtcDay(now);
  const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { day, week, month };
}

async function checkLimits(ctx: AppContext, tx: Queryable, coupon: CouponRow, playerId: number): Promise<void> {
  const now = ctx.now();
  if (coupon.expires_at && new Date(coupon.expires_at) <= now) throw badRequest('This coupon has expired.');
  // A use is a coupon that was credited, or is still in play; a cancelled request is not a use.
  const used = await playerUses(tx, playerId, coupon.code, periodStarts(now));
  const limits: [number | null, number, string][] = [
    [coupon.max_uses_per_player, used.total, 'You have already used this coupon the maximum number of times.'],
    [coupon.max_uses_per_day, used.today, 'You have reached the daily limit for this coupon.'],
    [coupon.max_uses_per_week, used.week, 'You have reached the weekly limit for this coupon.'],
    [coupon.max_uses_per_month, used.month, 'You have reached the monthly limit for this coupon.'],
  ];
  for (const [limit, count, message] of limits) if (limit !== null && count >= limit) throw conflict(message);
  if (coupon.max_uses_total !== null) {
    // The coupon row is locked (FOR UPDATE) by the caller, so this count cannot race.
    if ((await allUses(tx, coupon.code)) >= coupon.max_uses_total) throw conflict('This coupon has been fully claimed.');
  }
}

const playerClass = (tx: Queryable, playerId: number) => getPlayer(tx, playerId);

/** What a call adds to the player's coupon: the message to show, and `redeemed` after a daily reward. */
type ViewExtra = Pick<PlayerCoupon, 'message' | 'redeemed'>;

async function viewOf(ctx: AppContext, tx: Queryable, playerCoupon: PlayerCouponRow, extra: ViewExtra = {}): Promise<PlayerCoupon> {
  const coupon = await findCoupon(tx, playerCoupon.coupon_code);
  const { user_hash, player_class } = await playerClass(tx, playerCoupon.player_id);
  return {
    ...couponView(ctx, coupon, { playerCoupon, games: await gameNamesIn(tx, [coupon]), userHash: user_hash, playerClass: player_class }),
    isActive: playerCoupon.status === 'awaiting_deposit' || playerCoupon.status === 'active',
    balance: toDollars(await walletBalance(tx, playerCoupon.player_id)),
    ...extra,
  };
}

async function gameNamesIn(tx: Queryable, coupons: CouponRow[]) {
  return gameNames({ db: tx } as unknown as AppContext, coupons);
}

/**
 * POST /v2 coupon redeem. Deposit coupons become 'requested' (awaiting deposit); chips and
 * free spins are credited at once; CASHBACK claims cashback; ARSDaily redeems today's reward.
 */
export async function redeemCoupon(
  ctx: AppContext,
  playerId: number,
  code: string,
  idempotencyKey: string | null,
): Promise<RedeemAnswer> {
  const normalised = code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,40}$/.test(normalised)) throw notFound('Invalid Coupon');
  const peek = await findCoupon(ctx.db, normalised);
  if (peek.reward_type === 'CASHBACK') return claimCashback(ctx, playerId, idempotencyKey);
  if (peek.reward_type === 'ARSDaily') return redeemDailyReward(ctx, playerId, normalised, idempotencyKey);

  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, `redeem:${normalised}`, idempotencyKey, { code: normalised }, async () => {
      const coupon = await findCoupon(tx, normalised, peek.max_uses_total !== null);
      await checkPromotionsAllowed(tx, playerId, 'coupon');
      if (await activePlayerCoupon(tx, playerId)) {
        throw conflict('You already have an active coupon. Cancel it before redeeming another.');
      }
      await checkLimits(ctx, tx, coupon, playerId);
      const now = ctx.now();
      const spinGames = freeSpinGamesOf(coupon);

      if (coupon.redemption_type !== 'Fixed amount on redemption') {
        const requested = await insertPlayerCoupon(tx, { playerId, couponCode: coupon.code, status: 'awaiting_deposit', now, credited: false });
        return viewOf(ctx, tx, requested, { message: 'Deposit Now to Receive your Bonus!' });
      }

      if (spinGames.length > 0) {
        const spins = spinGames[0]!.spins_needed;
        const withSpins = await insertPlayerCoupon(tx, {
          playerId, couponCode: coupon.code, status: 'active', now, credited: true, spins, spinValueCents: coupon.spin_value_cents,
          freeSpinGame: spinGames.length === 1 ? spinGames[0]!.game_code : null,
        });
        return viewOf(ctx, tx, withSpins, { message: spinGames.length === 1 ? 'Your free spins are ready.' : 'Choose a game for your free spins.' });
      }

      if (await walletBalance(tx, playerId) >= BALANCE_THRESHOLD_CENTS) {
        throw badRequest('This coupon can only be redeemed when your balance is under $1.00.');
      }
      const amount = coupon.fixed_amount_cents;
      await creditBonus(tx, playerId, HOUSE.promotions, amount, 'coupon_credit', { reference: coupon.code, idempotencyKey, at: ctx.now() });
      const chip = await insertPlayerCoupon(tx, {
        playerId, couponCode: coupon.code, status: 'active', now, credited: true, bonusCents: amount, playthroughNeededCents: amount * coupon.playthrough_multiplier,
      });
      return viewOf(ctx, tx, chip, { message: `${toDollars(amount).toFixed(2)} has been added to your balance.` });
    });
  });
}

/**
 * DELETE active-coupon. A requested coupon is simply withdrawn; a coupon in play is forfeited,
 * taking back the bonus funds: its bonus and their winnings, never the player's cash (decision 027).
 */
export async function cancelActiveCoupon(ctx: AppContext, playerId: number): Promise<CancelledCoupon> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const active = await activePlayerCoupon(tx, playerId);
    if (!active) throw notFound('Unable to cancel coupon: there is no active coupon.');
    const forfeited = active.status === 'active'
      ? await forfeitBonus(tx, { playerId, kind: 'bonus_forfeit', reference: active.coupon_code, at: ctx.now(), to: HOUSE.promotions })
      : 0;
    await endPlayerCoupon(tx, active.id, 'cancelled', ctx.now());
    return {
      message: 'Your coupon has been cancelled.',
      coupon_code: active.coupon_code,
      forfeited: toDollars(forfeited),
      balance: toDollars(await walletBalance(tx, playerId)),
      isActive: false,
      player_coupon_status: 'No Coupon',
    };
  });
}

/**
 * A coupon in play whose playthrough is not met, as a withdrawal sees it: the bonus funds it would
 * forfeit, or null when no coupon holds any money back.
 */
export async function couponHoldingBonus(tx: Queryable, playerId: number): Promise<{ couponCode: string; bonusCents: number } | null> {
  const active = await activePlayerCoupon(tx, playerId);
  if (active?.status !== 'active') return null;
  if (active.spins_remaining <= 0 && active.playthrough_played_cents >= active.playthrough_needed_cents) return null;
  return { couponCode: active.coupon_code, bonusCents: (await walletBalances(tx, playerId)).bonusCents };
}

/** Inside a withdrawal's transaction, the player having confirmed it: the coupon in play ends and its bonus funds go. */
export async function forfeitCouponInPlay(ctx: AppContext, tx: Queryable, playerId: number): Promise<number> {
  const active = await activePlayerCoupon(tx, playerId);
  if (active?.status !== 'active') return 0;
  const forfeited = await forfeitBonus(tx, { playerId, kind: 'bonus_forfeit', reference: active.coupon_code, at: ctx.now(), to: HOUSE.promotions });
  await endPlayerCoupon(tx, active.id, 'cancelled', ctx.now());
  return forfeited;
}

/** PUT coupons/games: the player picks one of the coupon's free-spin games. */
export async function chooseFreeSpinGame(ctx: AppContext, playerId: number, gameCode: string): Promise<PlayerCoupon> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const active = await activePlayerCoupon(tx, playerId);
    if (!active || active.spins_total === 0) throw notFound('You have no free spins to assign.');
    if (active.status !== 'active') throw conflict('Deposit first to receive your spins.');
    if (active.spins_remaining < active.spins_total) throw conflict('The game cannot be changed once spins are used.');
    const coupon = await findCoupon(tx, active.coupon_code);
    if (!freeSpinGamesOf(coupon).some((game) => game.game_code === gameCode)) {
      throw badRequest('These spins cannot be played on that game.');
    }
    return viewOf(ctx, tx, await setFreeSpinGame(tx, active.id, gameCode));
  });
}

export interface AppliedCoupon {
  applied: boolean;
  coupon_code: string;
  bonus: number;
  spins: number;
  message: string;
}

/** Inside a deposit's transaction: turns an awaiting coupon into bonus, spins and playthrough. */
export async function applyAwaitingCoupon(
  ctx: AppContext,
  tx: Queryable,
  playerId: number,
  depositCents: number,
  method: string,
  idempotencyKey: string | null,
): Promise<AppliedCoupon | null> {
  const active = await activePlayerCoupon(tx, playerId);
  if (!active || active.status !== 'awaiting_deposit') return null;
  const coupon = await findCoupon(tx, active.coupon_code);
  const tier = tiersOf(coupon).find((candidate) => candidate.deposit_method === method);
  const notApplied = (message: string): AppliedCoupon => ({ applied: false, coupon_code: coupon.code, bonus: 0, spins: 0, message });
  if (coupon.expires_at && new Date(coupon.expires_at) <= ctx.now()) return notApplied('The coupon has expired.');
  if (!tier) return notApplied(`${coupon.code} does not apply to ${method} deposits; it is still waiting.`);
  if (depositCents < tier.minimum_deposit_cents) {
    return notApplied(`${coupon.code} needs a deposit of at least $${toDollars(tier.minimum_deposit_cents).toFixed(2)}; it is still waiting.`);
  }
  const eligible = Math.min(depositCents, tier.maximum_deposit_cents);
  let bonus = tier.bonus_percent > 0 ? Math.floor((eligible * tier.bonus_percent) / 100) : tier.bonus_fixed_cents;
  if (tier.max_bonus_cents !== null) bonus = Math.min(bonus, tier.max_bonus_cents);
  const spinGames = freeSpinGamesOf(coupon);
  const spins = tier.spins;
  if (bonus > 0) {
    await creditBonus(tx, playerId, HOUSE.promotions, bonus, 'coupon_bonus', {
      reference: coupon.code,
      idempotencyKey: idempotencyKey ? `bonus:${idempotencyKey}` : null,
      at: ctx.now(),
    });
  }
  await activateOnDeposit(tx, active.id, {
    now: ctx.now(), depositCents, bonusCents: bonus, playthroughNeededCents: (eligible + bonus) * tier.playthrough, spins,
    spinValueCents: coupon.spin_value_cents, freeSpinGame: spins > 0 && spinGames.length === 1 ? spinGames[0]!.game_code : null,
  });
  return {
    applied: true,
    coupon_code: coupon.code,
    bonus: toDollars(bonus),
    spins,
    message: `${coupon.title}: $${toDollars(bonus).toFixed(2)} bonus${spins ? ` and ${spins} spins` : ''} added.`,
  };
}

/** Cashback: a percentage of net game losses since the previous claim. txIdHash is the key. */
export async function claimCashback(ctx: AppContext, playerId: number, idempotencyKey: string | null): Promise<CashbackAnswer> {
  const coupon = await firstCouponOfType(ctx.db, 'CASHBACK');
  if (!coupon) throw notFound('Cashback is not available.');
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, 'cashback', idempotencyKey, { claim: 'cashback' }, async () => {
      await checkPromotionsAllowed(tx, playerId, 'cashback');
      const since = await lastCashbackTransaction(tx, playerId);
      const played = await netGameResult(tx, playerId, since);
      const netLoss = -played.netCents;
      const amount = Math.floor((Math.max(0, netLoss) * coupon.cashback_percent) / 100);
      if (amount <= 0) throw badRequest('There is no cashback to claim: no net losses since your last claim.');
      await creditPlayer(tx, playerId, HOUSE.promotions, amount, 'cashback', { reference: coupon.code, idempotencyKey, at: ctx.now() });
      await insertCashbackClaim(tx, playerId, played.lastTransactionId, amount, ctx.now());
      return {
        message: `$${toDollars(amount).toFixed(2)} cashback has been added to your balance.`,
        coupon_code: coupon.code,
        cashback: toDollars(amount),
        net_losses: toDollars(netLoss),
        balance: toDollars(await walletBalance(tx, playerId)),
      };
    });
  });
}

export async function dailyRewardCoupon(ctx: AppContext): Promise<CouponRow> {
  const coupon = await firstCouponOfType(ctx.db, 'ARSDaily');
  if (!coupon) throw notFound('There is no daily reward.');
  return coupon;
}

export async function dailyRewardState(ctx: AppContext, playerId: number): Promise<DailyRewardState> {
  const coupon = await dailyRewardCoupon(ctx);
  const { day } = periodStarts(ctx.now());
  const expiry = Math.floor((day.getTime() + 86_400_000) / 1000);
  const { player_class } = await playerClass(ctx.db, playerId);
  return { coupon: { ...couponView(ctx, coupon, { playerClass: player_class }), expiry }, redeemed: (await dailyRewardTaken(ctx.db, playerId, day)) ? 1 : 0 };
}

/** ARSDaily: one reward per player per UTC day, credited as a chip with its playthrough. */
export async function redeemDailyReward(ctx: AppContext, playerId: number, code: string, idempotencyKey: string | null): Promise<PlayerCoupon> {
  const coupon = await findCoupon(ctx.db, code);
  if (coupon.reward_type !== 'ARSDaily') throw badRequest('This is not a daily reward coupon.');
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, `daily:${coupon.code}`, idempotencyKey, { code: coupon.code }, async () => {
      await checkPromotionsAllowed(tx, playerId, 'daily');
      const now = ctx.now();
      const { day } = periodStarts(now);
      if (await dailyRewardTaken(tx, playerId, day)) throw conflict('You have already redeemed today\'s reward. Come back tomorrow!');
      if (await activePlayerCoupon(tx, playerId)) {
        throw conflict('You have a coupon in play. Save the reward for later and redeem it when the coupon is done.');
      }
      await insertDailyReward(tx, playerId, day, coupon.code, now);
      const amount = coupon.fixed_amount_cents;
      await creditBonus(tx, playerId, HOUSE.promotions, amount, 'daily_reward', { reference: coupon.code, at: ctx.now() });
      const reward = await insertPlayerCoupon(tx, {
        playerId, couponCode: coupon.code, status: 'active', now, credited: true, bonusCents: amount, playthroughNeededCents: amount * coupon.playthrough_multiplier,
      });
      return viewOf(ctx, tx, reward, { redeemed: 1, message: `$${toDollars(amount).toFixed(2)} has been added to your balance.` });
    });
  });
}

export async function activeCouponView(ctx: AppContext, playerId: number): Promise<ActiveCoupon> {
  const active = await activePlayerCoupon(ctx.db, playerId);
  if (!active) return { isActive: false, player_coupon_status: 'No Coupon' };
  return viewOf(ctx, ctx.db, active);
}

/** coupondetails: every coupon the player can see, each with its state for this player. */
export async function couponDetails(ctx: AppContext, playerId: number): Promise<CouponDetails> {
  const now = ctx.now();
  // The player's reads in one statement; the coupons and the names of their free-spin games come from the catalogues
  // each process keeps for a moment: one round trip on the most called player page.
  const reads = await couponListReads(ctx.db, playerId);
  if (!reads) throw notFound('Player not found');
  const { inPlay: active, userHash: user_hash, playerClass: player_class } = reads;
  const balance = spendableCents(reads);
  const coupons = await couponsVisibleWith(ctx, active, now);
  const games = await gameNames(ctx, coupons);
  const activeStatus = playerCouponStatus(active);
  return {
    balance: toDollars(balance),
    active_coupon: active ? active.coupon_code : null,
    player_coupon_status: activeStatus,
    coupons: coupons.map((coupon) =>
      couponView(ctx, coupon, {
        playerCoupon: active?.coupon_code === coupon.code ? active : null,
        games,
        userHash: user_hash,
        playerClass: player_class,
        status: active?.coupon_code === coupon.code ? activeStatus : 'available',
      }),
    ),
  };
}

export async function publicCoupons(ctx: AppContext): Promise<PublicCoupon[]> {
  const coupons = await publicCouponsAt(ctx, ctx.now());
  const games = await gameNames(ctx, coupons);
  return coupons.map((coupon) => {
    const { player_coupon_status: _status, spins_remaining: _spins, playthrough_details: _pt, free_spin_details: _fs, ...rest } =
      couponView(ctx, coupon, { games });
    return rest;
  });
}

/** The banners of the coupons everyone sees (drawn ahead for the promotions page). */
export async function publicCouponBanners(ctx: AppContext): Promise<string[]> {
  return (await publicCouponsAt(ctx, ctx.now())).map(couponSvg);
}

export { ApiError };
