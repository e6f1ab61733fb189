import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from '../paths';

/** The Chromium flags these machines need (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Debian's Chromium, which every benchmark and browser test drives. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves a static page of the bench's own at `path` from the host's build folder until the returned function removes
 * it. The site server knows its files from its start: call this before starting the site.
 */
export async function withStaticPage(path: string, html: string): Promise<() => Promise<void>> {
  const file = join(REPO_ROOT, 'host', 'dist', path.slice(1));
  await writeFile(file, html);
  return () => rm(file, { force: true });
}

/**
 * Serves the production builds of the checkout at `root` (this one unless told otherwise) on ports of
 * the benchmark's own, with a fresh in-memory provider, and resolves once both answer; `env` adds to
 * the site's environment. `stop` ends the site and the provider.
 *
 * The site gets a release store of its own, emptied first: `pnpm start` activates only a build it has never
 * published, so in the checkout's own store a build published earlier (a trial since reverted, say) would stay
 * active and be measured in place of the checkout's.
 */
export async function startBenchSite(sitePort: number, providerPort: number, env: NodeJS.ProcessEnv = {}, root = REPO_ROOT): Promise<{ stop: () => void }> {
  // A server left on these ports would answer in place of the one started here, and its figures would
  // be of whatever code it was started with.
  for (const url of [`http://localhost:${sitePort}/config.json`, `http://localhost:${providerPort}/health`]) {
    if (await fetch(url).then(() => true, () => false)) throw new Error(`${url} already answers: stop the server on that port, then run the bench again`);
  }
  const releasesDir = await mkdtemp(join(tmpdir(), 'bench-releases-'));
  const site = spawn('pnpm', ['start', '--no-build', '--site-port', String(sitePort), '--provider-port', String(providerPort)], {
    cwd: root,
    // The captcha bypass lets the bench sign a player up for the signed-in Lighthouse run (as the e2e suite does).
    // Every load of the bench comes from this machine's address: the field vitals count them all.
    env: { ...process.env, PROVIDER_DATA_DIR: 'memory://', PROVIDER_LOG: '0', CAPTCHA_TEST_BYPASS: '1', RELEASE_HEALTH_LOADS_PER_NETWORK: '100000', RELEASES_DIR: releasesDir, ...env },
    stdio: 'ignore',
    // Its own process group, so stopping it also stops the provider it started.
    detached: true,
  });
  let exited = false;
  site.once('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (site.pid && !exited) process.kill(-site.pid, 'SIGTERM');
    rmSync(releasesDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://localhost:${sitePort}/config.json`, 180_000);
    await waitForUrl(`http://localhost:${providerPort}/health`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
