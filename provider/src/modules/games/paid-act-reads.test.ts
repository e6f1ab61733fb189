import type { FastifyInstance } from 'fastify';
import { GAME_TOKEN_HEADER, gameRoundEndpoints } from 'shared-contract';
import type { Queryable } from '../../db/database';
import { preparePaidRoundPlayers, type PaidRoundPlayer } from '../../bench/paid-round-players';
import { createTestApp, databaseVariants } from '../../testing/test-app';
import type { RoundRow } from './rounds-repository';
import { publicRound } from './rounds-service';

/**
 * Decision 040: a paid act reads each rule once, in its transaction, from the rule's owner; decision 044: all of them in
 * one statement after the player's lock. The statements of one act's transaction are recorded; a read repeated there
 * (the coupon in play asked again by the max bet, free rounds and the settlement; the limits read twice; the balances
 * after each posting) is a rule read more than once.
 */
describe.each(databaseVariants())('one paid act on $name', ({ options }) => {
  let app: FastifyInstance;
  let player: PaidRoundPlayer;
  let statements: string[] | null = null;

  beforeAll(async () => {
    app = await createTestApp(options());
    // A loss limit, a bonus coupon with its max bet in play, the lobby jackpot opted in (the bench's players).
    [player] = await preparePaidRoundPlayers(app, 1) as [PaidRoundPlayer];
    const { db } = app.ctx;
    const transaction = db.transaction.bind(db);
    db.transaction = (work) => transaction((tx) => {
      const recorded: Queryable = {
        query: (sql, params) => {
          statements?.push(sql.replace(/\s+/g, ' ').trim());
          return tx.query(sql, params);
        },
        // Decision 046: postings left for the next statement are no statement of their own here.
        defer: (write) => tx.defer!(write),
      };
      return work(recorded);
    });
  }, 120_000);
  afterAll(async () => app?.close());

  const play = (token: string, body: Record<string, unknown>) => app.inject({
    method: 'POST', url: gameRoundEndpoints.play.path, headers: { [GAME_TOKEN_HEADER]: token }, payload: body,
  });

  async function statementsOf(act: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> {
    statements = [];
    const answer = await act();
    const seen = statements;
    statements = null;
    expect(answer.statusCode).toBe(200);
    return seen;
  }

  const reads = (seen: string[]) => seen.filter((sql) => /^(select|with me)/i.test(sql));
  const repeated = (seen: string[]) => reads(seen).filter((sql, index, all) => all.indexOf(sql) !== index);

  it('a spin reads every rule in one statement right after the player\'s lock, then only writes', async () => {
    // The first spin may open the house's accounts (a posting's first use of an account goes line by line).
    expect((await play(player.slotToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    const seen = await statementsOf(() => play(player.slotToken, { action: 'spin', bet: '0.20' }));
    expect(repeated(seen)).toEqual([]);
    const [lock, opening, ...rest] = seen;
    // The lock reads the player's class alone (the max bet's), not the whole row.
    expect(lock).toBe('select player_class from players where id = $1 for update');
    // Decision 044: the balances, the open round, the nonce, the coupon in play, the stake's rules and the jackpot opt-ins together.
    for (const read of ['from accounts', 'from game_rounds', 'update fair_seeds', 'from player_coupons', 'from player_limits', 'jackpot_opt_ins']) {
      expect(opening).toContain(read);
    }
    expect(opening).toMatch(/^with part_0 as/);
    // Then the playthrough and the round, the postings (stake, jackpot contribution, a win) going with them (decision 046).
    expect(rest.filter((sql) => /^select/i.test(sql) || sql.includes('player_limits'))).toEqual([]);
    expect(rest.filter((sql) => sql.includes('ledger_'))).toEqual([]);
    expect(rest.length).toBeLessThanOrEqual(2);
  });

  it('a spin\'s round, written with the commit, is stored as the spin answered it', async () => {
    const answer = await play(player.slotToken, { action: 'spin', bet: '0.20' });
    expect(answer.statusCode).toBe(200);
    const { round } = JSON.parse(answer.body) as { round: ReturnType<typeof publicRound> };
    const [stored] = await app.ctx.db.query<RoundRow>('select * from game_rounds where id = $1', [round.id]);
    expect(stored).toBeDefined();
    expect(publicRound(stored!)).toEqual(round);
    expect(stored!.player_id).toBe(player.pid);
  });

  it('the postings that went with other statements are whole: each balances, in order, and the balances are their sums', async () => {
    const { db } = app.ctx;
    const [{ last }] = await db.query<{ last: number }>('select coalesce(max(id), 0)::bigint as last from ledger_transactions') as [{ last: number }];
    for (let spin = 0; spin < 5; spin += 1) expect((await play(player.slotToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    const postings = await db.query<{ kind: string; total: number; lines: number }>(
      `select t.kind, coalesce(sum(e.amount_cents), 0)::bigint as total, count(e.id)::int as lines
         from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        where t.id > $1 and t.player_id = $2 group by t.id, t.kind order by t.id`,
      [last, player.pid],
    );
    expect(postings.filter((posting) => posting.kind === 'bet')).toHaveLength(5);
    expect(postings.filter((posting) => posting.kind === 'jackpot_contribution')).toHaveLength(5);
    expect(postings.every((posting) => Number(posting.total) === 0 && posting.lines >= 2)).toBe(true);
    // A spin's stake is posted before its jackpot contribution and its win.
    expect(postings[0]!.kind).toBe('bet');
    const accounts = await db.query<{ code: string; balance_cents: number; entries: number }>(
      `select a.code, a.balance_cents, coalesce((select sum(amount_cents) from ledger_entries where account_id = a.id), 0)::bigint as entries
         from accounts a where a.player_id = $1`,
      [player.pid],
    );
    for (const account of accounts) expect([account.code, Number(account.balance_cents)]).toEqual([account.code, Number(account.entries)]);
  });

  it('a blackjack hand reads each rule once per act, deal and stand alike', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const deal = await statementsOf(() => play(player.tableToken, { action: 'deal', bet: '0.20' }));
      expect(repeated(deal)).toEqual([]);
      const open = await app.ctx.db.query(`select 1 from game_rounds where player_id = $1 and status = 'open'`, [player.pid]);
      if (open.length === 0) continue;
      const stand = await statementsOf(() => play(player.tableToken, { action: 'stand' }));
      expect(repeated(stand)).toEqual([]);
      // The round's pair comes with the opening read (decision 046): after it, only writes.
      const [, standOpening, ...afterOpening] = stand;
      expect(standOpening).toContain('from fair_seeds');
      expect(afterOpening.filter((sql) => /^select/i.test(sql))).toEqual([]);
      return;
    }
    throw new Error('twenty deals without a hand left open');
  });
});
