import { join } from 'node:path';
import { REMOTE_NAMES } from 'shared-releases';

export { releasesDir } from 'site-server/paths';

/** Root of the workspace. */
export const REPO_ROOT = join(import.meta.dirname, '../..');

/** Every app built by webpack: the host, the remotes (shared-releases' catalogue) and the game client (a page the provider serves). */
export const APP_PACKAGES = ['host', ...REMOTE_NAMES, 'game-client'] as const;
export type AppPackage = (typeof APP_PACKAGES)[number];
