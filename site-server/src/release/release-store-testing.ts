import { openSiteDatabase, type SiteDatabase } from '../lib/site-database';
import { ReleaseStore } from './release-store';
import { SqlReleaseState } from './sql-release-state';

/** A release store a test opens over `root`, and how it closes it. */
export interface OpenedStore {
  store: ReleaseStore;
  close: () => Promise<void>;
}

/**
 * The release store on files (one machine), and on PostgreSQL (several machines) where the tests have one
 * (`TEST_DATABASE_URL`): every store test runs on both. Each PostgreSQL store has a schema of its own, dropped on close.
 */
export function releaseStoreVariants(schemaPrefix: string): Array<{ name: string; open: (root: string) => Promise<OpenedStore> }> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  return [
    { name: 'files', open: async (root) => ({ store: new ReleaseStore(root), close: async () => undefined }) },
    ...(databaseUrl ? [{
      name: 'PostgreSQL',
      open: async (root: string): Promise<OpenedStore> => {
        const schema = `${schemaPrefix}_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
        const db: SiteDatabase = await openSiteDatabase({ databaseUrl, schema });
        return {
          store: new ReleaseStore(root, await SqlReleaseState.open(db, root)),
          close: async () => {
            await db.query(`drop schema ${schema} cascade`);
            await db.close();
          },
        };
      },
    }] : []),
  ];
}
