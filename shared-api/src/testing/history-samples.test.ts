import { Check } from '@sinclair/typebox/value';
import { FairnessState, HistoryItem, RoundDetail } from 'shared-contract';
import { accountHistoryClient } from '../clients/account-history-client';
import { installFakeProvider } from './fake-provider';
import { fakeAccountHistory, sampleFairnessState, sampleHistory, sampleRevealedPair, sampleRoundDetail } from './history-samples';

describe('the fake provider\'s account history calls', () => {
  it('samples match the contract', () => {
    for (const item of sampleHistory()) expect(Check(HistoryItem, item)).toBe(true);
    expect(Check(RoundDetail, sampleRoundDetail())).toBe(true);
    expect(Check(FairnessState, sampleFairnessState({ previous: [sampleRevealedPair()] }))).toBe(true);
  });

  it('pages the history newest first through an opaque cursor, filters it, and refuses a cursor it did not give', async () => {
    fakeAccountHistory(installFakeProvider());
    const first = await accountHistoryClient.history(4, { limit: 4 });
    expect(first.items.map((item) => item.id)).toEqual(['tx-9', 'round-103', 'round-102', 'round-101']);
    const second = await accountHistoryClient.history(4, { limit: 4, cursor: first.next! });
    expect(second).toEqual({ items: sampleHistory().slice(4), next: null });
    await expect(accountHistoryClient.history(4, { kind: 'round', game: 'blackjack' })).resolves.toMatchObject({ items: [{ id: 'round-103', open: true }] });
    await expect(accountHistoryClient.history(4, { cursor: 'made-up' })).rejects.toMatchObject({
      status: 400, message: 'This page of the history is no longer valid. Please start again from the first page.',
    });
  });

  it('exports the filtered rows as CSV, a formula-like text cell defused', async () => {
    fakeAccountHistory(installFakeProvider(), { items: [sampleHistory()[0]!, { ...sampleHistory()[5]!, description: '=HYPERLINK("x")' }] });
    const csv = await accountHistoryClient.historyCsv(4, { kind: 'deposit' });
    expect(csv).toEqual({
      filename: 'account-history-4.csv', rows: 1,
      csv: 'Time (UTC),Kind,Description,Amount,Game,Round,Stake,Win,Open\r\n2026-03-02T16:00:00.000Z,deposit,"\'=HYPERLINK(""x"")",50.00,,,,,\r\n',
    });
  });

  it('shows a round, 404 for another, and reveals its server seed once the player rotates', async () => {
    const { state } = fakeAccountHistory(installFakeProvider(), { openRoundGame: 'Blackjack' });
    expect((await accountHistoryClient.round(4, 101)).fairness).toMatchObject({ server_seed: null });
    await expect(accountHistoryClient.round(4, 999)).rejects.toMatchObject({ status: 404, message: 'We could not find this round in your account.' });
    await expect(accountHistoryClient.rotate(4, {})).rejects.toMatchObject({ status: 409, message: 'Finish your round of Blackjack before changing your seeds.' });
    state.openRoundGame = null;
    await expect(accountHistoryClient.rotate(4, { client_seed: '   ' })).rejects.toMatchObject({ status: 400, message: 'Client seed must be 1 to 64 printable characters.' });
    const before = await accountHistoryClient.fairness(4);
    const { revealed, state: after } = await accountHistoryClient.rotate(4, { client_seed: ' lucky ' });
    expect(revealed).toMatchObject({ server_seed_hash: before.current.server_seed_hash, rounds: 3 });
    expect(after).toMatchObject({ current: { client_seed: 'lucky', next_nonce: 0 }, previous: [revealed] });
    expect((await accountHistoryClient.round(4, 101)).fairness).toMatchObject({ server_seed: revealed.server_seed });
  });
});
