import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-releases';
import { buildApps } from 'tooling/build';
import { ReleaseStore } from 'site-server/release-store';
import { E2E_RELEASES_DIR, REPO_ROOT, ROLLBACK_BUILD_ID } from './e2e-environment';

async function publish(store: ReleaseStore, remote: RemoteName) {
  return store.publish(remote, join(REPO_ROOT, remote, 'dist'), '1.0.0');
}

/**
 * Production builds of every app, published into a fresh release store of the suite's own,
 * plus a second, not yet active release of mfe-support for the rollback journey.
 */
async function prepareReleases(): Promise<void> {
  await buildApps();
  await rm(E2E_RELEASES_DIR, { recursive: true, force: true });
  const store = new ReleaseStore(E2E_RELEASES_DIR);
  for (const remote of REMOTE_NAMES) await store.activate(remote, (await publish(store, remote)).version);

  process.env.BUILD_ID = ROLLBACK_BUILD_ID;
  await buildApps(['mfe-support'], { force: true });
  const second = await publish(store, 'mfe-support');
  delete process.env.BUILD_ID;
  // Back to the ordinary build, so `pnpm start` does not pick up the suite's second release.
  await buildApps(['mfe-support']);
  console.log(`e2e releases ready in ${E2E_RELEASES_DIR}; second mfe-support release ${second.version}`);
}

prepareReleases().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
