import { splitStatements } from './migrations';

describe('a migration\'s statements', () => {
  it('split at each line-ending semicolon, but not inside a function\'s dollar-quoted body', () => {
    const sql = `
      -- a table
      create table t (a int);
      create function f() returns trigger language plpgsql as $f$
      begin
        update t set a = a + 1;
        return null;
      end
      $f$;
      insert into t values (1);
    `;
    expect(splitStatements(sql).map((statement) => statement.split('\n')[0]!.trim())).toEqual([
      'create table t (a int)',
      'create function f() returns trigger language plpgsql as $f$',
      'insert into t values (1)',
    ]);
    expect(splitStatements(sql)[1]).toContain('update t set a = a + 1;\n');
  });
});
