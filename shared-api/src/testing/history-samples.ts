import {
  accountHistoryEndpoints, type FairnessState, type HistoryItem, type RevealedSeedPair, type RoundDetail,
} from 'shared-contract';
import { fail, type FakeProvider, type FakeReply } from './fake-provider';
import { SAMPLE_NOW } from './safer-gambling-samples';

/** A row of the account history: by default a settled slot round that lost $1.00 at {@link SAMPLE_NOW}. */
export const sampleHistoryItem = (overrides: Partial<HistoryItem> = {}): HistoryItem => ({
  id: 'round-101',
  kind: 'round',
  at: SAMPLE_NOW,
  description: 'Megasaur round',
  amount: -1,
  game_code: 'megasaur',
  game_name: 'Megasaur',
  round_id: 101,
  stake: 1,
  win: 0,
  open: false,
  ...overrides,
});

/** A short history: a deposit, a coupon bonus, three rounds (one a win, one unfinished) and a withdrawal; newest first. */
export const sampleHistory = (): HistoryItem[] => [
  sampleHistoryItem({ id: 'tx-9', kind: 'withdrawal', at: '2026-03-02T18:00:00.000Z', description: 'Withdrawal requested', amount: -20, game_code: null, game_name: null, round_id: null, stake: null, win: null }),
  sampleHistoryItem({
    id: 'round-103', at: '2026-03-02T17:30:00.000Z', description: 'Blackjack round', game_code: 'blackjack', game_name: 'Blackjack', round_id: 103, stake: 2, win: 0, amount: -2, open: true,
  }),
  sampleHistoryItem({ id: 'round-102', at: '2026-03-02T17:00:00.000Z', round_id: 102, stake: 1, win: 5, amount: 4 }),
  sampleHistoryItem({ id: 'round-101', at: '2026-03-02T16:59:00.000Z' }),
  sampleHistoryItem({
    id: 'tx-2', kind: 'bonus', at: '2026-03-02T16:00:01.000Z', description: 'Coupon bonus WELCOME300', amount: 100, game_code: null, game_name: null, round_id: null, stake: null, win: null,
  }),
  sampleHistoryItem({
    id: 'tx-1', kind: 'deposit', at: '2026-03-02T16:00:00.000Z', description: 'Deposit (Credit Card)', amount: 50, game_code: null, game_name: null, round_id: null, stake: null, win: null,
  }),
];

/** A revealed seed pair: its server seed public, two rounds played on it. */
export const sampleRevealedPair = (overrides: Partial<RevealedSeedPair> = {}): RevealedSeedPair => ({
  server_seed_hash: '9f1c0c2b8e0e0f4f0b7e3b7c0a35a1d3b5e4e8d9b3c9c1c77f5e6a3e8d2b1a0f',
  server_seed: '3a1f0c8d5e2b4a6978c0d1e2f3a4b5c6d7e8f90123456789abcdef0123456789',
  client_seed: 'b7e2c4a1d9f03e58',
  rounds: 2,
  revealed_at: SAMPLE_NOW,
  ...overrides,
});

/** The seeds of a player: the pair in use (its server seed secret) and the revealed ones. */
export const sampleFairnessState = (overrides: Partial<FairnessState> = {}): FairnessState => ({
  current: { server_seed_hash: '5d41402abc4b2a76b9719d911017c592ae1b5c3e1f2a4d9e8c7b6a5f4e3d2c1b', client_seed: 'c0ffee00c0ffee00', next_nonce: 3 },
  previous: [],
  ...overrides,
});

/** A round's record: a settled Megasaur spin with its config and seeds (the server seed still secret unless given). */
export const sampleRoundDetail = (overrides: Partial<RoundDetail> = {}): RoundDetail => ({
  round: {
    id: 101, game_code: 'megasaur', engine: 'slot', status: 'settled', stake: 1, win: 0, free_spin: false, balance_before: 50, balance_after: 49,
    outcome: { reels: [['A', 'K', 'Q'], ['J', '10', 'A'], ['K', 'Q', 'J']], lines: [] }, started_at: '2026-03-02T16:59:00.000Z', settled_at: '2026-03-02T16:59:00.000Z',
  },
  game_name: 'Megasaur',
  engine: 'slot',
  config: { reels: 3, rows: 3 },
  fairness: { server_seed_hash: sampleFairnessState().current.server_seed_hash, server_seed: null, client_seed: 'c0ffee00c0ffee00', nonce: 0, draws: 3 },
  ...overrides,
});

