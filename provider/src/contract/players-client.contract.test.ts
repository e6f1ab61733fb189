import { ProviderError, playersClient, memorySessionPort, provideSession, sessionClient } from 'shared-api';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api players and session clients against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('reads player data, updates it and reads the balance, each answer matching the contract', async () => {
    const demo = await provider.actAs('demoplayer');
    const player = await playersClient.playerData(demo.pid);
    expect(player).toMatchObject({ login: 'demoplayer', player_id: demo.pid, profile_complete: true });
    expect(player).not.toHaveProperty('password_hash');
    const updated = await playersClient.updatePlayer(demo.pid, { city: 'Reno', day_phone: '+1 775 555 0100', evening_phone: '775-555-0101' });
    expect(updated).toMatchObject({ city: 'Reno', contact: { day_phone: '+1 775 555 0100', evening_phone: '775-555-0101' } });
    await expect(playersClient.balance(demo.pid)).resolves.toEqual({
      balance: 250, balance_cents: 25000, currency_symbol: '$', currency: 'USD', cash: 250, bonus: 0, pending_withdrawals: 0, withdrawable: 250,
    });
  });

  it('logs in with the one login body and logs out', async () => {
    provider.actAsVisitor();
    const session = await sessionClient.login('DemoPlayer ', 'Demo1234', 'test-bypass');
    expect(session).toMatchObject({ login: 'demoplayer', rtgSession: { session_id: expect.any(String) } });
    provideSession(memorySessionPort({ sessionToken: () => session.sessionToken }));
    await expect(sessionClient.logout(session.pid, session.login)).resolves.toEqual({ message: 'Logged out' });
    await expect(playersClient.balance(session.pid)).rejects.toMatchObject({ status: 401 });
  });

  it('a call without a session is a ProviderError with the provider\'s status', async () => {
    provider.actAsVisitor();
    const failure = await playersClient.balance(1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ status: 401 });
  });
});
