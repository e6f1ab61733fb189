import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PLAYER, expect, test } from '../fixtures';
import type { HostShell } from '../pages/host-shell';
import type { OnboardingModal } from '../pages/onboarding-modal';
import { createPlayer, PROVIDER_URL } from '../provider-sandbox';

const REFRESH_COOKIE = 'casino_refresh';

/** Logs in through the login form, as a player does: the login call stores the provider's refresh cookie in the browser. */
async function logInThroughTheForm(shell: HostShell, onboarding: OnboardingModal, login = DEMO_PLAYER.login, password = DEMO_PLAYER.password) {
  await onboarding.open('login');
  await onboarding.logIn(login, password);
  await expect(onboarding.dialog('Log In')).toBeHidden({ timeout: 20_000 });
  await expect(shell.desktopNavigation.getByRole('link', { name: /^Hello, / })).toBeVisible();
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('casino.session') ?? 'null') as { token: string; pid: number; login: string } | null);

const storedToken = async (page: Page) => (await storedSession(page))?.token ?? null;

const refreshCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);

const balanceStatus = async (request: APIRequestContext, pid: number, token: string) =>
  (await request.get(`${PROVIDER_URL}/937/players/${pid}/balance`, { headers: { 'X-Session-Token': token } })).status();

/** The host re-checks the session when the tab becomes visible (SPEC §4): the player comes back to it. */
const comeBackToTheTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** Every string the page keeps in localStorage, sessionStorage, readable cookies and IndexedDB. */
async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        parts.push(key, storage.getItem(key) ?? '');
      }
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      parts.push(`database ${info.name}`);
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(database.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const value of values) parts.push(value instanceof CryptoKey ? 'CryptoKey' : JSON.stringify(value));
      }
      database.close();
    }
    return parts.join('\n');
  });
}

/** No password, no password hash, and nothing that could decrypt one: no key, no vault, no ciphertext. */
async function expectNoSecretKept(page: Page, password = DEMO_PLAYER.password): Promise<void> {
  const session = await storedSession(page);
  const player = session
    ? ((await (await page.request.get(`${PROVIDER_URL}/937/players/${session.pid}`, { headers: { 'X-Session-Token': session.token } })).json()) as { hashed_password?: string })
    : {};
  const stored = await everythingStored(page);
  expect(stored).not.toContain(password);
  if (player.hashed_password) expect(stored).not.toContain(player.hashed_password);
  expect(stored).not.toContain('CryptoKey');
  expect(stored).not.toContain('casino.relogin');
  expect(stored).not.toContain('casino-vault');
  // The refresh cookie is there, but no script of the page can read it.
  expect(stored).not.toContain(REFRESH_COOKIE);
}

