import type { AppContext } from '../../app-context';
import { ApiError, badRequest, forbidden } from '../../lib/api-error';
import { toDollars } from '../../lib/money';
import { applyAwaitingCoupon, type AppliedCoupon } from '../promotions';
import { runIdempotent } from '../wallet';
import { creditPlayer, HOUSE, walletBalance } from '../wallet';
import { getPlayer, lockPlayer, recordDeposit } from '../players';
import { useCheckout } from './cashier-repository';

export const DEPOSIT_METHODS = { card: 'Credit Card', bitcoin: 'Bitcoin' } as const;
export type DepositMethod = keyof typeof DEPOSIT_METHODS;
export const MIN_DEPOSIT_CENTS = 1000;
export const MAX_DEPOSIT_CENTS = 1_000_000;
const DEPOSIT_BLOCKED_CLASSES = new Set(['Banned', 'Deactivated']);

/** Sandbox test cards: the approved one and the declined one. */
export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

export interface DepositResult {
  deposit_id: number;
  amount: number;
  method: string;
  balance: number;
  first_deposit: boolean;
  coupon: AppliedCoupon | null;
  message: string;
}

/**
 * One deposit: cashier → wallet, first-deposit bookkeeping and the awaiting coupon, all in one
 * transaction under the player's lock. The same idempotency key always gives the first answer.
 */
export async function deposit(
  ctx: AppContext,
  playerId: number,
  input: { amountCents: number; method: DepositMethod; idempotencyKey: string | null; checkoutId?: string },
): Promise<DepositResult> {
  const { amountCents, method, idempotencyKey, checkoutId } = input;
  if (amountCents < MIN_DEPOSIT_CENTS || amountCents > MAX_DEPOSIT_CENTS) {
    throw badRequest(`Deposits must be between $${toDollars(MIN_DEPOSIT_CENTS)} and $${toDollars(MAX_DEPOSIT_CENTS)}.`);
  }
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    return runIdempotent(tx, playerId, 'deposit', idempotencyKey, { amountCents, method }, async () => {
      const player = await getPlayer(tx, playerId);
      if (DEPOSIT_BLOCKED_CLASSES.has(player.player_class)) throw forbidden('Deposits are not available on this account.');
      // Deposit limits and restrictions (decision 016), under the lock: deposits at once cannot pass a limit together.
      const refusal = await ctx.events.ask(tx, 'deposit-refusal', { playerId, amountCents }, null);
      if (refusal) throw forbidden(refusal);
      if (checkoutId !== undefined) {
        // In the deposit's transaction: a failed deposit leaves the page usable, a paid one never pays again.
        if (!(await useCheckout(tx, checkoutId, playerId, ctx.now()))) throw new ApiError(409, 'This cashier page was already used for a deposit. Please open the cashier again.');
      }
      const depositId = await creditPlayer(tx, playerId, HOUSE.cashier, amountCents, 'deposit', {
        idempotencyKey,
        reference: DEPOSIT_METHODS[method],
        at: ctx.now(),
      });
      await recordDeposit(tx, playerId, ctx.now());
      const coupon = await applyAwaitingCoupon(ctx, tx, playerId, amountCents, DEPOSIT_METHODS[method], idempotencyKey);
      return {
        deposit_id: depositId,
        amount: toDollars(amountCents),
        method: DEPOSIT_METHODS[method],
        balance: toDollars(await walletBalance(tx, playerId)),
        first_deposit: player.first_deposit_at === null,
        coupon,
        message: `Your deposit of $${toDollars(amountCents).toFixed(2)} was successful.${coupon ? ` ${coupon.message}` : ''}`,
      };
    });
  });
}
