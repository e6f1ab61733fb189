import type { FastifyInstance } from 'fastify';
import { createTestApp, databaseVariants, signupPlayer } from '../testing/test-app';
import { jsonDate, readTogether } from './read-together';

describe.each(databaseVariants())('statements read together on $name', ({ options }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(options());
  }, 120_000);
  afterAll(async () => app?.close());

  it('answers each statement\'s rows in order, with each one\'s own $1…$n', async () => {
    const player = await signupPlayer(app);
    const [first, second, none] = await readTogether(app.ctx.db, [
      { sql: 'select login, id from players where id = $1', params: [player.pid] },
      { sql: 'select $1::text as word, $2::int + $3::int as sum', params: ['spin', 2, 3] },
      { sql: 'select id from players where login = $1', params: ['nobody-has-this-login'] },
    ]);
    expect(first).toEqual([{ login: player.login, id: player.pid }]);
    expect(second).toEqual([{ word: 'spin', sum: 5 }]);
    expect(none).toEqual([]);
  });

  it('locks and changes rows in the same statement, and timestamps come back as dates', async () => {
    const player = await signupPlayer(app);
    const at = new Date('2026-11-29T12:34:56.789Z');
    const [, changed, stamped] = await app.ctx.db.transaction((tx) => readTogether(tx, [
      { sql: 'select id from players where id = $1 for update', params: [player.pid] },
      { sql: 'update players set first_name = $2 where id = $1 returning first_name', params: [player.pid, 'Reader'] },
      { sql: 'select $1::timestamptz as at', params: [at] },
    ]));
    expect(changed).toEqual([{ first_name: 'Reader' }]);
    expect(jsonDate(stamped![0]!.at)).toEqual(at);
    expect((await app.ctx.db.query<{ first_name: string }>('select first_name from players where id = $1', [player.pid]))[0]!.first_name).toBe('Reader');
  });

  it('refuses a placeholder its statement has no value for', async () => {
    await expect(readTogether(app.ctx.db, [{ sql: 'select $2::int as n', params: [1] }])).rejects.toThrow('$2 has no value in part 0 of a combined read');
  });
});
