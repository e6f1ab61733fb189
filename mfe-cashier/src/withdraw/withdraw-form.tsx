import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatBalance, toProviderError, withdrawalsClient } from 'shared-api';
import type { Coupon } from 'shared-contract';
import { WITHDRAWAL_FORFEITS_BONUS_STATUS } from 'shared-contract/constants';
import type { PlayerIdentity } from 'shared-events';
import { Button, useBusEvent, useEventBus } from 'shared-ui';
import { readCouponsAgain } from '../coupons/cashier-coupons';
import { announceWithdrawal } from './use-withdrawals';
import { RadioField, TextField } from './withdraw-fields';
import {
  EMPTY_WITHDRAW_VALUES, forfeitWarning, idempotencyKeys, needsVerification, requestBodyOf, VERIFICATION_PATH, withdrawSchema, type WithdrawBounds,
  type WithdrawValues,
} from './withdraw-rules';

const Form = styled.form`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  & h3 { margin: 0 0 ${({ theme }) => theme.space(3)}; font-size: 1.05rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Answer = styled.div<{ $tone: 'error' | 'success' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & p { margin: 0; }
  & a { display: inline-block; margin-top: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.accent}; font-weight: 700; }
`;

const Warning = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & p { margin: ${({ theme }) => theme.space(1)} 0 0; }
`;

type FormAnswer = { tone: 'success' | 'error'; text: string; verify?: boolean };

export interface WithdrawFormProps extends WithdrawBounds {
  player: PlayerIdentity;
  /** Bonus funds a forfeit would take, in USD. */
  bonus: number;
  /** The coupon in play, read before the player submits (its bonus would be forfeited). */
  coupon: Coupon | null;
  /** The player keeps playing instead of forfeiting a bonus. */
  onKeepPlaying: () => void;
  /** The player follows a link away from the cashier (the modal closes). */
  onLeave?: (() => void) | undefined;
}

/**
 * Method, amount and the password again (step-up). A coupon in play is named before the player
 * submits, and a 409 from the provider names it too: the request then goes only with the player's
 * "Forfeit bonus and withdraw". One idempotency key per request, sent again on a retry.
 */
export function WithdrawForm({ player, bonus, coupon, minimum, withdrawable, dailyRemaining, onKeepPlaying, onLeave }: WithdrawFormProps) {
  const bus = useEventBus();
  const titleId = useId();
  const [keys] = useState(idempotencyKeys);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => withdrawSchema({ minimum, withdrawable, dailyRemaining }), [minimum, withdrawable, dailyRemaining]);
  const warning = refusal ?? (coupon ? forfeitWarning(coupon.coupon_code, bonus) : null);
  // A request's answer is stale once a withdrawal is cancelled, decided or paid (the tracker says what happened).
  useBusEvent('withdrawal.changed', ({ status }) => {
    if (status !== 'requested') setAnswer(null);
  });

  const submit = async (values: WithdrawValues, reset: (next: WithdrawValues) => void) => {
    setAnswer(null);
    const body = requestBodyOf(values, warning !== null);
    try {
      const result = await withdrawalsClient.request(player.playerId, body, keys.keyFor(body));
      keys.done();
      setRefusal(null);
      reset({ ...EMPTY_WITHDRAW_VALUES, method: values.method, bitcoinAddress: values.bitcoinAddress });
      setAnswer({ tone: 'success', text: result.message });
      announceWithdrawal(bus, result.withdrawal);
      // A forfeit ended the coupon: the cashier and the promotions page hear it.
      if (body.forfeit_bonus) void readCouponsAgain(bus, player, true);
    } catch (error) {
      const failure = toProviderError(error);
      if (failure.status === WITHDRAWAL_FORFEITS_BONUS_STATUS) {
        setRefusal(failure.message);
        return;
      }
      setAnswer({ tone: 'error', text: failure.message, verify: needsVerification(failure) });
    }
  };

  return (
    <Formik<WithdrawValues>
      initialValues={EMPTY_WITHDRAW_VALUES}
      validationSchema={schema}
      onSubmit={(values, helpers) => submit(values, (next) => helpers.resetForm({ values: next }))}
    >
      {(formik) => (
        <Form aria-labelledby={titleId} aria-busy={formik.isSubmitting} noValidate onSubmit={formik.handleSubmit}>
          <h3 id={titleId}>Request a withdrawal</h3>
          {answer && (
            <Answer $tone={answer.tone} role={answer.tone === 'error' ? 'alert' : 'status'}>
              <p>{answer.text}</p>
              {answer.verify && (
                <Link to={VERIFICATION_PATH} onClick={onLeave}>
                  Verify your identity
                </Link>
              )}
            </Answer>
          )}
          <RadioField
            name="method"
            legend="Pay out to"
            options={[{ value: 'card', label: 'Card of your last deposit' }, { value: 'bitcoin', label: 'Bitcoin' }]}
          />
          {formik.values.method === 'bitcoin' && (
            <TextField name="bitcoinAddress" label="Bitcoin address" autoComplete="off" spellCheck={false} maxLength={100} hint="It starts with 1, 3 or bc1." />
          )}
          <TextField
            name="amount"
            label="Amount (USD)"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            hint={`From ${formatBalance(minimum)} to ${formatBalance(Math.min(withdrawable, dailyRemaining))}.`}
          />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" hint="Enter your password again to withdraw." />
          {warning && (
            <Warning role={refusal ? 'alert' : undefined}>
              <strong>Your bonus will be forfeited</strong>
              <p>{warning}</p>
            </Warning>
          )}
          <Actions>
            <Button type="submit" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Withdrawing…' : warning ? 'Forfeit bonus and withdraw' : 'Withdraw'}
            </Button>
            {warning && (
              <Button type="button" $variant="ghost" onClick={onKeepPlaying}>
                Keep playing
              </Button>
            )}
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
