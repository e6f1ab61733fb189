import { Check } from '@sinclair/typebox/value';
import { Withdrawal } from 'shared-contract';
import { playersClient } from '../clients/players-client';
import { withdrawalsClient } from '../clients/withdrawals-client';
import { ProviderError } from '../provider-error';
import { installFakeProvider } from './fake-provider';
import { fakeWithdrawals, SAMPLE_VERIFICATION_REFUSAL, sampleWithdrawal } from './withdrawal-samples';

const request = (amount: string, extra: { forfeit_bonus?: boolean; password?: string } = {}) =>
  ({ amount, method: 'card' as const, password: extra.password ?? 'Demo1234', ...(extra.forfeit_bonus ? { forfeit_bonus: true } : {}) });

describe('the fake provider\'s withdrawals calls', () => {
  it('sampleWithdrawal matches the contract', () => {
    expect(Check(Withdrawal, sampleWithdrawal({ initiated_by: 'self-exclusion', status: 'rejected', reason: 'Card closed' }))).toBe(true);
  });

  it('moves a request out of the withdrawable cash, lists it, and a cancel brings it back', async () => {
    fakeWithdrawals(installFakeProvider(), { cash: 50 });
    const answer = await withdrawalsClient.request(4, request('20'), 'key-1');
    expect(answer).toMatchObject({ withdrawable: 30, balance: 30, message: 'Your withdrawal of $20.00 was requested. You can cancel it until it is approved.' });
    await expect(playersClient.balance(4)).resolves.toMatchObject({ balance: 30, withdrawable: 30, pending_withdrawals: 20 });
    const list = await withdrawalsClient.list(4);
    expect(list.withdrawals.map(({ id, status, amount }) => ({ id, status, amount }))).toEqual([{ id: 1, status: 'requested', amount: 20 }]);
    await expect(withdrawalsClient.cancel(4, 1)).resolves.toMatchObject({ withdrawable: 50, withdrawal: { status: 'cancelled' } });
    await expect(withdrawalsClient.cancel(4, 1)).rejects.toEqual(new ProviderError('This withdrawal is cancelled and can no longer be cancelled.', 409, undefined));
  });

  it('answers a repeated key with its first answer, taking the money once', async () => {
    const { state } = fakeWithdrawals(installFakeProvider(), { cash: 50 });
    await withdrawalsClient.request(4, request('20'), 'key-1');
    await withdrawalsClient.request(4, request('20'), 'key-1');
    expect(state.cashCents).toBe(3000);
    expect(state.withdrawals).toHaveLength(1);
  });

  it('refuses under the minimum, over the withdrawable, a wrong password, before verification, and a coupon\'s bonus without the forfeit', async () => {
    const { state } = fakeWithdrawals(installFakeProvider(), { cash: 50, bonus: 150, couponCode: 'WELCOME300', verified: false });
    await expect(withdrawalsClient.request(4, request('19.99'), 'a')).rejects.toMatchObject({ status: 400, message: 'The smallest withdrawal is $20.00.' });
    await expect(withdrawalsClient.request(4, request('20', { password: 'nope' }), 'b')).rejects.toMatchObject({ status: 401 });
    await expect(withdrawalsClient.request(4, request('20'), 'c')).rejects.toMatchObject({ status: 403, message: SAMPLE_VERIFICATION_REFUSAL });
    state.verified = true;
    await expect(withdrawalsClient.request(4, request('20'), 'd')).rejects.toMatchObject({
      status: 409,
      message: 'Your coupon WELCOME300 is still in play. Withdrawing now forfeits your bonus funds of $150.00. Confirm to forfeit them, or keep playing until the playthrough is met.',
    });
    await expect(withdrawalsClient.request(4, request('60', { forfeit_bonus: true }), 'e')).rejects.toMatchObject({ status: 400, message: 'You can withdraw at most $50.00.' });
    await expect(withdrawalsClient.request(4, request('50', { forfeit_bonus: true }), 'f')).resolves.toMatchObject({ forfeited: 150, withdrawable: 0, balance: 0 });
  });
});
