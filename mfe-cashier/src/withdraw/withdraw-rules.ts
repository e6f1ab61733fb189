import { formatBalance, type ProviderError } from 'shared-api';
import type { Coupon, CouponDetails, WithdrawalMethod, WithdrawalRequestBody, WithdrawalStatus } from 'shared-contract';
import { WITHDRAWAL_NEEDS_VERIFICATION_STATUS } from 'shared-contract/constants';
import { object, string } from 'yup';
import { activeCouponOf } from '../coupons/coupon-terms';

/** What the player types in the withdrawal form. */
export interface WithdrawValues {
  method: WithdrawalMethod;
  bitcoinAddress: string;
  amount: string;
  password: string;
}

export const EMPTY_WITHDRAW_VALUES: WithdrawValues = { method: 'card', bitcoinAddress: '', amount: '', password: '' };

/** Where the identity verification page is (mfe-onboarding's My Account). */
export const VERIFICATION_PATH = '/lobby/account/verification';

// Dollars as the provider takes them: at most 2 decimals; a leading $ is the player's habit, not an error.
const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;
const amountText = (typed: string | undefined) => (typed ?? '').trim().replace(/^\$\s*/, '');

/** The amount as the provider takes it (text, so 20.10 stays 20.10). */
export const amountOf = (typed: string): string => amountText(typed);

export interface WithdrawBounds {
  /** The provider's minimum (the list answer's `minimum`). */
  minimum: number;
  /** What may be withdrawn now. */
  withdrawable: number;
  /** What today's maximum still allows. */
  dailyRemaining: number;
}

/**
 * The form's checks, with the provider's own texts where the provider has one: the same refusals
 * read the same whichever side finds them (the provider checks everything again).
 */
export function withdrawSchema({ minimum, withdrawable, dailyRemaining }: WithdrawBounds) {
  return object({
    method: string().oneOf(['card', 'bitcoin']).required(),
    bitcoinAddress: string().when('method', {
      is: 'bitcoin',
      then: (address) => address.trim().required('Please enter the bitcoin address to pay out to.'),
    }),
    amount: string()
      .required('Please enter the amount to withdraw.')
      .test('dollars', 'Please enter an amount in dollars, like 20 or 20.50.', (typed) => DOLLARS.test(amountText(typed)))
      .test('minimum', `The smallest withdrawal is ${formatBalance(minimum)}.`, (typed) => Number(amountText(typed)) >= minimum)
      .test('withdrawable', `You can withdraw at most ${formatBalance(withdrawable)}.`, (typed) => Number(amountText(typed)) <= withdrawable)
      .test('daily', `You can withdraw at most ${formatBalance(dailyRemaining)} more today.`, (typed) => Number(amountText(typed)) <= dailyRemaining),
    password: string().required('Please enter your password to withdraw.'),
  });
}

/** The request body for these values. */
export function requestBodyOf(values: WithdrawValues, forfeitBonus: boolean): WithdrawalRequestBody {
  return {
    amount: amountOf(values.amount),
    method: values.method,
    ...(values.method === 'bitcoin' ? { bitcoin_address: values.bitcoinAddress.trim() } : {}),
    password: values.password,
    ...(forfeitBonus ? { forfeit_bonus: true } : {}),
  };
}

/**
 * The coupon whose bonus a withdrawal would forfeit: one in play (redeemed) whose playthrough or spins
 * are not done, the provider's rule (promotions' `couponHoldingBonus`).
 */
export function couponInPlay(details: CouponDetails | undefined): Coupon | null {
  const active = details ? activeCouponOf(details) : null;
  if (!active || active.standing !== 'redeemed') return null;
  const { amount_played: played, amount_needed: needed } = active.coupon.playthrough_details;
  return active.coupon.spins_remaining > 0 || played < needed ? active.coupon : null;
}

/** The warning read before a withdrawal that forfeits a coupon's bonus (the provider's 409 says the same). */
export const forfeitWarning = (couponCode: string, bonus: number): string =>
  `Your coupon ${couponCode} is still in play. Withdrawing now forfeits your bonus funds of ${formatBalance(bonus)}. `
  + 'Confirm to forfeit them, or keep playing until the playthrough is met.';

/**
 * Whether a refusal asks the player to verify their identity. The 403 of the contract says so in its
 * message; a QuickPlay link's session is refused with 403 too (log in with the password), and gets no link.
 */
export const needsVerification = (error: ProviderError): boolean =>
  error.status === WITHDRAWAL_NEEDS_VERIFICATION_STATUS && /verif|identity/i.test(error.message);

export const STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Whether the withdrawal's money is still on its way (its row may change without the player). */
export const isUnderway = (status: WithdrawalStatus): boolean => status === 'requested' || status === 'approved';

/** One key per player action: the same request sent again (a retry) carries the same key, another request a new one. */
export function idempotencyKeys() {
  let attempt: { fingerprint: string; key: string } | null = null;
  const newKey = () =>
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? `withdraw-${crypto.randomUUID()}` : `withdraw-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return {
    keyFor(body: WithdrawalRequestBody): string {
      // The password is not part of the request's identity: a retry after a mistyped password is the same request.
      const fingerprint = JSON.stringify([body.amount, body.method, body.bitcoin_address ?? '', body.forfeit_bonus === true]);
      if (attempt?.fingerprint !== fingerprint) attempt = { fingerprint, key: newKey() };
      return attempt.key;
    },
    /** The request was carried out: the next one is a new action. */
    done() {
      attempt = null;
    },
  };
}
