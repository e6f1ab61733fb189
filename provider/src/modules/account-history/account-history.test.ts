import type { FastifyInstance } from 'fastify';
import type { HistoryItem, HistoryPage } from 'shared-contract';
import { seededRng } from '../../lib/rng';
import { openGame, playGame } from '../../testing/game-sessions';
import { playBonusesCashbackAndJackpot, requestWithdrawal, spinMegasaur } from '../../testing/money-life';
import { call, createTestAppWithClock, databaseVariants, depositVia, login, signupVerifiedPlayer, type PlayerSession } from '../../testing/test-app';
import { walletBalances } from '../wallet';
import { decideWithdrawal, payApprovedWithdrawals } from '../withdrawals';
import { LEDGER_ROW_KINDS } from './history-service';

const DAY_MS = 86_400_000;
const PASSWORD = 'Secret123';
const cents = (dollars: number) => Math.round(dollars * 100);

interface PlanNode { Plan?: PlanNode; Plans?: PlanNode[]; 'Node Type'?: string; 'Relation Name'?: string; 'Index Name'?: string }
/** Every scan of a plan: its table, how, and through which index. */
function scansOf(nodes: PlanNode[]): Array<{ relation: string; type: string; index: string | null }> {
  return nodes.flatMap((node) => {
    const own = node['Relation Name'] ? [{ relation: node['Relation Name'], type: node['Node Type'] ?? '', index: node['Index Name'] ?? null }] : [];
    return [...own, ...scansOf([...(node.Plan ? [node.Plan] : []), ...(node.Plans ?? [])])];
  });
}

