import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import type { ReleasePlan, ReleaseRegistry } from 'shared-releases';
import { expect, test } from '../fixtures';
import { DEMO_PLAYER } from '../fixtures';
import { OnboardingModal } from '../pages/onboarding-modal';
import { PromotionsPage } from '../pages/promotions-page';
import { ReleaseManagerPage } from '../pages/release-manager';
import { E2E_RELEASES_DIR, E2E_SITE_PORT, REPO_ROOT } from '../setup/e2e-environment';

const run = promisify(execFile);
const MANAGER = { login: 'release-desk', password: 'Release-desk-2026' };

/**
 * The database the site servers share their release state in (`pnpm start --site-servers 2` uses a local one of
 * its own, casino_site): the release commands change it there, as a release manager's terminal would.
 */
const SITE_DATABASE_URL = execFileSync('bash', [join(REPO_ROOT, 'provider/scripts/ensure-postgres.sh'), 'casino_site'], { encoding: 'utf8' }).trim().split('\n').at(-1)!;

/** Runs `pnpm release …` against the site's shared release state, as a release manager named `ana` would. */
const release = async (...args: string[]) => (await run('pnpm', ['--silent', 'release', ...args], {
  cwd: REPO_ROOT,
  env: {
    ...process.env, SITE_DATABASE_URL, SITE_PORT: String(E2E_SITE_PORT), RELEASES_DIR: join(E2E_RELEASES_DIR, '..', 'e2e-release-terminal'),
    // The key `pnpm start` handed its site servers: with a shared database, the commands sign only with the servers' own key.
    RELEASE_SIGNING_KEY: (await readFile(join(REPO_ROOT, '.data', 'release-signing.key'), 'utf8')).trim(),
    RELEASE_ACTOR: 'ana', RELEASE_MANAGER_PASSWORD: MANAGER.password,
  },
})).stdout;

/** The registry as the site serves it, through nginx: either site server answers from its own copy. */
const readRegistry = async () => (await (await fetch(`http://localhost:${E2E_SITE_PORT}/releases/registry.json`)).json()) as ReleaseRegistry;

const PLAN = /<script type="application\/json" id="release-plan">(.*?)<\/script>/;

/** The page's release plan, as the site server wrote it for this browser. */
const planOf = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('release-plan')?.textContent ?? 'null') as ReleasePlan | null);

/** mfe-support's active release and the suite's second one (prepare-releases.ts). */
async function supportReleases(): Promise<{ first: string; second: string }> {
  const support = (await readRegistry()).remotes['mfe-support'];
  const first = support?.active ?? '';
  const second = Object.keys(support?.versions ?? {}).find((version) => version !== first && !version.includes('broken')) ?? '';
  expect(second).not.toBe('');
  return { first, second };
}

/** Runs `work` on `count` fresh browsers (a context each), `parallel` at a time. */
async function inFreshBrowsers<T>(browser: Browser, count: number, parallel: number, work: (page: Page) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, async () => {
      const context = await browser.newContext();
      try {
        return await work(await context.newPage());
      } finally {
        await context.close();
      }
    }))));
  }
  return results;
}

/** The figures both the release page and `pnpm release status` show, which must agree. */
const COUNTED = ['Loads', 'Error rate', 'Failed in', 'Load failures', 'Render errors', 'Contract refusals'] as const;

