import { join } from 'node:path';
import { openSiteDatabase } from '../lib/site-database';
import { REPO_ROOT, releasesDir } from '../paths';
import { fileManagerStore, type ManagerStore, sqlManagerStore } from '../release-page/manager-accounts';
import { ReleaseStore } from '../release/release-store';
import { SqlReleaseState } from '../release/sql-release-state';
import { siteSchemaOf } from './site-server-options';

/** The release store and the managers' accounts a release command changes, and how to let go of them. */
export interface ReleaseContext {
  store: ReleaseStore;
  managers: ManagerStore;
  close(): Promise<void>;
}

/**
 * Where `pnpm release` (and `pnpm start`) find the release state: the site's PostgreSQL database when
 * `SITE_DATABASE_URL` names one (schema `SITE_DATABASE_SCHEMA`, or `site_<SITE_PORT>`), shared by site
 * servers on several machines; otherwise the release folder and the managers file of this machine.
 */
export async function openReleaseContext(env: NodeJS.ProcessEnv = process.env): Promise<ReleaseContext> {
  const folder = env.RELEASES_DIR ?? releasesDir();
  if (!env.SITE_DATABASE_URL) {
    return {
      store: new ReleaseStore(folder),
      managers: fileManagerStore(env.RELEASE_MANAGERS_FILE ?? join(REPO_ROOT, '.data', 'release-managers.json')),
      close: async () => undefined,
    };
  }
  const database = await openSiteDatabase({ databaseUrl: env.SITE_DATABASE_URL, schema: siteSchemaOf(env) });
  try {
    return {
      store: new ReleaseStore(folder, await SqlReleaseState.open(database, folder)),
      managers: await sqlManagerStore(database),
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
