import type { FastifyInstance } from 'fastify';
import { createTestApp, databaseVariants, signupPlayer } from '../testing/test-app';

/**
 * Migration 27 (decision 053): players and fair seeds are kept for good, whoever asks the database, so the rounds, ledger
 * transactions and day results that name them need no foreign key to stay whole.
 */
describe.each(databaseVariants())('players and seeds kept on $name', ({ options }) => {
  let app: FastifyInstance;
  let playerId: number;

  beforeAll(async () => {
    app = await createTestApp(options());
    playerId = (await signupPlayer(app)).pid;
  }, 120_000);
  afterAll(async () => app?.close());

  const stored = async () => (await app.ctx.db.query('select id from players where id = $1', [playerId])).length;

  it.each([
    ['removing a player', 'delete from players where id = $1', /rows of players are kept: DELETE is refused/],
    ['emptying the players', 'truncate players cascade', /rows of players are kept: TRUNCATE is refused/],
    ['removing a fair seed', 'delete from fair_seeds where player_id = $1', /rows of fair_seeds are kept: DELETE is refused/],
  ])('refuses %s', async (_what, sql, refusal) => {
    await expect(app.ctx.db.query(sql, sql.includes('$1') ? [playerId] : [])).rejects.toThrow(refusal);
    expect(await stored()).toBe(1);
  });

  it('still changes a player, who is kept', async () => {
    const [player] = await app.ctx.db.query<{ id: number }>('update players set first_name = first_name where id = $1 returning id', [playerId]);
    expect(player).toEqual({ id: playerId });
  });
});
