import { jackpotEndpoints, playerEndpoints } from 'shared-contract';
import { jackpotClient } from '../clients/jackpot-client';
import { playersClient } from '../clients/players-client';
import { MALFORMED_ANSWER } from '../call-provider';
import { ProviderError } from '../provider-error';
import { memorySessionPort, provideSession, resetSessionPort } from '../session-port';
import { fail, installFakeProvider } from './fake-provider';
import { sampleJackpotListing, samplePlayerData, samplePlayerJackpot } from './samples';

const VIOLATIONS = Symbol.for('shared-api.fake-provider.violations');
const takeViolations = (): string[] => ((globalThis as Record<symbol, string[]>)[VIOLATIONS] ?? []).splice(0);

describe('the schema-driven fake provider', () => {
  afterEach(() => resetSessionPort());

  it('answers a typed call and records the request with typed path parameters and the session header', async () => {
    provideSession(memorySessionPort({ sessionToken: () => 'token-42' }));
    const provider = installFakeProvider().on(playerEndpoints.balance, ({ params }) => ({
      balance: params.pid, balance_cents: params.pid * 100, currency_symbol: '$', currency: 'USD', cash: params.pid, bonus: 0, pending_withdrawals: 0, withdrawable: params.pid,
    }));
    await expect(playersClient.balance(42)).resolves.toMatchObject({ balance: 42 });
    const [request] = provider.requests(playerEndpoints.balance);
    expect(request).toMatchObject({ params: { pid: 42 }, query: { forMoney: true }, headers: { 'x-session-token': 'token-42' } });
  });

  it('turns a failure into a ProviderError with the provider\'s message', async () => {
    installFakeProvider().on(playerEndpoints.playerData, () => fail(403, 'You are not allowed to access this player.'));
    await expect(playersClient.playerData(42)).rejects.toEqual(new ProviderError('You are not allowed to access this player.', 403, undefined));
  });

  it('a stubbed answer that does not match the contract is reported, and the client sees a malformed answer', async () => {
    installFakeProvider().on(playerEndpoints.playerData, () => ({ ...samplePlayerData(), contact: undefined }) as never);
    await expect(playersClient.playerData(42)).rejects.toMatchObject({ code: MALFORMED_ANSWER });
    expect(takeViolations()).toEqual([expect.stringContaining('The stubbed answer to GET /937/players/:pid does not match the contract: /contact')]);
  });

  it('a request body that does not match the contract is reported', async () => {
    installFakeProvider().on(playerEndpoints.updatePlayer, () => samplePlayerData());
    await playersClient.updatePlayer(42, { zip: 'x'.repeat(30) });
    expect(takeViolations()).toEqual([expect.stringContaining('The request body of PUT /937/players/:pid does not match the contract: /zip')]);
  });

  it('answers a call with a path of its own before a jackpot call whose tail matches it', async () => {
    const provider = installFakeProvider()
      .on(jackpotEndpoints.jackpots, () => [sampleJackpotListing()])
      .on(jackpotEndpoints.playerJackpots, () => [samplePlayerJackpot()]);
    await expect(jackpotClient.jackpots()).resolves.toEqual([sampleJackpotListing()]);
    await expect(jackpotClient.playerJackpots('http://localhost:4000/jackpot/lobby/', 7)).resolves.toEqual([samplePlayerJackpot()]);
    expect(provider.requests(jackpotEndpoints.playerJackpots).map((request) => request.url)).toEqual(['http://localhost:4000/jackpot/lobby/7/jackpots']);
  });

  it('a call with no stub is a 404', async () => {
    installFakeProvider();
    await expect(playersClient.balance(1)).rejects.toMatchObject({ status: 404 });
  });
});
