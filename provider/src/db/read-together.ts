import type { Queryable, SqlParam } from './database';

/** A statement that answers rows: its SQL, with placeholders $1…$n of its own, and their values. */
export interface ReadStatement {
  sql: string;
  params: ReadonlyArray<SqlParam>;
}

/** A row as JSON carries it: timestamps are ISO text, bigint and numeric columns are numbers. */
export type JsonRow = Record<string, unknown>;

const PLACEHOLDER = /\$(\d+)/g;

/**
 * A statement's SQL with its placeholders $1…$n moved to follow `offset` others, for a statement made of several;
 * `where` names the part in the error a placeholder without a value throws.
 */
export function placeholdersAfter(sql: string, params: ReadonlyArray<SqlParam>, offset: number, where: string): string {
  return sql.replace(PLACEHOLDER, (_match, position: string) => {
    const at = Number(position);
    if (at < 1 || at > params.length) throw new Error(`$${at} has no value in ${where}`);
    return `$${at + offset}`;
  });
}

/**
 * Runs several statements in one round trip (decision 044): each becomes a CTE of one statement, with its placeholders
 * numbered after the ones before it, and its rows come back as a JSON array, in the order given. A statement may lock
 * (`for update`) or change rows and return them (`update … returning`): every CTE runs once, on the statement's
 * snapshot, so a read that must see what a lock waited for belongs in a statement after that lock. A statement's
 * SQL has no `$` other than its placeholders.
 */
export async function readTogether(db: Queryable, statements: ReadonlyArray<ReadStatement>): Promise<JsonRow[][]> {
  if (statements.length === 0) return [];
  const params: SqlParam[] = [];
  for (const statement of statements) params.push(...statement.params);
  const [row] = await db.query<Record<string, string>>(combinedSql(statements), params);
  return statements.map((_statement, index) => JSON.parse(row![`part_${index}`]!) as JsonRow[]);
}

/** Each shape's statement (its parts' SQL and counts of values, in order): a paid act sends one of a few. */
const combinations = new Map<string, string>();
/** Past this many shapes (a part whose SQL carries values would make one per act), a combination is built and not kept. */
const MAX_KEPT_COMBINATIONS = 200;

/** The one statement of `statements`, made the first time their shape is asked for (decision 049). */
function combinedSql(statements: ReadonlyArray<ReadStatement>): string {
  const shape = statements.map(({ sql, params }) => `${params.length}\u0000${sql}`).join('\u0000');
  let sql = combinations.get(shape);
  if (sql === undefined) {
    sql = buildCombinedSql(statements);
    if (combinations.size < MAX_KEPT_COMBINATIONS) combinations.set(shape, sql);
  }
  return sql;
}

function buildCombinedSql(statements: ReadonlyArray<ReadStatement>): string {
  let offset = 0;
  const parts = statements.map((statement, index) => {
    const sql = placeholdersAfter(statement.sql, statement.params, offset, `part ${index} of a combined read`);
    offset += statement.params.length;
    return `part_${index} as (${sql})`;
  });
  const columns = statements.map((_statement, index) => `(select coalesce(json_agg(part_${index}), '[]'::json) from part_${index})::text as part_${index}`);
  return `with ${parts.join(',\n')}\nselect ${columns.join(', ')}`;
}

/** A timestamp column of a JSON row as a Date (null stays null). */
export function jsonDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string);
}