export interface FakeAccountHistoryOptions {
  items?: HistoryItem[];
  rounds?: RoundDetail[];
  fairness?: FairnessState;
  /** The display name of a game with an unfinished round: a rotation is refused (409) while it is set. */
  openRoundGame?: string | null;
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const textCell = (value: string | null) => (value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
const decodedCursor = (cursor: string): string | null => {
  try {
    return atob(cursor);
  } catch {
    return null;
  }
};
const dayOf = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(at));

/**
 * The account history calls in memory, with the provider's rules: filters, keyset pages (the cursor is opaque: here the
 * offset in base64; anything else is the provider's 400), the CSV, a round's record (404 when it is not the player's),
 * the seeds and their rotation (409 while a round is unfinished, 400 for a client seed it cannot show). Texts are the
 * provider's (provider/src/modules/account-history and games/round-records-service.ts); `state` may change between steps.
 */
export function fakeAccountHistory(fake: FakeProvider, options: FakeAccountHistoryOptions = {}) {
  const state = {
    items: [...(options.items ?? sampleHistory())],
    rounds: [...(options.rounds ?? [sampleRoundDetail()])],
    fairness: options.fairness ?? sampleFairnessState(),
    openRoundGame: options.openRoundGame ?? null,
  };
  const filtered = (query: { kind?: string; game?: string; from?: string; to?: string }) => state.items.filter((item) =>
    (query.kind === undefined || item.kind === query.kind) && (query.game === undefined || item.game_code === query.game)
    && (query.from === undefined || dayOf(item.at) >= query.from) && (query.to === undefined || dayOf(item.at) <= query.to));
  const badCursor = () => fail(400, 'This page of the history is no longer valid. Please start again from the first page.');
  let rotations = 0;

  fake
    .on(accountHistoryEndpoints.history, ({ query }): FakeReply | { items: HistoryItem[]; next: string | null } => {
      let offset = 0;
      if (query.cursor !== undefined) {
        const decoded = decodedCursor(query.cursor);
        if (decoded === null || !/^offset:\d+$/.test(decoded)) return badCursor();
        offset = Number(decoded.slice('offset:'.length));
      }
      const limit = Number(query.limit ?? 50);
      const rows = filtered(query);
      const items = rows.slice(offset, offset + limit);
      return { items, next: offset + limit < rows.length ? btoa(`offset:${offset + limit}`) : null };
    })
    .on(accountHistoryEndpoints.historyCsv, ({ params, query }) => {
      const rows = filtered(query);
      const lines = [['Time (UTC)', 'Kind', 'Description', 'Amount', 'Game', 'Round', 'Stake', 'Win', 'Open'], ...rows.map((item) => [
        item.at, item.kind, textCell(item.description), money(item.amount), textCell(item.game_name), item.round_id === null ? '' : String(item.round_id),
        money(item.stake), money(item.win), item.open ? 'yes' : '',
      ])];
      const period = [query.from, query.to].filter(Boolean).join('-to-');
      return {
        filename: `account-history-${params.pid}${period ? `-${period}` : ''}.csv`,
        csv: `${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`,
        rows: rows.length,
      };
    })
    .on(accountHistoryEndpoints.round, ({ params }): RoundDetail | FakeReply =>
      state.rounds.find((detail) => detail.round.id === params.roundId) ?? fail(404, 'We could not find this round in your account.'))
    .on(accountHistoryEndpoints.fairness, () => state.fairness)
    .on(accountHistoryEndpoints.rotate, ({ body }) => {
      const clientSeed = body.client_seed === undefined ? `fake${String(rotations + 1).padStart(12, '0')}` : body.client_seed.trim();
      if (!/^[\x20-\x7e]{1,64}$/.test(clientSeed)) return fail(400, 'Client seed must be 1 to 64 printable characters.');
      if (state.openRoundGame !== null) return fail(409, `Finish your round of ${state.openRoundGame} before changing your seeds.`);
      rotations += 1;
      const revealed = sampleRevealedPair({
        server_seed_hash: state.fairness.current.server_seed_hash, client_seed: state.fairness.current.client_seed, rounds: state.fairness.current.next_nonce,
        server_seed: `${String(rotations).padStart(2, '0')}${sampleRevealedPair().server_seed.slice(2)}`,
      });
      state.fairness = {
        current: { server_seed_hash: `${String(rotations).padStart(2, '0')}${state.fairness.current.server_seed_hash.slice(2)}`, client_seed: clientSeed, next_nonce: 0 },
        previous: [revealed, ...state.fairness.previous].slice(0, 20),
      };
      // Its rounds' server seeds are public now.
      state.rounds = state.rounds.map((detail) => (detail.fairness && detail.fairness.server_seed_hash === revealed.server_seed_hash
        ? { ...detail, fairness: { ...detail.fairness, server_seed: revealed.server_seed } } : detail));
      return { revealed, state: state.fairness };
    });
  return { state };
}
