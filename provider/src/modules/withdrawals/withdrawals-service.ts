import { formatBalance, type Withdrawal, type WithdrawalAnswer, type WithdrawalList, type WithdrawalRequestBody } from 'shared-contract';
import type { AppContext, SessionPlayer } from '../../app-context';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest, conflict, notFound } from '../../lib/api-error';
import { parseDollarsToCents, toDollars } from '../../lib/money';
import { WITHDRAWAL_NEEDS_VERIFICATION_STATUS } from 'shared-contract';
import { sendMail } from '../mailbox';
import { getPlayer, lockPlayer } from '../players';
import { couponHoldingBonus, forfeitCouponInPlay } from '../promotions';
import { HOUSE, lastDepositMethod, pendingWithdrawalsCode, postTransaction, runIdempotent, walletBalances, walletCode } from '../wallet';
import {
  approvedBefore, insertWithdrawal, moveWithdrawal, playerWithdrawals, requestedQueue, requestedSince, withdrawalById, withdrawalsInitiatedBy,
  type NewWithdrawal, type WithdrawalRow,
} from './withdrawals-repository';

/** An amount in a player's message: $1,234.50. */
const usd = (cents: number) => formatBalance(toDollars(cents));

export const MIN_WITHDRAWAL_CENTS = 2000;
/** The most a player may request in one UTC day, every method together. */
export const DAILY_MAX_WITHDRAWAL_CENTS = 500_000;
/** The sandbox pays an approved withdrawal this long after its approval. */
export const SANDBOX_PAYOUT_DELAY_MS = 10_000;

/** Mainnet or testnet bitcoin addresses: base58 (P2PKH, P2SH) or bech32/bech32m (SegWit, Taproot). Format only, no checksum. */
const BITCOIN_ADDRESS = /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc1|tb1)[ac-hj-np-z02-9]{11,71})$/;

const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

function publicWithdrawal(row: WithdrawalRow): Withdrawal {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: Number(row.id),
    amount: toDollars(Number(row.amount_cents)),
    method: row.method,
    destination: row.destination,
    status: row.status,
    reason: row.reason,
    requested_at: new Date(row.requested_at).toISOString(),
    decided_at: iso(row.decided_at),
    paid_at: iso(row.paid_at),
    initiated_by: row.initiated_by,
  };
}

async function answerOf(tx: Queryable, row: WithdrawalRow, message: string, forfeitedCents = 0): Promise<WithdrawalAnswer> {
  const balances = await walletBalances(tx, row.player_id);
  return {
    withdrawal: publicWithdrawal(row),
    forfeited: toDollars(forfeitedCents),
    balance: toDollars(balances.cashCents + balances.bonusCents),
    withdrawable: toDollars(balances.cashCents),
    message,
  };
}

/** Moves `cents` between the player's cash and pending-withdrawals accounts, or pays them out to the cashier. */
function postWithdrawal(tx: Queryable, ctx: AppContext, row: WithdrawalRow, kind: 'withdrawal_request' | 'withdrawal_return' | 'withdrawal_payout') {
  const cents = Number(row.amount_cents);
  const pending = pendingWithdrawalsCode(row.player_id);
  const other = kind === 'withdrawal_payout' ? HOUSE.cashier : walletCode(row.player_id);
  const lines = kind === 'withdrawal_request'
    ? [{ accountCode: other, amountCents: -cents }, { accountCode: pending, amountCents: cents }]
    : [{ accountCode: pending, amountCents: -cents }, { accountCode: other, amountCents: cents }];
  return postTransaction(tx, { playerId: row.player_id, kind, reference: `withdrawal#${row.id}`, at: ctx.now(), lines });
}

/** A mail to the player, in the transaction of what it tells (kept exactly when the change is). */
async function mailPlayer(ctx: AppContext, tx: Queryable, playerId: number, subject: string, body: string): Promise<void> {
  const player = await getPlayer(tx, playerId);
  await sendMail(ctx, player.email, subject, body, tx);
}

