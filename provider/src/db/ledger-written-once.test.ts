import type { FastifyInstance } from 'fastify';
import { createTestApp, databaseVariants, depositVia, signupPlayer } from '../testing/test-app';

/**
 * Migration 25 (decision 050): the ledger is written once. What a deposit wrote stays as it was: its transaction and
 * entries cannot be changed or removed, and no account can be removed, whoever asks the database.
 */
describe.each(databaseVariants())('the ledger written once on $name', ({ options }) => {
  let app: FastifyInstance;
  let playerId: number;

  beforeAll(async () => {
    app = await createTestApp(options());
    const player = await signupPlayer(app);
    playerId = player.pid;
    await depositVia(app, player, '25.00');
  }, 120_000);
  afterAll(async () => app?.close());

  const deposits = async () => app.ctx.db.query<{ id: number; entries: number; sum: number }>(
    `select t.id, count(e.*)::int as entries, sum(e.amount_cents)::int as sum from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id where t.player_id = $1 and t.kind = 'deposit' group by t.id`,
    [playerId],
  );

  it.each([
    ['changing an entry', 'update ledger_entries set amount_cents = amount_cents * 2'],
    ['removing an entry', 'delete from ledger_entries where amount_cents > 0'],
    ['changing a transaction', `update ledger_transactions set kind = 'bonus' where kind = 'deposit'`],
    ['removing a transaction', 'delete from ledger_transactions'],
    ['emptying the entries', 'truncate ledger_entries'],
    ['removing an account', 'delete from accounts where player_id is not null'],
  ])('refuses %s', async (_what, sql) => {
    const before = await deposits();
    expect(before).toEqual([{ id: expect.any(Number), entries: 2, sum: 0 }]);
    await expect(app.ctx.db.query(sql)).rejects.toThrow(/the ledger is written once/);
    expect(await deposits()).toEqual(before);
  });

  it('still moves a balance, which is kept on the account', async () => {
    const [wallet] = await app.ctx.db.query<{ balance_cents: number }>(
      `update accounts set balance_cents = balance_cents where player_id = $1 and kind = 'cash' returning balance_cents`, [playerId],
    );
    expect(Number(wallet!.balance_cents)).toBe(2500);
  });
});
