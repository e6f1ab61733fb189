import { jackpotEndpoints, playerEndpoints, verificationEndpoints } from 'shared-contract';
import { jackpotClient } from '../clients/jackpot-client';
import { playersClient } from '../clients/players-client';
import { verificationClient } from '../clients/verification-client';
import { MALFORMED_ANSWER } from '../call-provider';
import { ProviderError } from '../provider-error';
import { memorySessionPort, provideSession, resetSessionPort } from '../session-port';
import { answerVerification, fail, installFakeProvider, SANDBOX_SSN_LAST4 } from './fake-provider';
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

describe('the fake provider\'s verification sandbox', () => {
  const details = {
    legal_first_name: 'Jane', legal_last_name: 'Doe', birth_date: '1990-01-31', address_1: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102', ssn_last4: SANDBOX_SSN_LAST4,
  };
  const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

  it('verifies the account\'s name and birth date with the test SSN digits, and asks for documents otherwise', async () => {
    answerVerification(installFakeProvider());
    await expect(verificationClient.state(42)).resolves.toMatchObject({ status: 'unverified' });
    await expect(verificationClient.submitDetails(42, { ...details, ssn_last4: '9999' })).resolves.toMatchObject({ status: 'documents-needed' });
    await expect(verificationClient.submitDetails(42, { ...details, legal_last_name: 'Roe' })).resolves.toMatchObject({ status: 'documents-needed' });
    await expect(verificationClient.submitDetails(42, details)).resolves.toMatchObject({ status: 'verified' });
    await expect(verificationClient.state(42)).resolves.toMatchObject({ status: 'verified' });
  });

  it('takes a photo ID by its content, reporting the upload\'s progress, and refuses another file by its content', async () => {
    const fake = answerVerification(installFakeProvider());
    const progress: number[] = [];
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    await expect(verificationClient.uploadDocument(42, { file_name: 'id.png', content_base64: base64(png) }, (share) => progress.push(share)))
      .resolves.toMatchObject({ status: 'in-review', document: { file_name: 'id.png', kind: 'png', size_bytes: 8 } });
    expect(progress).toEqual([1]);
    await expect(verificationClient.uploadDocument(42, { file_name: 'renamed.png', content_base64: base64([0x68, 0x69]) }))
      .rejects.toMatchObject({ status: 415, message: 'Please upload a PNG, JPEG or PDF of your photo ID.' });
    expect(fake.requests(verificationEndpoints.uploadDocument)).toHaveLength(2);
  });
});
