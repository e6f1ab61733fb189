import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ReleasePlan } from 'shared-releases';
import { expect, test } from '../fixtures';
import { E2E_PROVIDER_PORT, E2E_RELEASES_DIR, E2E_SITE_PORT, REPO_ROOT, ROLLBACK_BUILD_ID } from '../setup/e2e-environment';

const run = promisify(execFile);

/** The staging site: a site server of its own over the suite's release store, on the port after the suite's site. */
const STAGING_PORT = E2E_SITE_PORT + 1;
const STAGING = `http://localhost:${STAGING_PORT}`;

interface Registry {
  remotes: Record<string, { active: string; versions: Record<string, unknown> }>;
}

const readRegistry = async (file = 'registry.json') => JSON.parse(await readFile(join(E2E_RELEASES_DIR, file), 'utf8')) as Registry;

/** Runs `pnpm release …` against the suite's release store, as a release manager would. */
const release = (...args: string[]) => run('pnpm', ['--silent', 'release', ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR } });

/** The bytes of a file as a site serves it, hashed: the same hash is the same build. */
const contentHash = async (url: string) => {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status).toBe(200);
  return createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex');
};

/** The release plan a site wrote into a page for a fresh browser. */
const planOf = async (url: string) =>
  JSON.parse(/<script type="application\/json" id="release-plan">(.*?)<\/script>/.exec(await (await fetch(url)).text())?.[1] ?? 'null') as ReleasePlan;

let staging: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The site server as a deployment runs it, told which environment it serves.
  staging = spawn('pnpm', ['--dir', join(REPO_ROOT, 'site-server'), 'start'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env, PORT: String(STAGING_PORT), SITE_PORT: String(STAGING_PORT), SITE_ENVIRONMENT: 'staging',
      SITE_PROVIDER_URL: `http://localhost:${E2E_PROVIDER_PORT}`, RELEASES_DIR: E2E_RELEASES_DIR, SITE_HEALTH_DATA_DIR: 'memory://', RELEASE_WATCH_INTERVAL_MS: '0',
    },
  });
  await expect.poll(async () => (await fetch(`${STAGING}/config.json`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  // The staging server's process group: pnpm and the server it started.
  if (staging?.pid) process.kill(-staging.pid, 'SIGTERM');
});

test('a version activated in staging and promoted to production is served by production as staging served it, nothing rebuilt', async ({ page, shell, chat }) => {
  // The gate's journeys run before the promotion.
  test.setTimeout(120_000);
  const registry = await readRegistry();
  const first = registry.remotes['mfe-support']?.active ?? '';
  const second = Object.keys(registry.remotes['mfe-support']?.versions ?? {}).find((version) => version !== first) ?? '';
  expect(second).not.toBe('');
  const entry = (site: string, version: string) => `${site}/releases/mfe-support/${version}/remoteEntry.js`;

  try {
    // Production takes from staging only what staging has served.
    await expect(release('promote-env', 'mfe-support', second, '--from', 'staging', '--to', 'production')).rejects.toThrow(
      `mfe-support ${second} was never active in staging: only a version staging has served moves to production.`,
    );

    await release('activate', 'mfe-support', second, '--env', 'staging', '--reason', 'try the second build on staging');
    expect((await planOf(`${STAGING}/info/contactus`)).remotes['mfe-support']?.active).toBe(second);
    expect((await (await fetch(`${STAGING}/releases/registry.json`)).json() as Registry).remotes['mfe-support']?.active).toBe(second);
    // Production's players still get the first.
    expect((await planOf(`http://localhost:${E2E_SITE_PORT}/info/contactus`)).remotes['mfe-support']?.active).toBe(first);
    const servedByStaging = await contentHash(entry(STAGING, second));

    // The gate runs first (decision 039), its journeys against production's site with the version in preview.
    const { stdout } = await release('promote-env', 'mfe-support', second, '--from', 'staging', '--to', 'production', '--site', `http://localhost:${E2E_SITE_PORT}`);
    expect(stdout).toMatch(/^Gate passed in [\d.]+ s: home page, log in, chat widget\.$/m);
    expect(stdout).toContain(`mfe-support ${second} is active in production instead of ${first}: the files staging served, not rebuilt`);

    // A player's next page load in production takes the second release, the same bytes staging served.
    const loaded = page.waitForRequest(/\/releases\/mfe-support\/[^/]+\/remoteEntry\.js$/);
    await shell.goto('/info/contactus?showchat');
    expect(/\/releases\/mfe-support\/([^/]+)\//.exec((await loaded).url())?.[1]).toBe(second);
    await expect(chat.panel).toBeVisible();
    expect(await contentHash(entry(`http://localhost:${E2E_SITE_PORT}`, second))).toBe(servedByStaging);
    expect(await (await fetch(entry(`http://localhost:${E2E_SITE_PORT}`, second))).text()).toContain(`build ${ROLLBACK_BUILD_ID}`);
    // No version was added: production serves the folder staging served.
    expect(Object.keys((await readRegistry()).remotes['mfe-support']?.versions ?? {}).sort()).toEqual(Object.keys(registry.remotes['mfe-support']?.versions ?? {}).sort());

    const { stdout: audit } = await release('audit', 'mfe-support', '--limit', '3');
    expect(audit.trim().split('\n').map((line) => line.split('  ').slice(2).join('  '))).toEqual([
      `Promoted mfe-support ${second} from staging to production (was ${first})`,
      `production: Gate passed before promote-env of mfe-support ${second}: "home page", "log in", "chat widget"`,
      `staging: Activated mfe-support ${second}  why: try the second build on staging`,
    ]);
  } finally {
    await release('activate', 'mfe-support', first);
  }
});
