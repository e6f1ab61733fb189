import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { REPO_ROOT } from '../paths';

/**
 * PGlite's wasm and file system, handed to it compiled: left to itself it imports them dynamically,
 * which Jest's CommonJS runtime refuses.
 */
async function pgliteArtifacts() {
  const distDir = dirname(createRequire(join(REPO_ROOT, 'site-server', 'package.json')).resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    WebAssembly.compile(readFileSync(join(distDir, 'pglite.wasm'))),
    WebAssembly.compile(readFileSync(join(distDir, 'initdb.wasm'))),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([readFileSync(join(distDir, 'pglite.data'))]) };
}

/** A parameter of a health query. */
export type SiteSqlParam = string | number | boolean | null | Date | Buffer | string[] | number[];

/** Runs one statement; inside a transaction, on the transaction's connection. */
export type SiteQuery = <T = Record<string, unknown>>(sql: string, params?: readonly SiteSqlParam[]) => Promise<T[]>;

/** The little the site servers need of a database: PostgreSQL's or PGlite's, the same SQL. */
export interface SiteDatabase {
  readonly kind: 'pg' | 'pglite';
  /** The schema the site's tables are in (`public` without one). */
  readonly schema: string;
  query: SiteQuery;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: SiteQuery) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, on a connection of its own that is
   * opened again when lost (a notification sent meanwhile is missed: readers also look now and then).
   * Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface SiteDatabaseOptions {
  /** PostgreSQL, shared by every site server; without it, PGlite in this process (one site server). */
  databaseUrl?: string;
  /** With PostgreSQL: the schema of the site's tables (made if missing). */
  schema?: string;
  /** With PGlite: its data folder, so the figures survive a restart; in memory without it. */
  dataDir?: string;
}

/** Opens the site servers' database: release health (docs/decisions/020) and the release page's failed sign-ins. */
export async function openSiteDatabase(options: SiteDatabaseOptions): Promise<SiteDatabase> {
  if (options.databaseUrl) {
    const { schema } = options;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}.`);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    // An idle client losing its connection must not stop the site.
    pool.on('error', () => undefined);
    if (schema) {
      await pool.query(`create schema if not exists ${schema}`).catch((error: { code?: string }) => {
        // Site servers starting together race for it: "if not exists" is not atomic.
        if (error.code !== '23505') throw error;
      });
    }
    const listeners: Array<() => Promise<void>> = [];
    return {
      kind: 'pg',
      schema: schema ?? 'public',
      query: async <T,>(sql: string, params?: readonly SiteSqlParam[]) => (await pool.query(sql, params ? [...params] : undefined)).rows as T[],
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(async <T,>(sql: string, params?: readonly SiteSqlParam[]) => (await client.query(sql, params ? [...params] : undefined)).rows as T[]);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      async listen(channel, onMessage) {
        const stop = await listenOnPg(options.databaseUrl!, channel, onMessage);
        listeners.push(stop);
        return stop;
      },
      close: async () => {
        await Promise.all(listeners.map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const artifacts = await pgliteArtifacts();
  const lite = options.dataDir ? new PGlite(options.dataDir, artifacts) : new PGlite(artifacts);
  await lite.waitReady;
  // PGlite is one session: statements run one after another.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T,>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    kind: 'pglite',
    schema: 'public',
    query: <T,>(sql: string, params?: readonly SiteSqlParam[]) => serial(async () => (await lite.query<T>(sql, params ? [...params] : undefined)).rows),
    transaction: (work) => serial(() => lite.transaction((tx) =>
      work(async <T,>(sql: string, params?: readonly SiteSqlParam[]) => (await tx.query<T>(sql, params ? [...params] : undefined)).rows))),
    listen: async (channel, onMessage) => {
      const unlisten = await serial(() => lite.listen(channel, onMessage));
      return () => serial(() => unlisten());
    },
    close: () => serial(() => lite.close()),
  };
}

const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

/** LISTEN on a dedicated PostgreSQL connection (a pool's would be handed to other queries), opened again when lost. */
async function listenOnPg(connectionString: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}.`);
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      next.end().catch(() => undefined);
      timer = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]);
      timer.unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      failures = 0;
    } catch (error) {
      lost();
      throw error;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
