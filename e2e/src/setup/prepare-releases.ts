import { appendFile, cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HOST_RELEASE, RELEASE_NAMES, type ReleaseName } from 'shared-releases';
import { buildApps } from 'tooling/build';
import { ReleaseStore } from 'site-server/release-store';
import { E2E_RELEASES_DIR, REPO_ROOT, ROLLBACK_BUILD_ID, SECOND_RELEASE_MARK } from './e2e-environment';

async function publish(store: ReleaseStore, name: ReleaseName, dist = join(REPO_ROOT, name, 'dist')) {
  return store.publish(name, dist, '1.0.0');
}

/**
 * A second release of `name` with the same code: its build copied with one file marked (`file`, its
 * compressed copies dropped, the store writes them again), so its content hash, and so its version,
 * differs. The host canary and release set journeys only need to tell two versions apart.
 */
async function publishMarkedCopy(store: ReleaseStore, name: ReleaseName, file: string, mark: string) {
  const copy = join(REPO_ROOT, '.data', 'e2e-second-builds', name);
  await rm(copy, { recursive: true, force: true });
  await cp(join(REPO_ROOT, name, 'dist'), copy, { recursive: true });
  await rm(join(copy, `${file}.br`), { force: true });
  await rm(join(copy, `${file}.gz`), { force: true });
  await appendFile(join(copy, file), mark);
  return publish(store, name, copy);
}

/**
 * Production builds of every app, the host's too, published into a fresh release store of the suite's
 * own and active; plus a second, not yet active release of mfe-support for the rollback journey, and
 * second releases of the host and mfe-lobby for the host canary and release set journeys.
 */
async function prepareReleases(): Promise<void> {
  await buildApps();
  await rm(E2E_RELEASES_DIR, { recursive: true, force: true });
  const store = new ReleaseStore(E2E_RELEASES_DIR);
  for (const name of RELEASE_NAMES) await store.activate(name, (await publish(store, name)).version);

  process.env.BUILD_ID = ROLLBACK_BUILD_ID;
  await buildApps(['mfe-support'], { force: true });
  const second = await publish(store, 'mfe-support');
  delete process.env.BUILD_ID;
  // Back to the ordinary build, so `pnpm start` does not pick up the suite's second release.
  await buildApps(['mfe-support']);
  const host = await publishMarkedCopy(store, HOST_RELEASE, 'index.html', `<!-- ${SECOND_RELEASE_MARK} -->`);
  const lobby = await publishMarkedCopy(store, 'mfe-lobby', 'remoteEntry.js', `\n// ${SECOND_RELEASE_MARK}\n`);
  console.log(`e2e releases ready in ${E2E_RELEASES_DIR}; second releases: mfe-support ${second.version}, host ${host.version}, mfe-lobby ${lobby.version}`);
}

prepareReleases().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
