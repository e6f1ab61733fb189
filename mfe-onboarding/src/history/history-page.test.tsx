import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionPort } from 'shared-api';
import { installFakeProvider, sampleGameSession, samplePlayerData } from 'shared-api/testing';
import { accountHistoryEndpoints, gameEndpoints, playerEndpoints, type FairnessState, type HistoryItem, type RoundDetail } from 'shared-contract';
import { renderAccountPageSignedIn } from '../testing/render-account-page';

jest.mock('shared-fairness', () => ({
  describeOutcome: jest.fn(() => ''),
  serverSeedMatchesHash: jest.fn(async () => true),
  verifyRound: jest.fn(async ({ outcome }: { outcome: { pocket: number } }) =>
    (outcome.pocket === 23 ? { matches: true, expected: outcome, mismatch: null } : { matches: false, expected: { pocket: 23 }, mismatch: 'The ball should land in 23, the record says 24.' })),
}));

const item = (id: number, overrides: Partial<HistoryItem> = {}): HistoryItem => ({
  id: `round-${id}`, kind: 'round', at: '2026-11-20T15:04:00Z', description: 'European Roulette', amount: -1, game_code: 'european-roulette',
  game_name: 'European Roulette', round_id: id, stake: 1, win: 0, open: false, ...overrides,
});

const DEPOSIT = item(0, { id: 'tx-7', kind: 'deposit', description: 'Deposit', amount: 100, game_code: null, game_name: null, round_id: null, stake: null, win: null });

const FAIRNESS: FairnessState = { current: { server_seed_hash: 'a'.repeat(64), client_seed: 'c0ffee', next_nonce: 3 }, previous: [] };

const detail = (serverSeed: string | null, pocket = 23): RoundDetail => ({
  round: {
    id: 812, game_code: 'european-roulette', engine: 'roulette', status: 'settled', stake: 5, win: 180, free_spin: false, balance_before: 40,
    balance_after: 215, outcome: { pocket, label: String(pocket), color: 'red' }, started_at: '2026-11-20T15:04:00Z', settled_at: '2026-11-20T15:04:00Z',
  },
  game_name: 'European Roulette', engine: 'roulette', config: { pockets: 37 },
  fairness: { server_seed_hash: 'a'.repeat(64), server_seed: serverSeed, client_seed: 'c0ffee', nonce: 2, draws: 1 },
});

