import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deferringQueryable } from './deferred-writes';
import { schemaChannel, type Database, type Notifications, type SqlParam } from './database';
import { createMutex } from '../lib/mutex';

interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | null = null;

/**
 * Under CommonJS (Jest) the wasm is compiled once per process and handed to every database,
 * which makes the many small test databases much cheaper. Under ESM (the server) PGlite loads
 * its own files.
 */
function loadArtifacts(): Promise<PgliteArtifacts> | null {
  if (typeof __filename !== 'string') return null;
  artifacts ??= (async () => {
    const distDir = dirname(createRequire(__filename).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(readFileSync(join(distDir, 'pglite.wasm'))),
      WebAssembly.compile(readFileSync(join(distDir, 'initdb.wasm'))),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([readFileSync(join(distDir, 'pglite.data'))]) };
  })();
  return artifacts;
}

/**
 * A prepared in-memory database (migrated schema) kept as a data-dir tarball in the OS temp
 * folder. PGlite's initdb costs seconds; loading a tarball costs a fraction of that, and every
 * test app is a fresh in-memory database.
 */
export interface PgliteTemplate {
  key: string;
  prepare(db: Database): Promise<void>;
}

/**
 * PGlite is one session: an open transaction is seen by every caller. A single mutex around
 * every statement and every transaction keeps other requests' queries out of a transaction.
 */
export async function openPgliteDatabase(dataDir: string | undefined, template?: PgliteTemplate): Promise<Database> {
  // int8 and numeric as JS numbers, as on the pg driver: cents stay far below 2^53.
  const parsers = { 20: (value: string) => Number(value), 1700: (value: string) => Number(value) };
  const preloaded = loadArtifacts();
  const options = { parsers, ...(preloaded ? await preloaded : {}) };
  const templateFile = !dataDir && template
    ? join(tmpdir(), 'casino-provider-pglite', `${template.key}.tar`)
    : null;
  const fromTemplate = templateFile !== null && existsSync(templateFile);
  const pg = dataDir
    ? new PGlite(dataDir, options)
    : new PGlite({ ...options, ...(fromTemplate ? { loadDataDir: new Blob([readFileSync(templateFile)]) } : {}) });
  await pg.waitReady;
  const db = wrap(pg);
  if (templateFile && template && !fromTemplate) {
    await template.prepare(db);
    const dump = await pg.dumpDataDir('none');
    mkdirSync(dirname(templateFile), { recursive: true });
    // Write then rename: a parallel test worker never reads a half-written template.
    const partial = `${templateFile}.${process.pid}.${Date.now()}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templateFile);
  }
  return db;
}

function wrap(pg: PGlite): Database {
  const lock = createMutex();
  const run = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: readonly SqlParam[]) => {
    const result = await target.query<T>(sql, params ? [...params] : undefined);
    return result.rows;
  };

  // One session in this process: a notification reaches its listeners as the notifying statement
  // (or its transaction) completes, so everything committed is always delivered.
  const notifications: Notifications = {
    listen: async (channel, onPayload) => {
      const unlisten = await lock.run(() => pg.listen(schemaChannel(channel, 'public'), onPayload));
      return () => lock.run(() => unlisten());
    },
    generation: 1,
    delivered: async () => 1,
  };

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => run(pg, sql, params)),
    exclusive: (_name, work) => work(),
    notifications,
    transaction: (work) =>
      lock.run(() =>
        pg.transaction(async (tx) => {
          const { handle, flush } = deferringQueryable((sql, params) => run(tx, sql, params));
          const result = await work(handle);
          await flush();
          return result;
        }),
      ),
    close: async () => {
      await lock.run(() => pg.close());
    },
  };
}
