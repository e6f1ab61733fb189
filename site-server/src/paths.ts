import { join } from 'node:path';

/** Root of the workspace: the default home of the release store and the site's `.data/`. */
export const REPO_ROOT = join(import.meta.dirname, '../..');

/** Release store folder; `RELEASES_DIR` moves it (the end-to-end suite uses its own). */
export function releasesDir(): string {
  return process.env.RELEASES_DIR ?? join(REPO_ROOT, 'releases');
}
