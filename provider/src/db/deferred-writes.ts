import type { Queryable, SqlParam } from './database';
import { KeptByParts, placeholdersAfter } from './sql-texts';

/**
 * A write whose answer its transaction does not need, left to go with the transaction's next statement (decision 046):
 * a paid spin's stake, win and jackpot contribution are three ledger postings, and each was a round trip of its own.
 */
export interface DeferredWrite {
  /** The tables the write changes. A statement that names one of them is sent after the write, never with it. */
  readonly tables: readonly string[];
  /**
   * The write as the items of a WITH clause (`name as (…)`, names of its own), with placeholders $1…$n over `params`.
   * Asked once, when the write is sent.
   */
  statement(): { items: string; params: SqlParam[] };
}

/** Statements that take a WITH clause in front. */
const TAKES_WITH = /^\s*(select|insert|update|delete)\b/i;
const LEADING_WITH = /^\s*with\s+(?!recursive\b)/i;

/** Each table's name as a whole word, made once: every statement after a deferred write is tested against them. */
const tableNames = new Map<string, RegExp>();
/** Whether a statement names a table, per statement and table: a paid act's statements are a few constant texts. */
const naming = new KeptByParts<boolean>(1000);
const names = (sql: string, table: string) => naming.get([sql, table], () => {
  let name = tableNames.get(table);
  if (!name) {
    name = new RegExp(`\\b${table}\\b`, 'i');
    tableNames.set(table, name);
  }
  return name.test(sql);
});
const namesAny = (sql: string, tables: readonly string[]) => tables.some((table) => names(sql, table));

/** Deferred writes with the statement they go in, or alone (decision 058): one text per composition. */
const composed = new KeptByParts<string>(4000);

/** The writes' items and parameters, numbered one after the other. */
function itemsOf(writes: readonly DeferredWrite[]): { items: string[]; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const items = writes.map((write) => {
    const { items: sql, params: own } = write.statement();
    const item = placeholdersAfter(sql, own, params.length, 'a deferred write');
    params.push(...own);
    return item;
  });
  return { items, params };
}

/**
 * The statement that sends `writes` with `sql`: the writes as data-modifying items of its WITH clause, which run once
 * whether or not the statement reads them. Null when they cannot go together: the statement names a table the writes
 * change (it runs on the same snapshot, so it would not see them, and a row changed twice in one statement is an
 * error), or it is no statement a WITH clause can lead (`commit`, `with recursive`).
 */
export function statementWithWrites(writes: readonly DeferredWrite[], sql: string, params: readonly SqlParam[] = []): { sql: string; params: SqlParam[] } | null {
  if (writes.some((write) => namesAny(sql, write.tables))) return null;
  const leadingWith = LEADING_WITH.exec(sql);
  if (!leadingWith && !TAKES_WITH.test(sql)) return null;
  const { items, params: writeParams } = itemsOf(writes);
  const own = placeholdersAfter(sql, params, writeParams.length, 'the statement deferred writes go with');
  const together = composed.get(['with', own, ...items], () => (leadingWith
    ? `with ${items.join(',\n')},\n${own.replace(LEADING_WITH, '')}`
    : `with ${items.join(',\n')}\n${own}`));
  return { sql: together, params: [...writeParams, ...params] };
}

/** The writes alone, one statement. */
export function writesAlone(writes: readonly DeferredWrite[]): { sql: string; params: SqlParam[] } {
  const { items, params } = itemsOf(writes);
  return { sql: composed.get(['alone', ...items], () => `with ${items.join(',\n')}\nselect 1`), params };
}

/**
 * The writes in the statements they go in, in order: two writes that change the same table never go in one (a row
 * changed twice in one statement keeps only one of the changes), and so two writes of one kind never share CTE names.
 */
function inStatements(writes: readonly DeferredWrite[]): DeferredWrite[][] {
  const groups: DeferredWrite[][] = [];
  let tables = new Set<string>();
  for (const write of writes) {
    const current = groups.at(-1);
    if (current && !write.tables.some((table) => tables.has(table))) {
      current.push(write);
    } else {
      groups.push([write]);
      tables = new Set();
    }
    for (const table of write.tables) tables.add(table);
  }
  return groups;
}

/**
 * A transaction's handle that defers writes: its `defer` keeps them, its `query` sends them with its statement (or just
 * before it), and `flush` sends what is left before the commit. `run` sends one statement on the transaction's connection.
 */
export function deferringQueryable(run: (sql: string, params?: readonly SqlParam[]) => Promise<unknown[]>) {
  let pending: DeferredWrite[] = [];
  // Sent one after the other without waiting in between: the connection keeps their order, and on a pipelined one
  // (PostgreSQL, decision 049) they share a round trip with the statement that follows.
  const sendAlone = (groups: readonly DeferredWrite[][]) => groups.map((group) => {
    const alone = writesAlone(group);
    return run(alone.sql, alone.params);
  });
  return {
    handle: {
      defer(write: DeferredWrite): void {
        pending.push(write);
      },
      async query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
        if (pending.length === 0) return (await run(sql, params)) as T[];
        const groups = inStatements(pending);
        pending = [];
        const together = statementWithWrites(groups.at(-1)!, sql, params);
        const before = sendAlone(together ? groups.slice(0, -1) : groups);
        const [rows] = await Promise.all([run(together?.sql ?? sql, together?.params ?? params), ...before]);
        return rows as T[];
      },
    } satisfies Queryable,
    async flush(): Promise<void> {
      const groups = inStatements(pending);
      pending = [];
      await Promise.all(sendAlone(groups));
    },
  };
}