/**
 * A withdrawal request: under the player's lock, in one transaction, the amount leaves cash for the
 * pending-withdrawals account, so it can neither be staked nor requested twice. The password is asked
 * again (step-up; a QuickPlay link's session never reaches here: the route's `scope: 'withdrawal'` answers it 403).
 */
export async function requestWithdrawal(
  ctx: AppContext, session: SessionPlayer, body: WithdrawalRequestBody, idempotencyKey: string | null,
): Promise<WithdrawalAnswer> {
  const playerId = session.playerId;
  // Identity first (the verification module answers; decision 028): the player is sent to verify before any other rule.
  if ((await ctx.events.ask(ctx.db, 'verification-status', { playerId }, 'unverified')) !== 'verified') {
    throw new ApiError(WITHDRAWAL_NEEDS_VERIFICATION_STATUS, 'Please verify your identity before your first withdrawal.');
  }
  const amountCents = parseDollarsToCents(body.amount, 'Amount');
  if (amountCents < MIN_WITHDRAWAL_CENTS) throw badRequest(`The smallest withdrawal is ${usd(MIN_WITHDRAWAL_CENTS)}.`);
  if (amountCents > DAILY_MAX_WITHDRAWAL_CENTS) throw badRequest(`The most you can withdraw in a day is ${usd(DAILY_MAX_WITHDRAWAL_CENTS)}.`);
  const address = body.bitcoin_address?.trim() ?? '';
  if (body.method === 'bitcoin' && !BITCOIN_ADDRESS.test(address)) {
    throw badRequest('Please enter a valid bitcoin address (it starts with 1, 3 or bc1).');
  }
  const wrong = 'The password is not right. Please enter your password to withdraw.';
  const refusal = await ctx.events.ask(ctx.db, 'current-password-refusal', { playerId, tokenHash: session.tokenHash, password: body.password, wrong }, new ApiError(401, wrong));
  if (refusal) throw refusal;

  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const request = { amountCents, method: body.method, address, forfeit: body.forfeit_bonus === true };
    return runIdempotent(tx, playerId, 'withdrawal', idempotencyKey, request, async () => {
      let destination = address;
      if (body.method === 'card') {
        // Card payouts go back to the card the player last deposited with (no new card can be named here).
        if ((await lastDepositMethod(tx, playerId)) !== 'Credit Card') {
          throw badRequest('A card withdrawal goes to the card of your last deposit, and your last deposit was not by card. Choose bitcoin.');
        }
        destination = 'Credit Card';
      }
      const holding = await couponHoldingBonus(tx, playerId);
      let forfeitedCents = 0;
      if (holding) {
        if (!request.forfeit) {
          throw conflict(`Your coupon ${holding.couponCode} is still in play. Withdrawing now forfeits your bonus funds of ${usd(holding.bonusCents)}. `
            + 'Confirm to forfeit them, or keep playing until the playthrough is met.');
        }
        forfeitedCents = await forfeitCouponInPlay(ctx, tx, playerId);
      }
      const { cashCents } = await walletBalances(tx, playerId);
      if (amountCents > cashCents) throw badRequest(`You can withdraw at most ${usd(cashCents)}.`);
      const today = await requestedSince(tx, playerId, dayStart(ctx.now()));
      if (today + amountCents > DAILY_MAX_WITHDRAWAL_CENTS) {
        throw badRequest(`The most you can withdraw in a day is ${usd(DAILY_MAX_WITHDRAWAL_CENTS)}; ${usd(DAILY_MAX_WITHDRAWAL_CENTS - today)} remain today.`);
      }
      const row = await insertWithdrawal(tx, { playerId, amountCents, method: body.method, destination, now: ctx.now() });
      await postWithdrawal(tx, ctx, row, 'withdrawal_request');
      // In the request's transaction: a replayed key answers the first request and mails nothing again.
      await mailPlayer(ctx, tx, playerId, 'Your withdrawal request', `We received your request to withdraw ${usd(amountCents)}. `
        + 'You can cancel it in the cashier until it is approved.');
      return answerOf(tx, row, `Your withdrawal of ${usd(amountCents)} was requested. You can cancel it until it is approved.`, forfeitedCents);
    });
  });
}

