import type { Database } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase, type PgliteTemplate } from './pglite-database';

export interface OpenDatabaseOptions {
  url: string;
  schema?: string;
  dropSchemaOnClose?: boolean;
  /** In-memory PGlite only: start from a cached, prepared data dir. */
  template?: PgliteTemplate;
}

/** `memory://` → in-memory PGlite; `postgres://…` → a server; anything else → a PGlite folder. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { url } = options;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return openPgDatabase({
      connectionString: url,
      ...(options.schema ? { schema: options.schema } : {}),
      ...(options.dropSchemaOnClose ? { dropSchemaOnClose: true } : {}),
    });
  }
  if (url === 'memory://' || url === '') return openPgliteDatabase(undefined, options.template);
  return openPgliteDatabase(url.replace(/^file:\/\//, ''));
}
