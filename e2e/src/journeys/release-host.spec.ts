import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest, type Page } from '@playwright/test';
import type { ReleasePlan } from 'shared-releases';
import { expect, test } from '../fixtures';
import { E2E_RELEASES_DIR, E2E_SITE_PORT, REPO_ROOT } from '../setup/e2e-environment';

const run = promisify(execFile);

interface Registry {
  remotes: Record<string, { active: string; versions: Record<string, unknown> }>;
}

/** Runs `pnpm release …` against the suite's release store, as a release manager would. */
const release = (...args: string[]) => run('pnpm', ['--silent', 'release', ...args], { cwd: REPO_ROOT, env: { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR } });

const readRegistry = async () => JSON.parse(await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')) as Registry;

/** A release's active version and the other one prepare-releases.ts published. */
async function versionsOf(name: string): Promise<{ first: string; second: string }> {
  const releases = (await readRegistry()).remotes[name];
  const first = releases?.active ?? '';
  const second = Object.keys(releases?.versions ?? {}).find((version) => version !== first) ?? '';
  expect(first).not.toBe('');
  expect(second).not.toBe('');
  return { first, second };
}

const site = `http://localhost:${E2E_SITE_PORT}`;

/** The host version a page's HTML is, and its plan's versions, as the site server wrote them. */
function versionsInPage(html: string): { host: string | undefined; plan: ReleasePlan } {
  const host = /<html[^>]* data-host-version="([^"]+)"/.exec(html)?.[1];
  const plan = JSON.parse(/<script type="application\/json" id="release-plan"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as ReleasePlan;
  return { host, plan };
}

/** The host version the open page is. */
const hostVersionOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.hostVersion);

// A hundred fresh browsers, and page loads all the while a set goes out and back: longer than a player's journey.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a host canary at 20 % gives about a fifth of fresh browsers the new host, each keeping its side on reload', async ({ page, shell }) => {
  const { first, second } = await versionsOf('host');
  try {
    // The split is what this journey measures; release-gate.spec.ts runs the gate.
    const { stdout } = await release('canary', 'host', second, '--share', '20', '--skip-gate', '--reason', 'the journey of a host canary');
    expect(stdout).toContain(`host ${second} goes to 20 % of browsers`);

    const BROWSERS = 100;
    const seen: string[] = [];
    for (let index = 0; index < BROWSERS; index += 1) {
      // A fresh browser: no rollout cookie until the site server gives it one.
      const browser = await playwrightRequest.newContext({ baseURL: site });
      try {
        const { host, plan } = versionsInPage(await (await browser.get('/')).text());
        expect(plan.host?.active).toBe(host);
        expect(plan.host?.channel).toBe(host === second ? 'canary' : 'stable');
        // Sticky: the same side on the next loads.
        for (const path of ['/', '/info/faq']) expect(versionsInPage(await (await browser.get(path)).text()).host).toBe(host);
        seen.push(host ?? '');
      } finally {
        await browser.dispose();
      }
    }
    const onCanary = seen.filter((version) => version === second).length;
    expect(seen.filter((version) => version !== first && version !== second)).toEqual([]);
    // 20 % of 100: a binomial's 99.9 % interval is about 7 to 35.
    expect(onCanary).toBeGreaterThanOrEqual(7);
    expect(onCanary).toBeLessThanOrEqual(35);

    // A real browser runs whichever host it was given, its boot files from that version.
    const bootFiles: number[] = [];
    page.on('response', (response) => /\/main\.[0-9a-f]{8}\.js$/.test(response.url()) && bootFiles.push(response.status()));
    await shell.goto('/');
    expect([first, second]).toContain(await hostVersionOf(page));
    await expect(shell.header).toBeVisible();
    // The page starts its boot files once it has painted (decision 013), which can be after its load event.
    await expect.poll(() => bootFiles).toEqual([200]);
  } finally {
    // Whatever happened, the suite's next journeys find no host canary (and a failed canary command keeps its own error).
    await release('abort', 'host').catch(() => undefined);
  }
});

test('a release set of the host and two remotes switches every browser at once and rolls back together', async ({ page, shell }) => {
  const host = await versionsOf('host');
  const lobby = await versionsOf('mfe-lobby');
  const support = await versionsOf('mfe-support');
  const setFile = join(REPO_ROOT, '.data', 'e2e-release-set.json');
  await writeFile(setFile, JSON.stringify({
    name: 'e2e-set', host: host.second, remotes: { 'mfe-lobby': lobby.second, 'mfe-support': support.second }, reason: 'three releases together',
  }));
  const all = (which: 'first' | 'second') => `${host[which]} ${lobby[which]} ${support[which]}`;
  /** What one page load got: the host and the two remotes, as one line. */
  const load = async (browser: Awaited<ReturnType<typeof playwrightRequest.newContext>>) => {
    const { host: hostVersion, plan } = versionsInPage(await (await browser.get('/')).text());
    return `${hostVersion} ${plan.remotes['mfe-lobby']?.active} ${plan.remotes['mfe-support']?.active}`;
  };

  const browsers = await Promise.all(Array.from({ length: 4 }, () => playwrightRequest.newContext({ baseURL: site })));
  const loads: string[] = [];
  let loading = true;
  // Browsers load pages all the while the set goes out and comes back: each load is all old or all new.
  const watching = Promise.all(browsers.map(async (browser) => {
    while (loading) loads.push(await load(browser));
  }));
  try {
    expect(await load(browsers[0]!)).toBe(all('first'));
    const { stdout } = await release('set', 'activate', setFile);
    expect(stdout).toContain('Release set e2e-set is active, every version at once');
    expect(await load(browsers[0]!)).toBe(all('second'));
    await shell.goto('/lobby/games/');
    expect(await hostVersionOf(page)).toBe(host.second);

    const { stdout: back } = await release('set', 'rollback');
    expect(back).toContain('Release set e2e-set rolled back, every version at once');
    expect(await load(browsers[0]!)).toBe(all('first'));
    loading = false;
    await watching;
    expect(loads.length).toBeGreaterThan(8);
    expect(new Set(loads)).toEqual(new Set([all('first'), all('second')].filter((line) => loads.includes(line))));
    expect(loads.every((line) => line === all('first') || line === all('second'))).toBe(true);

    const { stdout: audit } = await release('audit', '--limit', '6');
    expect(audit.match(/set e2e-set/g)?.length).toBe(6);
    expect(audit).toContain('three releases together');
    await shell.goto('/lobby/games/');
    expect(await hostVersionOf(page)).toBe(host.first);
  } finally {
    loading = false;
    await watching.catch(() => undefined);
    await Promise.all(browsers.map((browser) => browser.dispose()));
    // Whatever happened, the suite's next journeys find the first versions active.
    for (const [name, versions] of [['host', host], ['mfe-lobby', lobby], ['mfe-support', support]] as const) {
      await release('activate', name, versions.first).catch(() => undefined);
    }
  }
});
