import pg from 'pg';
import type { Database, SqlParam } from './database';
import { deferringQueryable } from './deferred-writes';
import { createPgNotifications } from './pg-notifications';

// int8 (bigint) and numeric come back as strings by default; cents fit in a JS number, so parse.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export interface PgDatabaseOptions {
  connectionString: string;
  /** Optional schema so several test apps share one server without seeing each other. */
  schema?: string;
  /** Tests drop their private schema on close; a real deployment never does. */
  dropSchemaOnClose?: boolean;
  poolSize?: number;
}

/** Distinct parameterised statements kept prepared per connection. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Statements sent on `client` in one tick leave in one socket write: each write is a system call, and on loopback the
 * sender's costs about as much as the statement's own work in the provider (decision 049).
 */
function writesOfOneTick(client: pg.PoolClient): () => void {
  // The client's socket: pg corks it around each statement's messages; this holds it corked until the tick ends.
  const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  let corked = false;
  return () => {
    if (corked) return;
    corked = true;
    socket.cork();
    process.nextTick(() => {
      corked = false;
      socket.uncork();
    });
  };
}

export async function openPgDatabase(options: PgDatabaseOptions): Promise<Database> {
  const { schema } = options;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${schema}`);
    } catch (error) {
      // Processes starting together race for it: "if not exists" is not atomic, one of them is told it exists.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await admin.end();
    }
  }
  const connection = {
    connectionString: options.connectionString,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  // Pipelined (decision 049): a statement is sent without waiting for the answers before it, so statements that do
  // not need each other's answers (`begin` and the first statement, the last writes and `commit`) share a round trip.
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10, pipeline: true });
  const notifications = createPgNotifications(connection);
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);

  /*
   * Queries with parameters run as named (prepared) statements: each connection parses and plans
   * one the first time and later only binds it. Planning was most of the server's work for the
   * provider's short queries (the coupon list's listing plans in about 0.9 ms and runs in 0.3 ms).
   * Statements built at run time have a bounded number of shapes; past the cap, a query runs unnamed.
   */
  const statementNames = new Map<string, string>();
  const statementName = (sql: string) => {
    let name = statementNames.get(sql);
    if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `s${statementNames.size + 1}`;
      statementNames.set(sql, name);
    }
    return name;
  };
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly SqlParam[]) => {
    const name = params && params.length > 0 ? statementName(sql) : undefined;
    const result = name
      ? await client.query({ name, text: sql, values: [...params!] })
      : await client.query(sql, params ? [...params] : undefined);
    return result.rows as T[];
  };

  return {
    kind: 'pg',
    query: (sql, params) => run(pool, sql, params),
    transaction: async (work) => {
      const client = await pool.connect();
      // `begin` goes with the transaction's first statement, and the writes left with `commit`: the server answers them
      // in order, and a write that fails leaves the transaction aborted, so its `commit` rolls back.
      const writeTogether = writesOfOneTick(client);
      writeTogether();
      let begun: Promise<unknown> | null = client.query('begin');
      // Its failure surfaces on the statement it went with; marked handled for a transaction that sends none.
      begun.catch(() => undefined);
      const inTransaction = async (sql: string, params?: readonly SqlParam[]) => {
        writeTogether();
        if (!begun) return run(client, sql, params);
        const first = begun;
        begun = null;
        return (await Promise.all([first, run(client, sql, params)]))[1];
      };
      try {
        const { handle, flush } = deferringQueryable(inTransaction);
        const result = await work(handle);
        writeTogether();
        await Promise.all([begun, flush(), client.query('commit')]);
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exclusive: async (name, work) => {
      // A session-level advisory lock, held on a connection of its own while `work` uses the pool.
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock(hashtext(current_schema() || ':' || $1))", [name]);
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock(hashtext(current_schema() || ':' || $1))", [name]).catch(() => undefined);
        }
      } finally {
        holder.release();
      }
    },
    notifications,
    close: async () => {
      await notifications.close();
      if (schema && options.dropSchemaOnClose) await pool.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await pool.end();
    },
  };
}

