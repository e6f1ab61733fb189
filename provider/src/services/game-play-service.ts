import type { AppContext } from '../app-context';
import type { Queryable } from '../db/database';
import { badRequest, notFound } from '../lib/api-error';
import { toDollars } from '../lib/money';
import { activePlayerCoupon, BALANCE_THRESHOLD_CENTS, findCoupon } from './coupon-service';
import { runIdempotent } from './idempotency';
import { HOUSE, lockPlayer, postTransaction, walletBalance, walletCode } from './ledger-service';
import { jackpotAfterSpin, type JackpotSpinResult } from './jackpot-service';

/** A simple paytable returning about 90%: the sandbox needs losses for cashback to mean something. */
const PAYTABLE: [probability: number, multiplier: number][] = [
  [0.005, 20], [0.025, 8], [0.05, 4], [0.1, 2], [0.2, 1],
];

function outcome(random: number): number {
  let cumulative = 0;
  for (const [probability, multiplier] of PAYTABLE) {
    cumulative += probability;
    if (random < cumulative) return multiplier;
  }
  return 0;
}

export const MAX_BET_CENTS = 10_000;

export interface SpinResult {
  game_code: string;
  bet: number;
  win: number;
  free_spin: boolean;
  spins_remaining: number | null;
  balance: number;
  jackpot: JackpotSpinResult | null;
  coupon_status: string;
}

/**
 * One game round. A free spin (coupon spins on the chosen game) costs nothing and its win is
 * credited; a paid spin moves the bet to the house and the win back. Playthrough, the coupon
 * ending under $1 and the jackpot contribution follow in the same transaction.
 */
export async function spin(
  ctx: AppContext,
  playerId: number,
  gameCode: string,
  betCents: number,
  idempotencyKey: string | null,
): Promise<SpinResult> {
  const game = (await ctx.db.query('select game_code from games where game_code = $1', [gameCode]))[0];
  if (!game) throw notFound('No such game');
  if (betCents < 1 || betCents > MAX_BET_CENTS) throw badRequest(`Bets are from $0.01 to $${toDollars(MAX_BET_CENTS)}.`);
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, 'spin', idempotencyKey, async () => {
      const coupon = await activePlayerCoupon(tx, playerId);
      const freeSpin = coupon?.status === 'active' && coupon.spins_remaining > 0 && coupon.free_spin_game === gameCode;
      const stake = freeSpin ? coupon.spin_value_cents : betCents;
      const win = stake * outcome(ctx.random());
      if (!freeSpin) {
        if ((await walletBalance(tx, playerId)) < stake) throw badRequest('You do not have sufficient funds to play this game.');
        await postTransaction(tx, {
          playerId, kind: 'bet', reference: gameCode,
          lines: [{ accountCode: walletCode(playerId), amountCents: -stake }, { accountCode: HOUSE.games, amountCents: stake }],
        });
      }
      if (win > 0) {
        await postTransaction(tx, {
          playerId, kind: freeSpin ? 'free_spin_win' : 'win', reference: gameCode,
          lines: [{ accountCode: HOUSE.games, amountCents: -win }, { accountCode: walletCode(playerId), amountCents: win }],
        });
      }
      let couponStatus = coupon ? coupon.status : 'none';
      if (coupon?.status === 'active') couponStatus = await advanceCoupon(ctx, tx, playerId, coupon.id, freeSpin, freeSpin ? 0 : stake, win);
      const jackpot = freeSpin ? null : await jackpotAfterSpin(ctx, tx, playerId);
      const after = coupon && freeSpin ? coupon.spins_remaining - 1 : coupon?.spins_remaining ?? null;
      return {
        game_code: gameCode,
        bet: toDollars(freeSpin ? 0 : stake),
        win: toDollars(win),
        free_spin: freeSpin,
        spins_remaining: after,
        balance: toDollars(await walletBalance(tx, playerId)),
        jackpot,
        coupon_status: couponStatus,
      };
    });
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
  if (freeSpin) {
    const rows = await tx.query<{ spins_remaining: number; free_spin_winnings_cents: number; coupon_code: string; bonus_cents: number }>(
      `update player_coupons set spins_remaining = spins_remaining - 1, free_spin_winnings_cents = free_spin_winnings_cents + $2
        where id = $1 returning spins_remaining, free_spin_winnings_cents, coupon_code, bonus_cents`,
      [playerCouponId, win],
    );
    const row = rows[0]!;
    if (row.spins_remaining === 0) {
      const coupon = await findCoupon(tx, row.coupon_code);
      // Spin winnings are bonus money: they carry the coupon's playthrough.
      await tx.query('update player_coupons set playthrough_needed_cents = playthrough_needed_cents + $2 where id = $1', [
        playerCouponId,
        row.free_spin_winnings_cents * coupon.playthrough_multiplier,
      ]);
    }
  } else {
    await tx.query('update player_coupons set playthrough_played_cents = playthrough_played_cents + $2 where id = $1', [
      playerCouponId,
      wagered,
    ]);
  }
  const current = (await tx.query<{
    spins_remaining: number; playthrough_needed_cents: number; playthrough_played_cents: number; coupon_code: string;
  }>('select * from player_coupons where id = $1', [playerCouponId]))[0]!;
  const balance = await walletBalance(tx, playerId);
  const spinsLeft = current.spins_remaining > 0;
  const playthroughDone = current.playthrough_played_cents >= current.playthrough_needed_cents;
  const busted = balance < BALANCE_THRESHOLD_CENTS;
  if (!spinsLeft && (playthroughDone || busted)) {
    if (playthroughDone && !busted) await capCashout(tx, playerId, current.coupon_code, balance);
    await tx.query(`update player_coupons set status = 'completed', ended_at = $2 where id = $1`, [playerCouponId, ctx.now()]);
    return 'completed';
  }
  void win;
  return 'active';
}

/** A coupon's max cashout: on completion anything above it goes back to the house. */
async function capCashout(tx: Queryable, playerId: number, couponCode: string, balance: number) {
  const coupon = await findCoupon(tx, couponCode);
  if (coupon.max_cashout_cents === null || balance <= coupon.max_cashout_cents) return;
  const excess = balance - coupon.max_cashout_cents;
  await postTransaction(tx, {
    playerId, kind: 'max_cashout_forfeit', reference: couponCode,
    lines: [{ accountCode: walletCode(playerId), amountCents: -excess }, { accountCode: HOUSE.promotions, amountCents: excess }],
  });
}