export async function listWithdrawals(ctx: AppContext, playerId: number): Promise<WithdrawalList> {
  const today = await requestedSince(ctx.db, playerId, dayStart(ctx.now()));
  return {
    withdrawals: (await playerWithdrawals(ctx.db, playerId)).map(publicWithdrawal),
    daily_remaining: toDollars(Math.max(0, DAILY_MAX_WITHDRAWAL_CENTS - today)),
    minimum: toDollars(MIN_WITHDRAWAL_CENTS),
  };
}

/** The player reverses a withdrawal not yet approved: the amount goes back to cash. */
export async function cancelWithdrawal(ctx: AppContext, playerId: number, id: number): Promise<WithdrawalAnswer> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const row = await withdrawalById(tx, id);
    if (!row || Number(row.player_id) !== playerId) throw notFound('There is no such withdrawal.');
    const cancelled = await moveWithdrawal(tx, id, ['requested'], 'cancelled', { at: ctx.now(), by: 'player' });
    if (!cancelled) throw conflict(`This withdrawal is ${row.status} and can no longer be cancelled.`);
    await postWithdrawal(tx, ctx, cancelled, 'withdrawal_return');
    return answerOf(tx, cancelled, `Your withdrawal of ${usd(Number(row.amount_cents))} was cancelled; the money is back in your balance.`);
  });
}

/** A host's decision at the desk: approve a requested withdrawal, or reject one not yet paid (the funds go back to cash). */
export async function decideWithdrawal(
  ctx: AppContext, id: number, host: string, decision: { approve: true } | { approve: false; reason: string },
): Promise<Withdrawal & { player_id: number }> {
  const found = await withdrawalById(ctx.db, id);
  if (!found) throw notFound('There is no such withdrawal.');
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason !== null && (reason.length === 0 || reason.length > 500)) throw badRequest('Please give the player a reason (at most 500 characters).');
  const decided = await ctx.db.transaction(async (tx) => {
    // The player's lock first, as every money call takes it: a cancel and an approval queue one behind the other.
    await lockPlayer(tx, Number(found.player_id));
    const moved = decision.approve
      ? await moveWithdrawal(tx, id, ['requested'], 'approved', { at: ctx.now(), by: host })
      : await moveWithdrawal(tx, id, ['requested', 'approved'], 'rejected', { at: ctx.now(), by: host, reason });
    if (!moved) throw conflict(`This withdrawal is already ${(await withdrawalById(tx, id))!.status}.`);
    if (!decision.approve) {
      await postWithdrawal(tx, ctx, moved, 'withdrawal_return');
      await mailPlayer(ctx, tx, Number(moved.player_id), 'Your withdrawal was rejected',
        `Your withdrawal of ${usd(Number(moved.amount_cents))} was rejected: ${reason}. The money is back in your balance.`);
    }
    return moved;
  });
  return { ...publicWithdrawal(decided), player_id: Number(decided.player_id) };
}

/**
 * Pays one approved withdrawal: pending → cashier and its mail, in one transaction under the player's lock. The
 * status is the guard (approved → paid moves once), so a crash before the commit leaves it approved, to pay again
 * once, and two processes paying it together pay it once.
 */
export async function payWithdrawal(ctx: AppContext, id: number, playerId: number): Promise<boolean> {
  const paid = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const moved = await moveWithdrawal(tx, id, ['approved'], 'paid', { at: ctx.now() });
    if (moved) {
      await postWithdrawal(tx, ctx, moved, 'withdrawal_payout');
      await mailPlayer(ctx, tx, playerId, 'Your withdrawal was paid',
        `${usd(Number(moved.amount_cents))} is on its way to your ${moved.method === 'card' ? 'card' : 'bitcoin address'}.`);
    }
    return moved;
  });
  return paid !== null;
}

