import type { Page } from '@playwright/test';
import { DEMO_PLAYER, expect, test } from '../fixtures';
import { E2E_PROVIDER_PORT } from '../setup/e2e-environment';

const provider = `http://localhost:${E2E_PROVIDER_PORT}`;

/** Logs in at the provider and hands the answer to the host as the onboarding remote does, with `session.start`. */
async function startSessionAsOnboardingDoes(page: Page): Promise<void> {
  const answer = (await (
    await page.request.post(`${provider}/937/login`, {
      headers: { 'X-Captcha-Token': 'test-bypass' },
      data: { ...DEMO_PLAYER, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    })
  ).json()) as { pid: number; login: string; sessionToken: string; rtgSession: { session_id: string } };
  await page.evaluate(
    ({ answer: login, password }) => {
      const bus = (globalThis as Record<symbol, { emit: (name: string, payload: unknown) => void }>)[Symbol.for('casino.shared-events.bus.v1')];
      bus?.emit('session.start', {
        login: login.login,
        playerId: login.pid,
        sessionToken: login.sessionToken,
        sessionId: login.rtgSession.session_id,
        firstName: 'Demo',
        password,
      });
    },
    { answer, password: DEMO_PLAYER.password },
  );
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('casino.session') ?? '{}') as { token?: string }).token ?? null);

/** Every string the page keeps in localStorage, sessionStorage, cookies and IndexedDB. */
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
        for (const value of values) {
          parts.push(value instanceof CryptoKey ? `CryptoKey(extractable=${value.extractable})` : JSON.stringify(value));
        }
      }
      database.close();
    }
    return parts.join('\n');
  });
}

async function expectNoPlaintextSecret(page: Page): Promise<void> {
  const player = (await (await page.request.get(`${provider}/937/players/${await page.evaluate(() => JSON.parse(localStorage.getItem('casino.session') ?? '{}').pid ?? 0)}`, {
    headers: { 'X-Session-Token': (await storedToken(page)) ?? '' },
  })).json().catch(() => ({}))) as { hashed_password?: string };
  const stored = await everythingStored(page);
  expect(stored).not.toContain(DEMO_PLAYER.password);
  if (player.hashed_password) expect(stored).not.toContain(player.hashed_password);
  expect(stored).not.toContain('CryptoKey(extractable=true)');
}

test.describe('the player session', () => {
  test('a session keeps no plaintext secret, and logout clears every store', async ({ page, shell }) => {
    await shell.goto('/welcome-offer/');
    await startSessionAsOnboardingDoes(page);
    await expect(shell.desktopNavigation.getByRole('link', { name: 'Hello, Demo' })).toBeVisible();
    expect(await everythingStored(page)).toContain('CryptoKey(extractable=false)');
    await expectNoPlaintextSecret(page);

    await shell.desktopNavigation.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    const stored = await everythingStored(page);
    expect(stored).not.toContain('casino.session');
    expect(stored).not.toContain('casino.relogin');
    expect(stored).not.toContain('CryptoKey');
  });

  test('a session older than 24 hours is cleared when the site loads', async ({ page, shell, signIn }) => {
    await signIn();
    await page.clock.install({ time: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    await shell.goto('/welcome-offer/');
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('after 4 hours the session is renewed by a silent re-login', async ({ page, shell }) => {
    await page.clock.install();
    await shell.goto('/welcome-offer/');
    await startSessionAsOnboardingDoes(page);
    await expect(shell.desktopNavigation.getByRole('link', { name: 'Hello, Demo' })).toBeVisible();
    const before = await storedToken(page);

    await page.clock.fastForward('04:00:01');
    await expect.poll(() => storedToken(page), { timeout: 20_000 }).not.toBe(before);
    await expect(shell.desktopNavigation.getByRole('link', { name: 'Hello, Demo' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoPlaintextSecret(page);
  });

  test('when the silent re-login fails, the player is logged out and the login modal opens', async ({ page, shell, onboarding }) => {
    await page.clock.install();
    await shell.goto('/welcome-offer/');
    await startSessionAsOnboardingDoes(page);
    await expect(shell.desktopNavigation.getByRole('link', { name: 'Hello, Demo' })).toBeVisible();
    // The key that decrypts the stored credentials is gone, as after clearing site data elsewhere.
    await page.evaluate(() => new Promise((resolve) => { indexedDB.deleteDatabase('casino-vault').onsuccess = resolve; }));
    await page.clock.fastForward('04:00:01');
    await expect(onboarding.dialog('Log In')).toBeVisible({ timeout: 15_000 });
    await expect(shell.desktopNavigation.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });
});
