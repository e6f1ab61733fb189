import { memorySessionPort, provideSession, withdrawalsClient } from 'shared-api';
import { depositVia, signupPlayer, verifyPlayer } from '../testing/test-app';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api withdrawals client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('is refused before identity verification, then requests once per key, lists and cancels a withdrawal', async () => {
    const player = await signupPlayer(provider.app);
    provideSession(memorySessionPort({ sessionToken: () => player.token }));
    expect((await depositVia(provider.app, player, '50')).statusCode).toBe(200);
    const body = { amount: '20', method: 'card' as const, password: 'Secret123' };
    await expect(withdrawalsClient.request(player.pid, body, 'contract-withdrawal-0')).rejects.toMatchObject({
      status: 403, message: 'Please verify your identity before your first withdrawal.',
    });

    await verifyPlayer(provider.app, player);
    const requested = await withdrawalsClient.request(player.pid, body, 'contract-withdrawal-1');
    expect(requested).toMatchObject({ withdrawal: { amount: 20, status: 'requested', initiated_by: 'player' }, balance: 30, withdrawable: 30 });
    // The same key again is the same withdrawal, not a second one.
    await expect(withdrawalsClient.request(player.pid, body, 'contract-withdrawal-1')).resolves.toEqual(requested);

    const list = await withdrawalsClient.list(player.pid);
    expect(list.withdrawals.map((withdrawal) => [withdrawal.id, withdrawal.status])).toEqual([[requested.withdrawal.id, 'requested']]);
    expect(list).toMatchObject({ minimum: 20 });

    const cancelled = await withdrawalsClient.cancel(player.pid, requested.withdrawal.id);
    expect(cancelled).toMatchObject({ withdrawal: { status: 'cancelled' }, balance: 50, withdrawable: 50 });
    await expect(withdrawalsClient.cancel(player.pid, requested.withdrawal.id)).rejects.toMatchObject({ status: 409 });
  });
});
