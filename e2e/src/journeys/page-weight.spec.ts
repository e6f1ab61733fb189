import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { IDLE_WORK_MARK } from '../pages/host-shell';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];


/** Remote files the page fetched before its after-paint work (prefetching, quiet overlays) started, and after. */
async function remotesFetched(page: Page): Promise<{ atLoad: string[]; afterIdle: string[] }> {
  return page.evaluate((mark) => {
    const idleAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const remoteOf = (url: string) => /\/releases\/(mfe-[a-z]+)\//.exec(url)?.[1];
    const entries = performance.getEntriesByType('resource').filter((entry) => remoteOf(entry.name));
    const names = (list: PerformanceEntry[]) => [...new Set(list.map((entry) => remoteOf(entry.name) ?? ''))].sort();
    return { atLoad: names(entries.filter((entry) => entry.startTime < idleAt)), afterIdle: names(entries.filter((entry) => entry.startTime >= idleAt)) };
  }, IDLE_WORK_MARK);
}

test('/ fetches no remote before its first paint; the sign-up modal comes once the page is in place, the chat once it is idle', async ({ page, shell }) => {
  await shell.goto('/');
  await expect(shell.heading('300% Welcome Bonus')).toBeVisible();
  await shell.settled();
  const fetched = await remotesFetched(page);
  // No remote comes before the page has painted.
  expect(await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/releases/')).every((entry) => entry.startTime > firstPaint);
  })).toBe(true);
  // A visitor's first tap is most likely SIGN UP NOW or LOGIN: that modal comes once the page is in place, not waiting
  // for the page's idle work (decision 048); the chat is prefetched by that work. Lobby, promotions and cashier code never comes.
  expect(fetched.atLoad).not.toContain('mfe-support');
  expect([...new Set([...fetched.atLoad, ...fetched.afterIdle])].sort()).toEqual(['mfe-onboarding', 'mfe-support']);
});

test("a visitor's page asks for the sign-up modal's files itself; a tap while they still load shows the page's sign-up form, which the modal takes over", async ({ page, shell, onboarding }) => {
  const onboardingFiles: string[] = [];
  page.on('request', (request) => /\/releases\/mfe-onboarding\//.test(request.url()) && onboardingFiles.push(request.url()));
  // The modal's code is held back until the test lets it through.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/releases/mfe-onboarding/**/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  await shell.goto('/info/about');
  await expect(shell.heading('About Us')).toBeVisible();
  // Asked for without a tap: the page has SIGN UP and LOGIN (decision 048).
  await expect.poll(() => onboardingFiles.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await shell.desktopNavigation.getByRole('button', { name: 'SIGN UP' }).click();
  // The sign-up form the site server put in the page (decision 059), not a spinner.
  await expect(onboarding.dialog('Sign Up')).toBeVisible();
  await onboarding.field('Email').fill('waiting@example.com');
  await expect(page.getByRole('status').filter({ hasText: 'Loading sign up and log in' })).toBeHidden();
  answer();
  await expect(page.locator('[data-early-overlay]')).toBeEmpty();
  await expect(onboarding.field('Email')).toHaveValue('waiting@example.com');
});

test('React and react-dom are fetched once per page, from the host', async ({ page, request, shell, lobby, signIn }) => {
  await signIn();
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await shell.goto('/lobby/games/');
  await expect(lobby.heading).toBeVisible();
  // The chat, the cashier modal and the daily reward overlay mount once the page is idle, which a busy machine
  // may reach after the network first went quiet: wait for them too.
  const remotesLoaded = () => new Set(scripts.flatMap((path) => /^\/releases\/(mfe-[a-z]+\/[^/]+)\//.exec(path)?.[1] ?? []));
  await shell.settled();
  await expect.poll(() => remotesLoaded().size, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await page.waitForLoadState('networkidle');

  // Every remote the page loaded carries its own fallback copy of React; none may be fetched.
  const loadedRemotes = remotesLoaded();
  for (const remote of loadedRemotes) {
    const manifest = (await (await request.get(`/releases/${remote}/mf-manifest.json`)).json()) as Manifest;
    const reactFiles = manifest.shared
      .filter((shared) => REACT_PACKAGES.includes(shared.name))
      .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
      .map((file) => `/releases/${remote}/${file}`);
    expect(reactFiles.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => reactFiles.includes(script))).toEqual([]);
  }
  // The host's React files each came once.
  const hostManifest = (await (await request.get('/mf-manifest.json')).json()) as Manifest;
  const hostReact = hostManifest.shared
    .filter((shared) => REACT_PACKAGES.includes(shared.name))
    .flatMap((shared) => shared.assets.js.sync.map((file) => `/${file}`));
  for (const file of new Set(hostReact)) {
    expect(scripts.filter((script) => script === file).length).toBeLessThanOrEqual(1);
  }
  expect(scripts.filter((script) => hostReact.includes(script)).length).toBeGreaterThan(0);
});

test("a remote's page asks for neither the config nor the registry: the page carries both", async ({ page, shell, lobby }) => {
  const asked: string[] = [];
  const urls: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (/\/(config|registry)\.json$/.test(new URL(request.url()).pathname)) asked.push(new URL(request.url()).pathname);
  });
  await shell.goto('/lobby/games/');
  await expect(lobby.heading).toBeVisible();
  await shell.settled();
  expect(asked).toEqual([]);
  // The page's code did read the config the page carries: it calls the provider that config names.
  const written = JSON.parse((await page.locator('head script#runtime-config').textContent()) ?? '{}') as { providerApiUrl?: string };
  expect(written.providerApiUrl).toMatch(/^http/);
  await expect.poll(() => urls.some((url) => url.startsWith(`${written.providerApiUrl}/`) && !url.includes('/art/'))).toBe(true);
  // The first screen's art comes over the site's own connection: the site relays the provider's art (decision 047).
  const site = new URL(page.url()).origin;
  expect(urls.some((url) => url.startsWith(`${site}/art/games/`))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${written.providerApiUrl}/art/`))).toBe(false);
});
