import { DEMO_PLAYER, expect, test, TEST_PASSWORDS } from '../fixtures';
import { PROVIDER_URL } from '../provider-sandbox';
import { passwordsInStorage } from '../storage-scan';

/**
 * The storage scan runs after every journey (an auto fixture in fixtures.ts); these prove that it
 * finds a password in each kind of browser storage, plain and encoded, then clean up so the
 * journey's own scan passes; and that a player's login and silent renewal leave none.
 */
test('the storage scan finds a test password in localStorage, sessionStorage, cookies and IndexedDB names and records', async ({ page, context }) => {
  // Any page of an http origin will do: the provider's health answer is the cheapest.
  await page.goto(`${PROVIDER_URL}/health`);
  expect(await passwordsInStorage(context, TEST_PASSWORDS)).toEqual([]);
  await page.evaluate(async () => {
    localStorage.setItem('login-form', JSON.stringify({ login: 'demoplayer', password: 'Demo1234' }));
    sessionStorage.setItem('draft', `pwd=${encodeURIComponent('Journey123')}`);
    document.cookie = `remember=${btoa('Secret123')}; path=/`;
    await new Promise<void>((resolve) => {
      const opening = indexedDB.open('cache-Changed123');
      // Closed at once, so the clean-up below can delete it.
      opening.onsuccess = () => { opening.result.close(); resolve(); };
    });
    await new Promise<void>((resolve) => {
      const opening = indexedDB.open('drafts');
      opening.onupgradeneeded = () => opening.result.createObjectStore('forms');
      opening.onsuccess = () => {
        const writing = opening.result.transaction('forms', 'readwrite');
        writing.objectStore('forms').put({ saved: new TextEncoder().encode('Desk1234') }, 'desk');
        writing.oncomplete = () => { opening.result.close(); resolve(); };
      };
    });
  });
  expect((await passwordsInStorage(context, TEST_PASSWORDS)).sort()).toEqual([
    `IndexedDB cache-Changed123 (${PROVIDER_URL}) holds Changed123`,
    `IndexedDB drafts record 1 (${PROVIDER_URL}) holds Desk1234`,
    'cookie remember (localhost) holds Secret123',
    `localStorage login-form (${PROVIDER_URL}) holds Demo1234`,
    `sessionStorage draft (${PROVIDER_URL}) holds Journey123`,
  ]);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'remember=; path=/; max-age=0';
    for (const name of ['cache-Changed123', 'drafts']) await new Promise((resolve) => { indexedDB.deleteDatabase(name).onsuccess = resolve; });
  });
  expect(await passwordsInStorage(context, TEST_PASSWORDS)).toEqual([]);
  // The journey ends off the JSON answer: the accessibility audit of the last page has nothing to check.
  await page.goto('about:blank');
});

test('a player who logs in and is renewed silently leaves no password in the browser, not even encrypted', async ({ page, context, shell, onboarding }) => {
  await page.clock.install();
  await onboarding.open('login');
  await onboarding.logIn(DEMO_PLAYER.login, DEMO_PLAYER.password);
  await expect(onboarding.dialog('Log In')).toBeHidden({ timeout: 20_000 });
  await expect(shell.desktopNavigation.getByRole('link', { name: /^Hello, / })).toBeVisible();
  const token = () => page.evaluate(() => (JSON.parse(localStorage.getItem('casino.session') ?? '{}') as { token?: string }).token);
  const before = await token();
  const renewal = page.waitForRequest((request) => request.url().endsWith('/937/session/refresh'));
  await page.clock.fastForward('04:00:01');
  expect((await renewal).postData() ?? '').not.toContain(DEMO_PLAYER.password);
  await expect.poll(token, { timeout: 20_000 }).not.toBe(before);

  expect(await passwordsInStorage(context, TEST_PASSWORDS)).toEqual([]);
  // An encrypted password cannot be found by its text: what would hold one is gone, and no key is kept to decrypt anything.
  const kept = await page.evaluate(async () => ({
    keys: Object.keys(localStorage),
    databases: (await indexedDB.databases()).map((database) => database.name),
    cookie: document.cookie,
  }));
  expect(kept.keys).not.toContain('casino.relogin');
  expect(kept.databases).toEqual([]);
  // The one credential that renews the session is a cookie no script can read.
  expect(kept.cookie).not.toContain('casino_refresh');
  expect((await context.cookies()).filter((cookie) => cookie.name === 'casino_refresh')).toEqual([
    expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/937/session/refresh', domain: 'localhost' }),
  ]);
});
