import { expect, test, TEST_PASSWORDS } from '../fixtures';
import { PROVIDER_URL } from '../provider-sandbox';
import { passwordsInStorage } from '../storage-scan';

/**
 * The storage scan runs after every journey (an auto fixture in fixtures.ts); these prove that it
 * finds a password in each kind of browser storage, plain and encoded, then clean up so the
 * journey's own scan passes.
 */
test('the storage scan finds a test password in localStorage, sessionStorage, cookies and IndexedDB names', async ({ page, context }) => {
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
  });
  expect((await passwordsInStorage(context, TEST_PASSWORDS)).sort()).toEqual([
    `IndexedDB cache-Changed123 (${PROVIDER_URL}) holds Changed123`,
    'cookie remember (localhost) holds Secret123',
    `localStorage login-form (${PROVIDER_URL}) holds Demo1234`,
    `sessionStorage draft (${PROVIDER_URL}) holds Journey123`,
  ]);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'remember=; path=/; max-age=0';
    await new Promise((resolve) => { indexedDB.deleteDatabase('cache-Changed123').onsuccess = resolve; });
  });
  expect(await passwordsInStorage(context, TEST_PASSWORDS)).toEqual([]);
  // The journey ends off the JSON answer: the accessibility audit of the last page has nothing to check.
  await page.goto('about:blank');
});