test.describe('the player session', () => {
  test('a login keeps no password in the browser; logout ends the refresh cookie and clears every store', async ({ page, context, request, shell, onboarding }) => {
    await logInThroughTheForm(shell, onboarding);
    const cookie = await refreshCookie(context);
    expect(cookie).toMatchObject({ domain: 'localhost', path: '/937/session/refresh', httpOnly: true, sameSite: 'Strict' });
    // Lives until the session's 24 hours end.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    await expectNoSecretKept(page);

    await shell.desktopNavigation.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await everythingStored(page)).not.toContain('casino.session');
    await expect.poll(() => refreshCookie(context)).toBeUndefined();
    // A copy of the cookie taken before the logout renews nothing.
    const copy = await request.post(`${PROVIDER_URL}/937/session/refresh`, { headers: { cookie: `${REFRESH_COOKIE}=${cookie!.value}` } });
    expect(copy.status()).toBe(401);
  });

  test('a session older than 24 hours is cleared when the site loads', async ({ page, shell, signIn }) => {
    await signIn();
    await page.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    await shell.goto('/welcome-offer/');
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    // The first screen shows LOGIN before the page's script has run; the script then clears the store.
    await expect.poll(() => storedToken(page)).toBeNull();
  });

  test('after 4 hours the session is renewed silently with the refresh cookie, never the password', async ({ page, context, request, shell, onboarding }) => {
    await page.clock.install();
    await logInThroughTheForm(shell, onboarding);
    const before = await storedToken(page);
    const cookieBefore = (await refreshCookie(context))?.value;
    const calls: { url: string; body: string }[] = [];
    page.on('request', (sent) => /\/937\/(login|session\/refresh)$/.test(sent.url()) && calls.push({ url: sent.url(), body: sent.postData() ?? '' }));

    await page.clock.fastForward('04:00:01');
    await expect.poll(() => storedToken(page), { timeout: 20_000 }).not.toBe(before);
    await expect(shell.desktopNavigation.getByRole('link', { name: /^Hello, / })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(calls.map((call) => call.url)).toEqual([`${PROVIDER_URL}/937/session/refresh`]);
    expect(calls[0]?.body).not.toContain(DEMO_PLAYER.password);
    // The cookie was spent and replaced; the new token works.
    expect((await refreshCookie(context))?.value).not.toBe(cookieBefore);
    const renewed = (await storedSession(page))!;
    expect(await balanceStatus(request, renewed.pid, renewed.token)).toBe(200);
    await expectNoSecretKept(page);
  });

  test('a token the provider no longer accepts is renewed when the tab becomes visible, with no login modal', async ({ page, context, request, shell, onboarding }) => {
    await logInThroughTheForm(shell, onboarding);
    const ended = (await storedSession(page))!;
    // The player signed in once more in this browser (the cookie is now that sign-in's), and the
    // sign-in whose token this tab keeps was logged out elsewhere: the provider refuses the token.
    const again = await page.request.post(`${PROVIDER_URL}/937/login`, {
      headers: { 'X-Captcha-Token': 'test-bypass' },
      data: { ...DEMO_PLAYER, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    expect(again.ok()).toBe(true);
    const out = await request.post(`${PROVIDER_URL}/937/player/${ended.pid}/accounts/logout`, {
      headers: { 'X-Session-Token': ended.token }, data: { logout_type: 'user', login: ended.login, player_id: ended.pid, for_money: true },
    });
    expect(out.ok()).toBe(true);
    expect(await balanceStatus(request, ended.pid, ended.token)).toBe(401);
    expect(await refreshCookie(context)).toBeDefined();

    await comeBackToTheTab(page);
    await expect.poll(() => storedToken(page), { timeout: 20_000 }).not.toBe(ended.token);
    const renewed = (await storedSession(page))!;
    expect(await balanceStatus(request, renewed.pid, renewed.token)).toBe(200);
    await expect(shell.desktopNavigation.getByRole('link', { name: /^Hello, / })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSecretKept(page);
  });

  test('after a password change on another device, the renewal is refused: the player is logged out and the login modal opens', async ({ page, request, shell, onboarding }) => {
    const player = await createPlayer(request);
    await logInThroughTheForm(shell, onboarding, player.login, player.password);
    const stored = (await storedSession(page))!;
    // The other device's session (createPlayer's) changes the password: every refresh credential and other session ends.
    const changed = await request.put(`${PROVIDER_URL}/937/login`, {
      headers: { 'X-Captcha-Token': 'test-bypass', 'X-Session-Token': player.token },
      data: { op: 'cp', player_id: player.pid, current_pwd: player.password, pwd: 'Changed123' },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    expect(await balanceStatus(request, stored.pid, stored.token)).toBe(401);

    await comeBackToTheTab(page);
    await expect(onboarding.dialog('Log In')).toBeVisible({ timeout: 15_000 });
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expectNoSecretKept(page, player.password);
  });

  test('a copy of the refresh cookie used elsewhere ends the whole sign-in: the copy\'s session and the player\'s', async ({ page, context, request, shell, onboarding }) => {
    await page.clock.install();
    await logInThroughTheForm(shell, onboarding);
    const stored = (await storedSession(page))!;
    // Malware copies the cookie off the disk and renews first.
    const copied = (await refreshCookie(context))!.value;
    const thief = await request.post(`${PROVIDER_URL}/937/session/refresh`, { headers: { cookie: `${REFRESH_COOKIE}=${copied}` } });
    expect(thief.status()).toBe(200);
    const thiefToken = ((await thief.json()) as { sessionToken: string }).sessionToken;
    expect(await balanceStatus(request, stored.pid, thiefToken)).toBe(200);

    // The player's browser renews with the same, now spent, cookie: a reuse.
    await page.clock.fastForward('04:00:01');
    await expect(onboarding.dialog('Log In')).toBeVisible({ timeout: 15_000 });
    expect(await storedToken(page)).toBeNull();
    expect(await balanceStatus(request, stored.pid, thiefToken)).toBe(401);
    expect(await balanceStatus(request, stored.pid, stored.token)).toBe(401);
  });
});