describe.each(databaseVariants())('the account history on $name', ({ options }) => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  /** The jackpot hits when this is 0 (ctx.random is the jackpot's draw alone). */
  let jackpotDraw = 0.5;
  beforeAll(async () => {
    ({ app, advance } = await createTestAppWithClock({ ...options(), payoutSweepMs: 0, random: () => jackpotDraw, rng: seededRng(20_261_129) }));
  }, 120_000);
  afterAll(async () => app?.close());

  const history = (player: PlayerSession, query = '') => call(app, { method: 'GET', url: `/937/players/${player.pid}/history${query}`, token: player.token });
  /** Every row, page after page, through the cursor. */
  async function allRows(player: PlayerSession, filters = '', limit = 7): Promise<HistoryItem[]> {
    const rows: HistoryItem[] = [];
    let next: string | null = null;
    do {
      const cursor: string = next === null ? '' : `&cursor=${encodeURIComponent(next)}`;
      const answer = await history(player, `?limit=${limit}${filters}${cursor}`);
      expect(answer.statusCode).toBe(200);
      const page = answer.json() as HistoryPage;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      rows.push(...page.items);
      next = page.next;
    } while (next !== null);
    return rows;
  }
  const spin = (player: PlayerSession) => spinMegasaur(app, player);
  const withdraw = (player: PlayerSession, amount: string, extra: Record<string, unknown> = {}) => requestWithdrawal(app, player, amount, PASSWORD, extra);

  it('adds up to the ledger: the rows of a whole life sum to the cash and bonus funds, every money kind in it', async () => {
    const player = await signupVerifiedPlayer(app);
    const nextDay = async () => {
      advance(DAY_MS);
      player.token = (await login(app, player.login, PASSWORD)).token;
    };
    // Bonuses given and given up (a completed playthrough turns bonus into cash: no row), cashback, a jackpot hit and
    // claim, and a max cash-out forfeit (testing/money-life.ts), over four days; then a roulette round, a blackjack hand
    // played to its end and one left open.
    await playBonusesCashbackAndJackpot({ app, player, nextDay, setJackpotDraw: (draw) => { jackpotDraw = draw; } });
    const roulette = (await openGame(app, player, 'european-roulette')).gameToken;
    expect((await playGame(app, roulette, { action: 'bet', bets: [{ kind: 'red', amount: '5.00' }, { kind: 'straight', value: 17, amount: '1.00' }] })).statusCode).toBe(200);
    const blackjack = (await openGame(app, player, 'blackjack')).gameToken;
    let hand = (await playGame(app, blackjack, { action: 'deal', bet: '2.00' })).json();
    while (hand.round.status === 'open') hand = (await playGame(app, blackjack, { action: 'stand' })).json();
    for (let deal = 0; deal < 10 && hand.round.status !== 'open'; deal += 1) hand = (await playGame(app, blackjack, { action: 'deal', bet: '3.00' })).json();
    expect(hand.round.status).toBe('open');
    // The daily reward, withdrawals cancelled, rejected, paid, and one still pending.
    await nextDay();
    expect((await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/rewards/redeem`, token: player.token, payload: { player_id: player.pid, coupon: 'ARSDAILY', skin_id: 1 },
    })).statusCode).toBe(200);
    const cancelled = await withdraw(player, '50', { forfeit_bonus: true });
    expect((await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/withdrawals/${cancelled}`, token: player.token })).statusCode).toBe(200);
    const rejected = await withdraw(player, '30');
    await decideWithdrawal(app.ctx, rejected, 'ben', { approve: false, reason: 'The card was closed' });
    const paid = await withdraw(player, '40');
    await decideWithdrawal(app.ctx, paid, 'anna', { approve: true });
    await withdraw(player, '20');
    advance(DAY_MS);
    expect((await payApprovedWithdrawals(app.ctx)).paid).toBe(1);
    player.token = (await login(app, player.login, PASSWORD)).token;

    const rows = await allRows(player);
    // Newest first, each row once.
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse());
    // The rows are exactly what moved the player's cash and bonus funds: a requested withdrawal left them (the pending
    // withdrawals are the player's money on its way out), a returned one came back, a paid one moved nothing more.
    const { cashCents, bonusCents, pendingWithdrawalsCents } = await walletBalances(app.ctx.db, player.pid);
    expect(rows.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(cashCents + bonusCents);
    expect(pendingWithdrawalsCents).toBe(2000);
    const withdrawals = rows.filter((row) => row.kind === 'withdrawal').map((row) => row.amount);
    expect(withdrawals.filter((amount) => amount < 0).sort((a, b) => a - b)).toEqual([-50, -40, -30, -20]);
    expect(withdrawals.filter((amount) => amount > 0).sort((a, b) => a - b)).toEqual([30, 50]);

    // Every row kind is in it; every ledger kind that moved the player's money is mapped to one.
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['deposit', 'withdrawal', 'bonus', 'forfeit', 'reward', 'cashback', 'jackpot', 'round']));
    const ledgerKinds = (await app.ctx.db.query<{ kind: string }>(
      `select distinct t.kind from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id where a.player_id = $1 and a.kind in ('cash', 'bonus')`, [player.pid],
    )).map((row) => row.kind);
    const roundOwn = ['bet', 'win', 'free_spin_win', 'bonus_release'];
    expect(ledgerKinds.filter((kind) => !roundOwn.includes(kind) && !(kind in LEDGER_ROW_KINDS))).toEqual([]);

    // Rounds: one row per round with its stake and win; the open hand says so and has taken its stake only.
    const rounds = rows.filter((row) => row.kind === 'round');
    const stored = await app.ctx.db.query<{ id: number }>('select id from game_rounds where player_id = $1', [player.pid]);
    expect(rounds.map((row) => row.round_id).sort((a, b) => a! - b!)).toEqual(stored.map((row) => Number(row.id)).sort((a, b) => a - b));
    for (const round of rounds) expect(cents(round.amount)).toBe(cents(round.win!) - cents(round.stake!));
    expect(rounds.filter((row) => row.open)).toEqual([expect.objectContaining({ game_code: 'blackjack', stake: 3, win: 0, amount: -3, description: 'Blackjack round' })]);
    expect(rounds.find((row) => row.game_code === 'european-roulette')).toMatchObject({ stake: 6, description: 'European Roulette round' });

    // One page of everything is the same list; filters keep their rows, paged the same way.
    expect((await history(player, '?limit=200')).json().items).toEqual(rows);
    expect(await allRows(player, '&kind=withdrawal', 2)).toEqual(rows.filter((row) => row.kind === 'withdrawal'));
    expect(await allRows(player, '&kind=round', 5)).toEqual(rounds);
    expect(await allRows(player, '&game=blackjack', 1)).toEqual(rounds.filter((row) => row.game_code === 'blackjack'));
    expect((await history(player, '?kind=deposit&game=blackjack')).json()).toEqual({ items: [], next: null });

    // The CSV holds every filtered row with a header line.
    const csv = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/history/csv?kind=forfeit`, token: player.token })).json();
    expect(csv.rows).toBe(rows.filter((row) => row.kind === 'forfeit').length);
    expect(csv.csv.split('\r\n')[0]).toBe('Time (UTC),Kind,Description,Amount,Game,Round,Stake,Win,Open');
    expect(csv.csv.split('\r\n')).toHaveLength(csv.rows + 2);
    expect(csv.filename).toBe(`account-history-${player.pid}.csv`);
  }, 240_000);

  it('filters by day in the limits’ time zone; a bad cursor or day range is a clear 400; another player gets 403', async () => {
    const player = await signupVerifiedPlayer(app);
    expect((await depositVia(app, player, '30')).statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(app.ctx.now());
    advance(DAY_MS);
    player.token = (await login(app, player.login, PASSWORD)).token;
    expect((await spin(player)).statusCode).toBe(200);
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(app.ctx.now());
    expect((await history(player, `?from=${today}&to=${today}`)).json().items.map((row: HistoryItem) => row.kind)).toEqual(['deposit']);
    expect((await history(player, `?from=${tomorrow}`)).json().items.map((row: HistoryItem) => row.kind)).toEqual(['round']);
    expect((await history(player, `?to=${today}`)).json().items).toHaveLength(1);

    for (const cursor of ['nonsense', Buffer.from('[1,2,3]').toString('base64url'), Buffer.from('["2026-01-01T00:00:00.000000",2,5]').toString('base64url')]) {
      const bad = await history(player, `?cursor=${cursor}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorMessage).toBe('This page of the history is no longer valid. Please start again from the first page.');
    }
    const backwards = await history(player, `?from=${tomorrow}&to=${today}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorMessage).toBe('The first day must be on or before the last day.');
    const other = await signupVerifiedPlayer(app);
    expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}/history`, token: other.token })).statusCode).toBe(403);
  }, 60_000);

  it('pages a player of 100,000 rounds through its indexes: the first page and a deep one never scan the rounds or the bets', async () => {
    const player = await signupVerifiedPlayer(app);
    expect((await depositVia(app, player, '30')).statusCode).toBe(200);
    // 100,000 rounds and their 100,000 bets in two statements (as the provider bench seeds them).
    await app.ctx.db.query(
      `insert into game_rounds (player_id, game_code, engine, status, stake_cents, win_cents, balance_before_cents, balance_after_cents, outcome, created_at, settled_at)
       select $1, 'megasaur', 'slot', 'settled', 100, 50, 0, 0, '{}', now() - make_interval(secs => n), now() - make_interval(secs => n)
         from generate_series(1, 100000) as n`, [player.pid],
    );
    await app.ctx.db.query(
      `insert into ledger_transactions (player_id, kind, reference, created_at)
       select $1, 'bet', 'megasaur', now() - make_interval(secs => n) from generate_series(1, 100000) as n`, [player.pid],
    );
    await app.ctx.db.query('analyze game_rounds');
    await app.ctx.db.query('analyze ledger_transactions');

    // The statements the history runs, as it runs them, explained.
    const db = app.ctx.db;
    const seen: Array<{ sql: string; params: readonly unknown[] }> = [];
    const query = db.query.bind(db);
    db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (/from ledger_transactions t|from game_rounds r/.test(sql)) seen.push({ sql, params: params ?? [] });
      return query(sql, params as never);
    }) as typeof db.query;
    let deep: HistoryPage;
    try {
      const first = (await history(player, '?limit=50')).json() as HistoryPage;
      expect(first.items).toHaveLength(50);
      deep = first;
      for (let page = 0; page < 3; page += 1) deep = (await history(player, `?limit=200&cursor=${encodeURIComponent(deep.next!)}`)).json() as HistoryPage;
      (await history(player, `?game=megasaur&cursor=${encodeURIComponent(deep.next!)}`)).json();
    } finally {
      db.query = query;
    }
    expect(deep.items).toHaveLength(200);
    expect(seen.length).toBeGreaterThanOrEqual(9);
    for (const { sql, params } of seen) {
      const [explained] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params as never);
      const raw = explained!['QUERY PLAN'];
      const scans = scansOf((typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanNode[]);
      const big = scans.filter((scan) => scan.relation === 'game_rounds' || scan.relation === 'ledger_transactions');
      expect(big).toHaveLength(1);
      expect(big[0]!.type).toMatch(/Index/);
      expect(big[0]!.index).toMatch(/^(ledger_history_idx|game_rounds_player_time_idx|game_rounds_player_game_time_idx)$/);
    }
  }, 180_000);
});
