/** One query interface over PGlite and node-postgres, so every service runs unchanged on both. */
export type SqlParam = string | number | boolean | null | Date | bigint | string[] | number[];

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `work` in one transaction. On PGlite every transaction (and every query outside one)
   * is serialised, because PGlite is a single session; on PostgreSQL concurrency is real and
   * services take row locks (`FOR UPDATE`) to stay correct.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
