import { memorySessionPort, provideSession, withdrawalsClient } from 'shared-api';
import { WITHDRAWAL_FORFEITS_BONUS_STATUS } from 'shared-contract';
import { call, depositVia, signupPlayer } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api withdrawals client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  }, 120_000);
  afterAll(async () => provider.close());

  it('requests (once per key), lists and cancels a withdrawal; a coupon in play asks to confirm its forfeit', async () => {
    const player = await signupPlayer(provider.app);
    await call(provider.app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=WELCOME300&redeem=true`, token: player.token });
    await depositVia(provider.app, player, '100');
    provideSession(memorySessionPort({ sessionToken: () => player.token }));

    const body = { amount: '30', method: 'card' as const, password: 'Secret123' };
    await expect(withdrawalsClient.request(player.pid, body, 'contract-wd-1')).rejects.toMatchObject({ status: WITHDRAWAL_FORFEITS_BONUS_STATUS });
    const requested = await withdrawalsClient.request(player.pid, { ...body, forfeit_bonus: true }, 'contract-wd-2');
    expect(requested).toMatchObject({
      withdrawal: { amount: 30, status: 'requested', method: 'card', destination: 'Credit Card', initiated_by: 'player' }, forfeited: 300, withdrawable: 70,
    });
    expect((await withdrawalsClient.request(player.pid, { ...body, forfeit_bonus: true }, 'contract-wd-2')).withdrawal.id).toBe(requested.withdrawal.id);

    const list = await withdrawalsClient.list(player.pid);
    expect(list).toMatchObject({ daily_remaining: 4970, minimum: 20 });
    expect(list.withdrawals.map((withdrawal) => withdrawal.id)).toEqual([requested.withdrawal.id]);

    const cancelled = await withdrawalsClient.cancel(player.pid, requested.withdrawal.id);
    expect(cancelled).toMatchObject({ withdrawal: { status: 'cancelled' }, withdrawable: 100 });
    await expect(withdrawalsClient.cancel(player.pid, requested.withdrawal.id)).rejects.toMatchObject({ status: 409 });
  });
});
