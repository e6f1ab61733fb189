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
export type SiteSqlParam = string | number | null | Date | string[] | number[];

/** The little the site servers need of a database: PostgreSQL's or PGlite's, the same SQL. */
export interface SiteDatabase {
  readonly kind: 'pg' | 'pglite';
  query<T = Record<string, unknown>>(sql: string, params?: readonly SiteSqlParam[]): Promise<T[]>;
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
    return {
      kind: 'pg',
      query: async <T,>(sql: string, params?: readonly SiteSqlParam[]) => (await pool.query(sql, params ? [...params] : undefined)).rows as T[],
      close: () => pool.end(),
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
    query: <T,>(sql: string, params?: readonly SiteSqlParam[]) => serial(async () => (await lite.query<T>(sql, params ? [...params] : undefined)).rows),
    close: () => serial(() => lite.close()),
  };
}
