import { jackpotClient } from 'shared-api';
import { startLiveProvider, type LiveProvider } from './live-provider';

describe('shared-api jackpot client against the provider', () => {
  let provider: LiveProvider;
  /** The listing's token names the provider's public URL; the live provider listens elsewhere. */
  let token: string;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());

  it('lists the jackpots and reads the ticker amount from the token URL', async () => {
    provider.actAsVisitor();
    const [listing] = await jackpotClient.jackpots();
    expect(listing).toMatchObject({ amount: 10000, currency: 'USD', contribution: 0.01, token: 'http://localhost:4000/jackpot/lobby/' });
    token = new URL(new URL(listing!.token).pathname, provider.url).toString();
    await expect(jackpotClient.amount(token)).resolves.toEqual({ 'jackpot-amount': 10000, guid: listing!.guid });
    await expect(jackpotClient.amount(token.replace(/\/$/, ''))).resolves.toEqual({ 'jackpot-amount': 10000, guid: listing!.guid });
  });

  it('reads the player\'s jackpots, opts in and out, and claims hits once per key', async () => {
    const demo = await provider.actAs('demoplayer');
    const [mine] = await jackpotClient.playerJackpots(token, demo.pid);
    expect(mine).toMatchObject({ 'is-opt-in': false, 'unclaimed-hits-amount': 0, blocked: false, winners: expect.any(Array) });
    await expect(jackpotClient.setOptIn(token, demo.pid, mine!.guid, true)).resolves.toEqual({ guid: mine!.guid, 'is-opt-in': true });
    expect((await jackpotClient.playerJackpots(token.replace(/\/$/, ''), demo.pid))[0]!['is-opt-in']).toBe(true);
    await expect(jackpotClient.setOptIn(token, demo.pid, mine!.guid, false)).resolves.toEqual({ guid: mine!.guid, 'is-opt-in': false });
    const claim = await jackpotClient.claimHits(token, demo.pid, 'contract-claim-1');
    expect(claim).toEqual({ claimed: 0, hits: 0, balance: expect.any(Number) });
    await expect(jackpotClient.claimHits(token, demo.pid, 'contract-claim-1')).resolves.toEqual(claim);
  });

  it('a blocked class may not opt in', async () => {
    const blocked = await provider.actAs('newtestclass');
    const [mine] = await jackpotClient.playerJackpots(token, blocked.pid);
    expect(mine!.blocked).toBe(true);
    await expect(jackpotClient.setOptIn(token, blocked.pid, mine!.guid, true)).rejects.toMatchObject({ status: 403 });
  });
});
