import { join } from 'node:path';

/** Root of the workspace. */
export const REPO_ROOT = join(import.meta.dirname, '../..');

/** The remotes published through the release store, by package (and folder) name. */
export const REMOTE_PACKAGES = ['mfe-onboarding', 'mfe-lobby', 'mfe-promotions', 'mfe-cashier', 'mfe-support'] as const;
export type RemotePackage = (typeof REMOTE_PACKAGES)[number];

/** Every app built by webpack: the host, the remotes and the game client (a page the provider serves). */
export const APP_PACKAGES = ['host', ...REMOTE_PACKAGES, 'game-client'] as const;
export type AppPackage = (typeof APP_PACKAGES)[number];

/** Release store folder; `RELEASES_DIR` moves it (the end-to-end suite uses its own). */
export function releasesDir(): string {
  return process.env.RELEASES_DIR ?? join(REPO_ROOT, 'releases');
}

export const isRemotePackage = (name: string): name is RemotePackage => (REMOTE_PACKAGES as ReadonlyArray<string>).includes(name);
