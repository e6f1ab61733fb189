import {
  playerEndpoints, WITHDRAWAL_FORFEITS_BONUS_STATUS, WITHDRAWAL_NEEDS_VERIFICATION_STATUS, withdrawalEndpoints, type BalanceAnswer, type Withdrawal,
  type WithdrawalAnswer,
} from 'shared-contract';
import { formatBalance } from 'shared-contract/money';
import { fail, type FakeProvider, type FakeReply } from './fake-provider';
import { SAMPLE_NOW } from './safer-gambling-samples';

/** A withdrawal as the provider lists it: $20 to the card of the last deposit, requested by the player at {@link SAMPLE_NOW}. */
export const sampleWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 1,
  amount: 20,
  method: 'card',
  destination: 'Credit Card',
  status: 'requested',
  reason: null,
  requested_at: SAMPLE_NOW,
  decided_at: null,
  paid_at: null,
  initiated_by: 'player',
  ...overrides,
});

/** What the fake answers when identity verification is still needed (the provider's own text may differ). */
export const SAMPLE_VERIFICATION_REFUSAL = 'Please verify your identity before your first withdrawal.';

export interface FakeWithdrawalsOptions {
  /** Cash (all of it withdrawable), in USD. */
  cash?: number;
  /** Bonus funds of a coupon in play, in USD; with `couponCode`, a request is refused (409) unless it forfeits them. */
  bonus?: number;
  couponCode?: string | null;
  /** False: every request is refused with 403 (identity not verified). */
  verified?: boolean;
  /** The password the step-up accepts. */
  password?: string;
  withdrawals?: Withdrawal[];
}

const MINIMUM = 20;
const DAILY_MAXIMUM = 5000;
const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amountCents: number) => amountCents / 100;

/**
 * The withdrawals calls (request, list, cancel) and the balance with the provider's rules, in memory:
 * the $20 minimum, at most the withdrawable cash, 403 before identity verification, 409 while a coupon's
 * bonus is in play unless `forfeit_bonus`, cancel while requested; an idempotency key answers its first answer again.
 * Texts are the provider's (provider/src/modules/withdrawals); `state` is there to change between steps.
 */
export function fakeWithdrawals(fake: FakeProvider, options: FakeWithdrawalsOptions = {}) {
  const state = {
    cashCents: cents(options.cash ?? 50),
    bonusCents: cents(options.bonus ?? 0),
    couponCode: options.couponCode ?? null,
    verified: options.verified ?? true,
    password: options.password ?? 'Demo1234',
    withdrawals: [...(options.withdrawals ?? [])],
  };
  const answered = new Map<string, WithdrawalAnswer>();
  const pendingCents = () => state.withdrawals.filter((row) => row.status === 'requested' || row.status === 'approved').reduce((sum, row) => sum + cents(row.amount), 0);
  const answerOf = (withdrawal: Withdrawal, message: string, forfeitedCents = 0): WithdrawalAnswer => ({
    withdrawal,
    forfeited: dollars(forfeitedCents),
    balance: dollars(state.cashCents + state.bonusCents),
    withdrawable: dollars(state.cashCents),
    message,
  });

  fake
    .on(playerEndpoints.balance, (): BalanceAnswer => ({
      balance: dollars(state.cashCents + state.bonusCents),
      balance_cents: state.cashCents + state.bonusCents,
      currency_symbol: '$',
      currency: 'USD',
      cash: dollars(state.cashCents),
      bonus: dollars(state.bonusCents),
      pending_withdrawals: dollars(pendingCents()),
      withdrawable: dollars(state.cashCents),
    }))
    .on(withdrawalEndpoints.list, () => ({
      withdrawals: [...state.withdrawals].sort((a, b) => b.id - a.id),
      daily_remaining: DAILY_MAXIMUM,
      minimum: MINIMUM,
    }))
    .on(withdrawalEndpoints.request, ({ body, headers }): WithdrawalAnswer | FakeReply => {
      const key = headers['idempotency-key'];
      const earlier = key ? answered.get(key) : undefined;
      if (earlier) return earlier;
      const typed = String(body.amount).trim();
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(typed)) return fail(400, 'Amount must be an amount in dollars with at most 2 decimals');
      const amountCents = cents(Number(typed));
      if (amountCents < cents(MINIMUM)) return fail(400, `The smallest withdrawal is ${formatBalance(MINIMUM)}.`);
      if (body.method === 'bitcoin' && !body.bitcoin_address?.trim()) return fail(400, 'Please enter a valid bitcoin address (it starts with 1, 3 or bc1).');
      if (body.password !== state.password) return fail(401, 'The password is not right. Please enter your password to withdraw.');
      if (!state.verified) return fail(WITHDRAWAL_NEEDS_VERIFICATION_STATUS, SAMPLE_VERIFICATION_REFUSAL);
      const holding = state.couponCode !== null && state.bonusCents > 0;
      if (holding && !body.forfeit_bonus) {
        return fail(WITHDRAWAL_FORFEITS_BONUS_STATUS, `Your coupon ${state.couponCode} is still in play. Withdrawing now forfeits your bonus funds of `
          + `${formatBalance(dollars(state.bonusCents))}. Confirm to forfeit them, or keep playing until the playthrough is met.`);
      }
      // Refused before anything changes: the provider's transaction rolls the forfeit back with it.
      if (amountCents > state.cashCents) return fail(400, `You can withdraw at most ${formatBalance(dollars(state.cashCents))}.`);
      const forfeitedCents = holding ? state.bonusCents : 0;
      if (holding) {
        state.bonusCents = 0;
        state.couponCode = null;
      }
      state.cashCents -= amountCents;
      const withdrawal = sampleWithdrawal({
        id: Math.max(0, ...state.withdrawals.map((row) => row.id)) + 1,
        amount: dollars(amountCents),
        method: body.method,
        destination: body.method === 'card' ? 'Credit Card' : body.bitcoin_address?.trim() ?? '',
      });
      state.withdrawals.push(withdrawal);
      const answer = answerOf(withdrawal, `Your withdrawal of ${formatBalance(withdrawal.amount)} was requested. You can cancel it until it is approved.`, forfeitedCents);
      if (key) answered.set(key, answer);
      return answer;
    })
    .on(withdrawalEndpoints.cancel, ({ params }): WithdrawalAnswer | FakeReply => {
      const index = state.withdrawals.findIndex((row) => row.id === params.id);
      const row = state.withdrawals[index];
      if (!row) return fail(404, 'There is no such withdrawal.');
      if (row.status !== 'requested') return fail(409, `This withdrawal is ${row.status} and can no longer be cancelled.`);
      const cancelled: Withdrawal = { ...row, status: 'cancelled', decided_at: SAMPLE_NOW };
      state.withdrawals[index] = cancelled;
      state.cashCents += cents(row.amount);
      return answerOf(cancelled, `Your withdrawal of ${formatBalance(row.amount)} was cancelled; the money is back in your balance.`);
    });
  return { state };
}
