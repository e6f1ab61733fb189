import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { activePlayerCoupon, BALANCE_THRESHOLD_CENTS, findCoupon, forfeitCouponInPlay } from './coupon-service';
import { catalogueCoupon } from './coupon-catalogue';
import { maxBetInPlay, maxBetMessage } from './max-bet';
import { HOUSE, releaseBonus, takeFromPlayer, walletBalance, walletBalances } from '../wallet';
import {
  addPlaythroughNeeded, addPlaythroughPlayed, countFreeSpin, couponInPlayOpeningRead, endPlayerCoupon,
} from './promotions-repository';

/**
 * Coupons in play (promotions' rules on settled rounds): free spins count down on the coupon's
 * game, the playthrough grows by each paid stake, and a coupon whose playthrough is done (or whose
 * player went under $1) completes, giving back anything above its max cashout. The rounds service
 * knows none of this: it publishes `round.settled` and asks `free-rounds` and `max-bet`.
 */
export function subscribeCouponsInPlay(ctx: AppContext): void {
  // The coupon in play is read once per paid act, with the act's other reads (decision 044).
  ctx.events.readAtPaidActOpening((act) => couponInPlayOpeningRead(act.playerId));
  // SPEC §9 max bet, enforced on every paid round while a bonus coupon is in play (max-bet.ts owns the rule).
  ctx.events.answer('max-bet', async (db, { playerId }) => {
    // The coupon's terms from the catalogue this process keeps, unless it is not there yet (added a moment ago).
    const terms = async (code: string) => (await catalogueCoupon(ctx, db, code)) ?? findCoupon(db, code);
    const cents = await maxBetInPlay(db, await activePlayerCoupon(db, playerId), terms);
    return cents === null ? null : { maxBetCents: cents, message: maxBetMessage(cents) };
  });
  ctx.events.answer('free-rounds', async (db, { playerId, gameCode }) => {
    const coupon = await activePlayerCoupon(db, playerId);
    // A free-spin coupon plays on its chosen game, at its own denomination, for nothing.
    if (coupon?.status !== 'active' || coupon.spins_remaining <= 0 || coupon.free_spin_game !== gameCode) return null;
    return { remaining: coupon.spins_remaining, stakeCents: coupon.spin_value_cents };
  });
  // A time-out or self-exclusion: a coupon waiting for a deposit is cancelled (decision 016). A self-exclusion also
  // ends the coupon in play and forfeits its bonus funds, as a withdrawal would: the withdrawals module then returns
  // the cash, and nothing is left waiting for a playthrough the player cannot play (decision 027).
  ctx.events.subscribe('player.restricted', async (tx, { playerId, kind }) => {
    const coupon = await activePlayerCoupon(tx, playerId);
    if (coupon?.status === 'awaiting_deposit') await endPlayerCoupon(tx, coupon.id, 'cancelled', ctx.now());
    if (coupon?.status === 'active' && kind === 'self-exclusion') await forfeitCouponInPlay(ctx, tx, playerId);
    return {};
  });
  ctx.events.subscribe('round.settled', async (tx, round) => {
    const coupon = await activePlayerCoupon(tx, round.playerId);
    if (!coupon) {
      // A round begun with bonus funds whose coupon ended before it settled: no coupon holds them any more.
      if ((await walletBalances(tx, round.playerId)).bonusCents > 0) {
        await releaseBonus(tx, { playerId: round.playerId, kind: 'bonus_release', reference: round.gameCode, at: ctx.now() });
      }
      return { couponStatus: 'none', spinsRemaining: null };
    }
    const couponStatus = coupon.status === 'active'
      ? await advanceCoupon(ctx, tx, round.playerId, coupon.id, round.freeSpin, round.freeSpin ? 0 : round.stakeCents, round.winCents)
      : coupon.status;
    return { couponStatus, spinsRemaining: round.freeSpin ? coupon.spins_remaining - 1 : coupon.spins_remaining };
  });
}

async function advanceCoupon(
  ctx: AppContext,
  tx: Queryable,
  playerId: number,
  playerCouponId: number,
  freeSpin: boolean,
  wagered: number,
  win: number,
): Promise<string> {
  // Each write answers the coupon after it: nothing is read again.
  let current = freeSpin ? await countFreeSpin(tx, playerCouponId, win) : await addPlaythroughPlayed(tx, { id: playerCouponId, playerId }, wagered);
  if (freeSpin && current.spins_remaining === 0) {
    const coupon = await findCoupon(tx, current.coupon_code);
    // Spin winnings are bonus money: they carry the coupon's playthrough.
    current = await addPlaythroughNeeded(tx, playerCouponId, current.free_spin_winnings_cents * coupon.playthrough_multiplier);
  }
  const balance = await walletBalance(tx, playerId);
  const spinsLeft = current.spins_remaining > 0;
  const playthroughDone = current.playthrough_played_cents >= current.playthrough_needed_cents;
  const busted = balance < BALANCE_THRESHOLD_CENTS;
  if (!spinsLeft && (playthroughDone || busted)) {
    if (playthroughDone && !busted) await capCashout(tx, playerId, current.coupon_code, balance, ctx.now());
    // Decision 027: a completed coupon's bonus funds are cash (a busted one's few cents too: no coupon holds them).
    await releaseBonus(tx, { playerId, kind: 'bonus_release', reference: current.coupon_code, at: ctx.now() });
    await endPlayerCoupon(tx, playerCouponId, 'completed', ctx.now());
    return 'completed';
  }
  return 'active';
}

/** A coupon's max cashout: on completion anything above it goes back to the house, bonus funds first. */
async function capCashout(tx: Queryable, playerId: number, couponCode: string, balance: number, at: Date) {
  const coupon = await findCoupon(tx, couponCode);
  if (coupon.max_cashout_cents === null || balance <= coupon.max_cashout_cents) return;
  const excess = balance - coupon.max_cashout_cents;
  await takeFromPlayer(tx, { playerId, kind: 'max_cashout_forfeit', reference: couponCode, at, to: HOUSE.promotions, cents: excess, order: 'bonus-first' });
}