function historyProvider(pages: Record<string, { items: HistoryItem[]; next: string | null }>) {
  return installFakeProvider()
    .on(playerEndpoints.playerData, () => samplePlayerData())
    .on(accountHistoryEndpoints.history, ({ query }) => pages[query.cursor ?? ''] ?? { items: [], next: null })
    .on(accountHistoryEndpoints.fairness, () => FAIRNESS);
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('Account history', () => {
  afterEach(() => {
    resetSessionPort();
    jest.restoreAllMocks();
  });

  it('lists what moved the money newest first, with each round linked, and pages to older entries with the cursor', async () => {
    const fake = historyProvider({
      '': { items: [item(812, { amount: 175, stake: 5, win: 180 }), item(811)], next: 'page-2' },
      'page-2': { items: [DEPOSIT], next: null },
    });
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/');
    await user.click(screen.getByRole('link', { name: 'History' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'What', 'Stake', 'Win', 'Amount', 'Round']);
    expect(bodyRows(table)).toEqual([
      'Nov 20, 2026, 10:04 AMEuropean Roulette$5.00$180.00+$175.00#812',
      'Nov 20, 2026, 10:04 AMEuropean Roulette$1.00$0.00−$1.00#811',
    ]);
    expect(screen.getByRole('link', { name: 'Round 812: replay and check' })).toHaveAttribute('href', '/lobby/account/history/rounds/812');
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(3));
    expect(bodyRows(screen.getByRole('table'))[2]).toBe('Nov 20, 2026, 10:04 AMDeposit+$100.00');
    expect(fake.requests(accountHistoryEndpoints.history).map((request) => request.query.cursor)).toEqual([undefined, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('asks again with the filters chosen, and refuses a range that ends before it starts without asking', async () => {
    const fake = historyProvider({ '': { items: [item(812)], next: null } });
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/history');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Game rounds');
    await waitFor(() => expect(fake.requests(accountHistoryEndpoints.history).at(-1)?.query).toEqual({ kind: 'round', limit: 50 }));
    const asked = fake.requests(accountHistoryEndpoints.history).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day must be on or before the last day.');
    // Only the first day on its own was asked for; the impossible range never was.
    expect(fake.requests(accountHistoryEndpoints.history).slice(asked).every((request) => request.query.to === undefined)).toBe(true);
  });

  it('offers the filtered rows as a CSV file', async () => {
    const fake = historyProvider({ '': { items: [item(812)], next: null } })
      .on(accountHistoryEndpoints.historyCsv, () => ({ filename: 'account-history.csv', csv: 'When,What\r\n2026-11-20,European Roulette\r\n', rows: 1 }));
    const saved: { name?: string } = {};
    URL.createObjectURL = jest.fn(() => 'blob:history');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/history');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.name).toBe('account-history.csv'));
    expect(fake.requests(accountHistoryEndpoints.historyCsv)).toHaveLength(1);
  });
});

describe('A round page', () => {
  afterEach(() => {
    resetSessionPort();
    jest.restoreAllMocks();
  });

  function roundProvider(serverSeed: string | null, pocket = 23) {
    let revealed = serverSeed;
    return installFakeProvider()
      .on(accountHistoryEndpoints.round, () => detail(revealed, pocket))
      .on(accountHistoryEndpoints.fairness, () => FAIRNESS)
      .on(accountHistoryEndpoints.rotate, () => {
        revealed = 'b'.repeat(64);
        return {
          revealed: { server_seed_hash: 'a'.repeat(64), server_seed: revealed, client_seed: 'c0ffee', rounds: 3, revealed_at: '2026-11-20T16:00:00Z' },
          state: { current: { server_seed_hash: 'd'.repeat(64), client_seed: 'mine', next_nonce: 0 }, previous: [] },
        };
      })
      .on(gameEndpoints.gameSession, ({ body }) => sampleGameSession({ gameToken: `replay-${body.gameCode ?? ''}` }));
  }

  it('shows the figures, replays the round in the game client and, once the seed is revealed, verifies it in the browser', async () => {
    const fake = roundProvider(null);
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/history/rounds/812');
    expect(await screen.findByRole('heading', { name: 'Round 812' })).toBeInTheDocument();
    expect(await screen.findByText('Balance after')).toBeInTheDocument();
    expect(screen.getByText('$215.00')).toBeInTheDocument();
    const frame = await screen.findByTitle('Replay of round 812');
    const url = new URL(frame.getAttribute('src')!);
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameToken: 'replay-european-roulette', gameCode: 'european-roulette', replay: '812' });
    expect(screen.getByText('Hidden until you rotate your seeds')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New client seed (optional)'), 'mine');
    await user.click(screen.getByRole('button', { name: 'Rotate seeds' }));
    expect(fake.requests(accountHistoryEndpoints.rotate)[0]?.body).toEqual({ client_seed: 'mine' });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/^Matches: the seeds give exactly the outcome on record/)).toBeInTheDocument();
  });

  it('says what differs when the record does not match its seeds', async () => {
    roundProvider('b'.repeat(64), 24);
    const user = userEvent.setup();
    renderAccountPageSignedIn('/lobby/account/history/rounds/812');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Does not match: The ball should land in 23, the record says 24.')).toBeInTheDocument();
  });

  it('says so for an address that names no round, without asking the provider', async () => {
    const fake = roundProvider(null);
    renderAccountPageSignedIn('/lobby/account/history/rounds/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no round abc.');
    expect(fake.requests(accountHistoryEndpoints.round)).toHaveLength(0);
  });
});
