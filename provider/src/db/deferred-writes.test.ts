import type { FastifyInstance } from 'fastify';
import { createTestApp, databaseVariants, signupPlayer } from '../testing/test-app';
import type { SqlParam } from './database';
import { deferringQueryable, type DeferredWrite } from './deferred-writes';

/** A write that renames a player: the kind of write a module leaves for the next statement. */
const rename = (playerId: number, firstName: string): DeferredWrite => ({
  tables: ['players'],
  statement: () => ({ items: `renamed_${firstName.toLowerCase()} as (update players set first_name = $2 where id = $1)`, params: [playerId, firstName] }),
});

/** A write on another table. */
const stamp = (playerId: number): DeferredWrite => ({
  tables: ['player_notes'],
  statement: () => ({ items: 'stamped as (insert into player_notes (player_id) values ($1))', params: [playerId] }),
});

describe('deferred writes on a transaction handle', () => {
  const recording = () => {
    const sent: Array<{ sql: string; params: readonly SqlParam[] | undefined }> = [];
    const { handle, flush } = deferringQueryable(async (sql, params) => {
      sent.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
      return [];
    });
    return { sent, handle, flush };
  };

  it('sends the writes with the next statement that names none of their tables, its placeholders after theirs', async () => {
    const { sent, handle } = recording();
    handle.defer(rename(7, 'Ada'));
    handle.defer(stamp(8));
    await handle.query('insert into game_rounds (player_id, game_code) values ($1, $2) returning *', [7, 'slot']);
    expect(sent).toEqual([{
      sql: 'with renamed_ada as (update players set first_name = $2 where id = $1), stamped as (insert into player_notes (player_id) values ($3)) '
        + 'insert into game_rounds (player_id, game_code) values ($4, $5) returning *',
      params: [7, 'Ada', 8, 7, 'slot'],
    }]);
    await handle.query('select 1');
    expect(sent).toHaveLength(2);
  });

  it('joins a statement that has a WITH clause of its own', async () => {
    const { sent, handle } = recording();
    handle.defer(rename(7, 'Ada'));
    await handle.query('with part_0 as (select $1::int as n) select * from part_0', [3]);
    expect(sent[0]!.sql).toBe('with renamed_ada as (update players set first_name = $2 where id = $1), part_0 as (select $3::int as n) select * from part_0');
  });

  it('never puts two writes that change the same table in one statement: the earlier goes first, alone', async () => {
    const { sent, handle } = recording();
    handle.defer(rename(7, 'Ada'));
    handle.defer(stamp(7));
    handle.defer(rename(7, 'Bo'));
    await handle.query('select $1::int as n', [1]);
    expect(sent.map((statement) => statement.sql)).toEqual([
      'with renamed_ada as (update players set first_name = $2 where id = $1), stamped as (insert into player_notes (player_id) values ($3)) select 1',
      'with renamed_bo as (update players set first_name = $2 where id = $1) select $3::int as n',
    ]);
  });

  it('sends the writes first, alone, before a statement that names their tables or takes no WITH clause, and before the commit', async () => {
    const { sent, handle, flush } = recording();
    handle.defer(rename(7, 'Ada'));
    await handle.query('select first_name from players where id = $1', [7]);
    handle.defer(rename(8, 'Bo'));
    await handle.query('listen anything');
    handle.defer(rename(9, 'Cy'));
    await flush();
    await flush();
    expect(sent.map((statement) => statement.sql)).toEqual([
      'with renamed_ada as (update players set first_name = $2 where id = $1) select 1',
      'select first_name from players where id = $1',
      'with renamed_bo as (update players set first_name = $2 where id = $1) select 1',
      'listen anything',
      'with renamed_cy as (update players set first_name = $2 where id = $1) select 1',
    ]);
  });
});

describe.each(databaseVariants())('deferred writes on $name', ({ options }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(options());
  }, 120_000);
  afterAll(async () => app?.close());

  const firstName = async (playerId: number) =>
    (await app.ctx.db.query<{ first_name: string }>('select first_name from players where id = $1', [playerId]))[0]!.first_name;

  it('a write is sent with the next statement, seen by a later one, and committed with the transaction', async () => {
    const [one, two] = [await signupPlayer(app), await signupPlayer(app)];
    const seen = await app.ctx.db.transaction(async (tx) => {
      tx.defer!(rename(one.pid, 'Ada'));
      const [row] = await tx.query<{ n: number }>('select $1::int + 1 as n', [41]);
      expect(row!.n).toBe(42);
      tx.defer!(rename(two.pid, 'Bo'));
      return (await tx.query<{ first_name: string }>('select first_name from players where id = any($1::int[]) order by id', [[one.pid, two.pid]]))
        .map((player) => player.first_name);
    });
    expect(seen).toEqual(['Ada', 'Bo']);
    expect([await firstName(one.pid), await firstName(two.pid)]).toEqual(['Ada', 'Bo']);
  });

  it('a write left at the end goes before the commit, and a transaction that fails sends none', async () => {
    const player = await signupPlayer(app);
    const before = await firstName(player.pid);
    await expect(app.ctx.db.transaction(async (tx) => {
      tx.defer!(rename(player.pid, 'Gone'));
      throw new Error('the act failed');
    })).rejects.toThrow('the act failed');
    expect(await firstName(player.pid)).toBe(before);
    await app.ctx.db.transaction(async (tx) => tx.defer!(rename(player.pid, 'Kept')));
    expect(await firstName(player.pid)).toBe('Kept');
  });

  it('a write that fails as it goes with the commit fails the transaction, and nothing of it is kept', async () => {
    const player = await signupPlayer(app);
    const before = await firstName(player.pid);
    // Decision 049: on PostgreSQL the last writes and the commit leave together; the commit must not keep the rest.
    const duplicate: DeferredWrite = {
      tables: ['players'],
      statement: () => ({ items: 'duplicated as (insert into players (id) values ($1))', params: [player.pid] }),
    };
    await expect(app.ctx.db.transaction(async (tx) => {
      await tx.query('update players set first_name = $2 where id = $1', [player.pid, 'Lost']);
      tx.defer!(duplicate);
    })).rejects.toThrow(/players/);
    expect(await firstName(player.pid)).toBe(before);
  });
});