/** `pnpm release status`'s figures of the last hour, by `<remote> <version>`. */
async function statusFigures(): Promise<Map<string, Record<(typeof COUNTED)[number], string>>> {
  const text = await release('status', '--site', `http://localhost:${E2E_SITE_PORT}`);
  expect(text).not.toContain('No health figures');
  const figures = new Map<string, Record<(typeof COUNTED)[number], string>>();
  let remote = '';
  let version = '';
  for (const line of text.split('\n')) {
    // The host is a release too (docs/decisions/037): its section comes first.
    remote = /^(mfe-[\w-]+|host) \(event contract/.exec(line)?.[1] ?? remote;
    version = /^ {2}(?:active|canary|previous)\s+(\S+)/.exec(line)?.[1] ?? version;
    const counts = /last hour: loads (\d+), error rate (\S+), failed in (–|\d+ browsers \/ \d+ networks), load failures (\d+), render errors (\d+), contract refusals (\d+)/.exec(line);
    if (!counts) continue;
    const [, loads = '', rate = '', failedIn = '', failures = '', renderErrors = '', refusals = ''] = counts;
    figures.set(`${remote} ${version}`, {
      Loads: loads, 'Error rate': rate, 'Failed in': failedIn, 'Load failures': failures, 'Render errors': renderErrors, 'Contract refusals': refusals,
    });
  }
  return figures;
}

const errorsOf = (figures: Record<(typeof COUNTED)[number], string> | undefined) =>
  Number(figures?.['Load failures'] ?? 0) + Number(figures?.['Render errors'] ?? 0) + Number(figures?.['Contract refusals'] ?? 0);

test.describe.configure({ mode: 'serial' });

test.describe('releases teams can trust', () => {
  test.beforeAll(async () => {
    await release('manager', 'add', MANAGER.login);
    // The suite's second mfe-support release (prepare-releases.ts) is published to the site's release state.
    const prepared = JSON.parse(await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')) as ReleaseRegistry;
    const support = prepared.remotes['mfe-support'];
    const second = Object.keys(support?.versions ?? {}).find((version) => version !== support?.active) ?? '';
    await release('publish', 'mfe-support', '--dist', join(E2E_RELEASES_DIR, 'mfe-support', second), '--package-version', '1.0.0');
  });

  test('a preview link shows the previewed version with a banner in one browser while another browser gets the active one', async ({ page, browser, shell }) => {
    const { first, second } = await supportReleases();
    const link = /^(http\S+)$/m.exec(await release('preview', 'mfe-support', second, '--site', `http://localhost:${E2E_SITE_PORT}`))?.[1] ?? '';
    expect(link).toContain('/release-preview?token=');

    await page.goto(link);
    await expect(page).toHaveURL(`http://localhost:${E2E_SITE_PORT}/`);
    await expect(shell.previewBanner).toContainText(`Preview: mfe-support ${second} (only in this browser)`);
    const entry = page.waitForRequest(/\/releases\/mfe-support\/[^/]+\/remoteEntry\.js$/);
    await shell.goto('/info/contactus?showchat');
    expect((await entry).url()).toContain(`/releases/mfe-support/${second}/`);
    await expect(shell.previewBanner).toBeVisible();

    // Another browser, at the same time, has the active version and no banner.
    const [other] = await inFreshBrowsers(browser, 1, 1, async (otherPage) => {
      const otherEntry = otherPage.waitForRequest(/\/releases\/mfe-support\/[^/]+\/remoteEntry\.js$/);
      await otherPage.goto('/info/contactus?showchat');
      await expect(otherPage.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
      return (await otherEntry).url();
    });
    expect(other).toContain(`/releases/mfe-support/${first}/`);

    await shell.previewBanner.getByRole('link', { name: 'Leave preview' }).click();
    await expect(shell.previewBanner).toHaveCount(0);
    expect((await planOf(page))?.remotes['mfe-support']).toMatchObject({ active: first, channel: 'stable' });

    // A forged link opens nothing.
    await page.goto(link.replace(/.{6}$/, 'AAAAAA'));
    await expect(page.getByRole('heading', { name: 'Preview not opened' })).toBeVisible();
  });

  test('a 10 % canary lands about 20 of 200 fresh browsers, each keeping its version across reloads and tabs', async ({ browser }) => {
    // 200 browser contexts, 600 pages and two tabs: about half a minute here, more on a loaded machine.
    test.setTimeout(120_000);
    const { first, second } = await supportReleases();
    await release('canary', 'mfe-support', second, '--share', '10', '--skip-gate', '--reason', 'journey: a tenth of browsers');
    // The servers learn of the change by a notification, within moments.
    await expect.poll(async () => (await readRegistry()).remotes['mfe-support']?.canary?.version).toBe(second);
    try {
      // The site server decides each page's releases by the browser's cookie and writes them into the page
      // (decision 019): each fresh context asks for pages through its own cookie jar, three times.
      const planIn = (html: string) => (JSON.parse(PLAN.exec(html)?.[1] ?? 'null') as ReleasePlan | null)?.remotes['mfe-support'];
      const browsers = await Promise.all(Array.from({ length: 200 }, () => browser.newContext()));
      const channels = await Promise.all(browsers.map(async (context) => {
        const planned = planIn(await (await context.request.get('/info/faq')).text());
        const again = planIn(await (await context.request.get('/info/faq')).text());
        const elsewhere = planIn(await (await context.request.get('/')).text());
        expect(again?.active).toBe(planned?.active);
        expect(elsewhere?.active).toBe(planned?.active);
        expect(planned?.active).toBe(planned?.channel === 'canary' ? second : first);
        return planned?.channel;
      }));
      const onCanary = channels.filter((channel) => channel === 'canary').length;
      console.log(`10 % canary: ${onCanary} of 200 fresh browsers`);
      expect(onCanary).toBeGreaterThanOrEqual(8);
      expect(onCanary).toBeLessThanOrEqual(32);

      // In a canary browser's own page, the host loads the canary's build, and keeps it in a second tab.
      const canaryBrowser = browsers[channels.indexOf('canary')];
      for (const url of ['/info/contactus?showchat', '/lobby/games/?showchat']) {
        const tab = await canaryBrowser!.newPage();
        const entry = tab.waitForRequest(/\/releases\/mfe-support\/[^/]+\/remoteEntry\.js$/);
        await tab.goto(url);
        expect((await entry).url()).toContain(`/releases/mfe-support/${second}/`);
      }
      await Promise.all(browsers.map((context) => context.close()));
    } finally {
      await release('abort', 'mfe-support', '--reason', 'journey over');
    }
  });

  test('players who sign in and move on at once count as no failure of any version, on the release page and in pnpm release status alike', async ({ browser, page }) => {
    test.setTimeout(180_000);
    const before = await statusFigures();
    const loadsOf = (figures: typeof before) => [...figures.values()].reduce((sum, entry) => sum + Number(entry.Loads), 0);
    let abandoned = 0;
    // Six players, three at a time: each signs in and, as soon as the provider has answered, goes on to
    // another page and another, while the player's remotes are still loading.
    await inFreshBrowsers(browser, 6, 3, async (player) => {
      player.on('requestfailed', (request) => {
        if (request.url().includes('/releases/') && /ABORTED/i.test(request.failure()?.errorText ?? '')) abandoned += 1;
      });
      await player.goto('/?action=show&state=login');
      const onboarding = new OnboardingModal(player);
      const answered = player.waitForResponse((response) => /\/937\/login$/.test(new URL(response.url()).pathname));
      await onboarding.logIn(DEMO_PLAYER.login, DEMO_PLAYER.password);
      expect((await answered).ok()).toBe(true);
      await player.goto('/lobby/promotions/', { waitUntil: 'commit' });
      await player.goto('/cashier/', { waitUntil: 'commit' });
      await player.goto('/info/faq');
      // The last page's reports go with its pagehide.
      await player.goto('about:blank');
    });
    console.log(`sign in and move on: ${abandoned} release requests abandoned by the browser`);
    // The reports are beacons: wait until their loads are counted.
    await expect.poll(async () => loadsOf(await statusFigures()), { timeout: 30_000, intervals: [1000] }).toBeGreaterThan(loadsOf(before));
    await page.waitForTimeout(2000);

    const after = await statusFigures();
    for (const [release, figures] of after) {
      expect(errorsOf(figures), `${release}: ${JSON.stringify(before.get(release))} → ${JSON.stringify(figures)}`).toBe(errorsOf(before.get(release)));
    }

    // The release page shows the same figures as the terminal.
    const releasePage = new ReleaseManagerPage(page);
    await releasePage.goto();
    await releasePage.signInAs(MANAGER.login, MANAGER.password);
    await releasePage.expectSignedIn();
    const status = await statusFigures();
    for (const remote of new Set([...status.keys()].map((release) => release.split(' ')[0] ?? ''))) {
      const shown = await releasePage.figuresOf(remote);
      for (const [version, figures] of Object.entries(shown)) {
        const inTerminal = status.get(`${remote} ${version}`);
        expect(Object.fromEntries(COUNTED.map((label) => [label, figures[label]])), `${remote} ${version}`).toEqual(inTerminal);
      }
    }
  });

  test('a broken build published as a canary is rolled back on its own within a minute of enough loads, and the release page shows why', async ({ browser, page }) => {
    test.setTimeout(300_000);
    // A build whose entry throws: every browser given it fails to load promotions.
    const broken = await mkdtemp(join(tmpdir(), 'broken-promotions-'));
    await cp(join(REPO_ROOT, 'mfe-promotions', 'dist'), broken, { recursive: true });
    await writeFile(join(broken, 'remoteEntry.js'), `throw new Error('broken build ${Date.now()}');\n`);
    const published = await release('publish', 'mfe-promotions', '--dist', broken, '--package-version', '1.0.0-broken');
    await rm(broken, { recursive: true, force: true });
    const version = /^mfe-promotions (\S+) published$/m.exec(published)?.[1] ?? '';
    expect(version).toMatch(/^1\.0\.0-broken-[0-9a-f]{8}$/);
    // The gate would stop this build (release-gate.spec.ts); here it must reach browsers, for the site to take it back.
    await release('canary', 'mfe-promotions', version, '--share', '50', '--skip-gate', '--reason', 'journey: a broken build');
    await expect.poll(async () => (await readRegistry()).remotes['mfe-promotions']?.canary?.version).toBe(version);

    // Fresh browsers open promotions, half of them on the broken canary, until the site takes it back.
    const started = Date.now();
    let canaryLoads = 0;
    while ((await readRegistry()).remotes['mfe-promotions']?.canary && canaryLoads < 150) {
      const channels = await inFreshBrowsers(browser, 8, 8, async (visitor) => {
        await visitor.goto('/lobby/promotions/');
        const channel = (await planOf(visitor))?.remotes['mfe-promotions']?.channel;
        const promotions = new PromotionsPage(visitor);
        await expect(channel === 'canary' ? promotions.unavailable : promotions.offers).toBeVisible({ timeout: 15_000 });
        // Leaving the page sends what the host saw (sendBeacon on pagehide).
        await visitor.goto('about:blank');
        return channel;
      });
      canaryLoads += channels.filter((channel) => channel === 'canary').length;
    }
    // Each load's failed attempts are counted: the 50 attempts come before 50 page loads.
    await expect.poll(async () => (await readRegistry()).remotes['mfe-promotions']?.canary, { timeout: 60_000, intervals: [1000] }).toBeUndefined();
    console.log(`broken canary aborted after ${canaryLoads} page loads on it, ${Math.round((Date.now() - started) / 1000)} s after its first`);
    expect(canaryLoads).toBeLessThanOrEqual(60);

    const releasePage = new ReleaseManagerPage(page);
    await releasePage.goto();
    await releasePage.signInAs(MANAGER.login, MANAGER.password);
    await releasePage.expectSignedIn();
    const [latest] = await releasePage.auditRows().then((rows) => rows.filter((row) => row.includes(version)));
    expect(latest).toMatch(/automatic/i);
    expect(latest).toMatch(/abort/i);
    expect(latest).toMatch(/\d+\.\d % errors over \d+ loads/);
  });

  test('two site servers with folders of their own share one release state: a version published once is served by both, a rollback on one reaches a fresh browser on the other', async ({ browser }) => {
    const { first, second } = await supportReleases();
    const [serverA, serverB] = [E2E_SITE_PORT + 1, E2E_SITE_PORT + 2].map((port) => `http://127.0.0.1:${port}`) as [string, string];
    await release('activate', 'mfe-support', second, '--reason', 'journey: two servers');
    for (const server of [serverA, serverB]) {
      // Each fetches the version from the database into its own folder on its first request for it.
      await expect.poll(async () => (await fetch(`${server}/releases/mfe-support/${second}/mf-manifest.json`)).status).toBe(200);
    }
    const folders = [serverA, serverB].map((server) => join(REPO_ROOT, '.data', `site-servers-${E2E_SITE_PORT}`, `server-${new URL(server).port}`, 'releases'));
    for (const folder of folders) expect(JSON.parse(await readFile(join(folder, 'mfe-support', second, 'mf-manifest.json'), 'utf8'))).toBeTruthy();

    // A release manager rolls back on server A.
    const managerContext = await browser.newContext({ baseURL: serverA });
    const releasePage = new ReleaseManagerPage(await managerContext.newPage());
    await releasePage.goto();
    await releasePage.signInAs(MANAGER.login, MANAGER.password);
    await releasePage.expectSignedIn();
    await releasePage.page.getByRole('button', { name: `Roll back to ${first}` }).click();
    await expect(releasePage.page.getByText(`Rolled back mfe-support to ${first}`).first()).toBeVisible();
    await managerContext.close();

    // A fresh browser on server B gets the version rolled back to on its next load, and B's audit log has it.
    await expect.poll(async () => {
      const context = await browser.newContext({ baseURL: serverB });
      try {
        const page = await context.newPage();
        await page.goto('/');
        return (await planOf(page))?.remotes['mfe-support']?.active;
      } finally {
        await context.close();
      }
    }, { timeout: 10_000 }).toBe(first);
    const auditContext = await browser.newContext({ baseURL: serverB });
    const auditPage = new ReleaseManagerPage(await auditContext.newPage());
    await auditPage.goto();
    await auditPage.signInAs(MANAGER.login, MANAGER.password);
    await auditPage.expectSignedIn();
    const [latest] = (await auditPage.auditRows()).filter((row) => row.includes(`Rolled back mfe-support to ${first}`));
    expect(latest).toContain(MANAGER.login);
    await auditContext.close();
  });

  test('the release page refuses an anonymous visitor and a player, and lets a release manager in', async ({ page, signIn }) => {
    const releasePage = new ReleaseManagerPage(page);
    expect(await releasePage.goto()).toBe(401);
    await expect(releasePage.signIn).toBeVisible();
    await expect(releasePage.signOut).toHaveCount(0);

    // A player signed in on the site is still a stranger here, and a player's password opens nothing.
    await signIn();
    expect(await releasePage.goto()).toBe(401);
    await releasePage.signInAs('demoplayer', 'Demo1234');
    await expect(page.getByText('Wrong login or password.')).toBeVisible();
    await expect(releasePage.signOut).toHaveCount(0);

    await releasePage.signInAs(MANAGER.login, MANAGER.password);
    await releasePage.expectSignedIn();
    await expect(page.getByRole('heading', { name: 'mfe-support' })).toBeVisible();
  });
});
