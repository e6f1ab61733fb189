import { cashierClient } from 'shared-api';
import type { PlayerTokenType } from 'shared-contract';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api cashier client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('answers the deposit form\'s hidden fields and issues a player token', async () => {
    const demo = await provider.actAs('demoplayer');
    const cashier = await cashierClient.cashier(demo.pid, { skinId: 1, playerId: demo.pid, cashier_type: 'deposit', client_type: 6 });
    expect(cashier).toEqual({
      cashier_url: 'http://localhost:4000/cashier', login: 'demoplayer', player_id: demo.pid, hashed_password: expect.stringMatching(/^[0-9a-f]{64}$/),
      lang: 'en', sportsbook: 0, sign_up_skin: 1, session_id: demo.sessionId, casino_id: 937, cashier_type: 'deposit', profile_complete: true,
    });
    const token = await cashierClient.playerToken(demo.pid, 'cashier');
    expect(token).toEqual({ token: expect.any(String), token_type: 'cashier', expires_at: expect.any(String) });
    // Types outside the contract's set are refused, a password-reset token above all (a caller would have to cast).
    for (const other of ['Not A Type', 'password_reset']) {
      await expect(cashierClient.playerToken(demo.pid, other as PlayerTokenType)).rejects.toMatchObject({ status: 400 });
    }
  });
});