export interface PayoutRun {
  /** How many withdrawals this run paid. */
  paid: number;
  /** The withdrawals whose payout failed (rolled back, still approved): the next run tries them again. */
  failures: Array<{ id: number; error: unknown }>;
}

/**
 * The sandbox payment processor's run: pays every withdrawal approved at least SANDBOX_PAYOUT_DELAY_MS ago, each in
 * its own transaction; one that fails stays approved for the next run and does not hold up the others.
 */
export async function payApprovedWithdrawals(ctx: AppContext): Promise<PayoutRun> {
  const run: PayoutRun = { paid: 0, failures: [] };
  for (const row of await approvedBefore(ctx.db, new Date(ctx.now().getTime() - SANDBOX_PAYOUT_DELAY_MS))) {
    try {
      if (await payWithdrawal(ctx, Number(row.id), Number(row.player_id))) run.paid += 1;
    } catch (error) {
      run.failures.push({ id: Number(row.id), error });
    }
  }
  return run;
}

/** The one deposit method a self-exclusion's payout can go back to without asking the player: the last deposit's. */
function methodOfDeposit(depositMethod: string): Pick<NewWithdrawal, 'method' | 'destination'> {
  return depositMethod === 'Bitcoin' ? { method: 'bitcoin', destination: 'Bitcoin' } : { method: 'card', destination: 'Credit Card' };
}

/**
 * A self-exclusion never traps money (decision 027). Inside the exclusion's transaction (the player's row locked),
 * the provider requests the player's whole cash back to the method of the last deposit: no password, no minimum or
 * daily maximum, approved as it is made, so the payment processor pays it; the player is mailed. The coupon in play
 * was forfeited by the exclusion itself (promotions), so only cash is left to return. A player who never deposited
 * has no method to pay back to: nothing is requested.
 */
export async function returnCashOnSelfExclusion(ctx: AppContext, tx: Queryable, playerId: number): Promise<Withdrawal | null> {
  const depositMethod = await lastDepositMethod(tx, playerId);
  if (depositMethod === null) return null;
  const { cashCents } = await walletBalances(tx, playerId);
  if (cashCents <= 0) return null;
  const row = await insertWithdrawal(tx, {
    playerId, amountCents: cashCents, ...methodOfDeposit(depositMethod), now: ctx.now(), initiatedBy: 'self-exclusion',
  });
  await postWithdrawal(tx, ctx, row, 'withdrawal_request');
  const to = row.method === 'card' ? 'the card of your last deposit' : 'the bitcoin wallet of your last deposit';
  await mailPlayer(ctx, tx, playerId, 'Your balance is on its way back',
    `You self-excluded, so we are paying your cash of ${usd(cashCents)} back to ${to}. You do not need to do anything.`);
  return publicWithdrawal(row);
}

/** The withdrawals the provider made on a self-exclusion, requested in [from, to), oldest first: the statement's notes. */
export async function selfExclusionWithdrawals(
  db: Queryable, playerId: number, from: Date, to: Date,
): Promise<Array<{ requestedAt: Date; amountCents: number; method: Withdrawal['method'] }>> {
  return (await withdrawalsInitiatedBy(db, playerId, 'self-exclusion', from, to))
    .map((row) => ({ requestedAt: new Date(row.requested_at), amountCents: Number(row.amount_cents), method: row.method }));
}

export async function withdrawalQueue(ctx: AppContext): Promise<Array<Withdrawal & { player_id: number }>> {
  return (await requestedQueue(ctx.db)).map((row) => ({ ...publicWithdrawal(row), player_id: Number(row.player_id) }));
}
