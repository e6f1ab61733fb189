import type { Queryable, SqlParam } from './database';
import { KeptByParts, placeholdersAfter } from './sql-texts';

/** A statement that answers rows: its SQL, with placeholders $1…$n of its own, and their values. */
export interface ReadStatement {
  sql: string;
  params: ReadonlyArray<SqlParam>;
}

/** A row as JSON carries it: timestamps are ISO text, bigint and numeric columns are numbers. */
export type JsonRow = Record<string, unknown>;

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
const combinations = new KeptByParts<string>(4000);

/** The one statement of `statements`, made the first time their shape is asked for (decision 049). */
function combinedSql(statements: ReadonlyArray<ReadStatement>): string {
  const shape: Array<string | number> = [];
  for (const { sql, params } of statements) shape.push(sql, params.length);
  return combinations.get(shape, () => buildCombinedSql(statements));
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
