/** One query interface over PGlite and node-postgres, so every service runs unchanged on both. */
import type { DeferredWrite } from './deferred-writes';

export type SqlParam = string | number | boolean | null | Date | bigint | ReadonlyArray<string | null> | ReadonlyArray<number | null>;

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /**
   * A transaction's handle only: keeps a write to send with the transaction's next statement, or before its commit
   * (decision 046). A handle without it (a database, a wrapper) runs every write when asked.
   */
  defer?(write: DeferredWrite): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `work` in one transaction. On PGlite every transaction (and every query outside one)
   * is serialised, because PGlite is a single session; on PostgreSQL concurrency is real and
   * services take row locks (`FOR UPDATE`) to stay correct.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a lock named `name` that every process on this database (and schema)
   * shares: one process migrates and seeds an empty database while the others wait.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Notifications between the processes sharing this database (PostgreSQL's LISTEN/NOTIFY). */
  readonly notifications: Notifications;
  close(): Promise<void>;
}

export interface Notifications {
  /**
   * Hands every notification sent on `channel` of this database's schema (`pg_notify` from any
   * process, delivered when the sender's transaction commits) to `onPayload`. On PostgreSQL one
   * dedicated connection listens for the whole app. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The generation of the listening connection: it changes whenever a connection was lost (and
   * notifications may have been missed meanwhile); null while none listens.
   */
  readonly generation: number | null;
  /**
   * Resolves once every notification committed before the call has reached its listeners, with the
   * generation that delivered them (null when the listening connection is down).
   */
  delivered(): Promise<number | null>;
}

/** The name `listen` uses for a channel of a schema; SQL builds the same with `$channel || '_' || current_schema()`. */
export const schemaChannel = (channel: string, schema: string) => `${channel}_${schema}`;
