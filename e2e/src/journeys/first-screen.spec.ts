import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PLAYER, expect, test } from '../fixtures';
import { E2E_RELEASES_DIR } from '../setup/e2e-environment';
import { newPlayer } from '../pages/onboarding-modal';

/** The release of a remote players get now. */
const activeRelease = async (remote: string) =>
  (JSON.parse(await readFile(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')) as { remotes: Record<string, { active: string }> }).remotes[remote]?.active;

/** Opens `path` in a browser that runs no script: what the HTML alone paints. */
async function withoutScript(browser: Browser, path: string, check: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

test('the lobby comes with its games in the HTML, rendered by the active release, and shows them before any script runs', async ({ browser, request }) => {
  const html = await (await request.get('/lobby/games/')).text();
  expect(html).toContain(`data-first-screen="mfe-lobby@${await activeRelease('mfe-lobby')}"`);

  await withoutScript(browser, '/lobby/games/', async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Game categories' }).getByRole('button', { name: 'New Games' })).toHaveAttribute('aria-pressed', 'true');
    const firstTile = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
    await expect(firstTile.getByRole('button', { name: /^Play / })).toBeVisible();
    await expect.poll(() => firstTile.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
});

test('the browser takes over the painted lobby without painting it again, and its games play', async ({ page, shell, lobby, onboarding }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The first thumbnail as the HTML painted it, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { paintedThumbnail: Element | null }).paintedThumbnail = document.querySelector('ul[aria-label="Games"] img');
    });
  });
  await lobby.goto();
  await shell.settled();
  expect(await page.evaluate(() => (window as unknown as { paintedThumbnail: Element | null }).paintedThumbnail?.isConnected)).toBe(true);
  expect(errors).toEqual([]);

  // Hydrated: the tiles answer. A visitor who picks a game is asked to log in.
  await lobby.playButton('Neon Nights™').click();
  await expect(onboarding.dialog('Log In')).toBeVisible();
});

test('the promotions page comes with a visitor’s offers in the HTML and takes them over without asking again', async ({ browser, page, request, promotions, onboarding }) => {
  const html = await (await request.get('/lobby/promotions/')).text();
  expect(html).toContain(`data-first-screen="mfe-promotions@${await activeRelease('mfe-promotions')}"`);

  await withoutScript(browser, '/lobby/promotions/', async (page) => {
    await expect(page.getByRole('article', { name: '300% Welcome Bonus' }).getByRole('button', { name: 'SIGN UP NOW' })).toBeVisible();
  });

  const couponReads: string[] = [];
  page.on('request', (sent) => /rtgcoupons\.json/.test(sent.url()) && couponReads.push(sent.url()));
  await promotions.goto();
  expect((await promotions.offerTitles())[0]).toBe('300% Welcome Bonus');
  await promotions.card('300% Welcome Bonus').getByRole('button', { name: 'SIGN UP NOW' }).click();
  await expect(onboarding.dialog('Sign Up')).toBeVisible();
  expect(couponReads).toEqual([]);
});

test('SIGN UP NOW tapped before the page’s code has run opens the sign-up form at once; the modal takes over what was typed and sent', async ({ page, shell, promotions, onboarding }) => {
  // The server-rendered page is painted, nothing of the site's code has run.
  const releaseEntry = await shell.holdEntry();
  await page.goto('/lobby/promotions/');
  const signUpNow = promotions.card('300% Welcome Bonus').getByRole('button', { name: 'SIGN UP NOW' });
  await signUpNow.click();
  await expect(onboarding.dialog('Sign Up')).toBeVisible();
  await expect(onboarding.message('Step 1 of 2: Your account')).toBeVisible();

  // Closed, it lets go of the tap: nothing opens once the page has started.
  await onboarding.closeButton.click();
  await expect(onboarding.dialog('Sign Up')).toBeHidden();
  await expect(signUpNow).toBeFocused();

  const player = newPlayer('early');
  await signUpNow.click();
  await onboarding.fillAccountPage(player);
  await onboarding.field('Confirm password').press('Enter');
  releaseEntry();

  // The modal of the onboarding release has taken over: the first page was sent, the second shows, for this card's coupon.
  await onboarding.finishSignUp(player);
  await expect(onboarding.message(`Welcome, ${player.firstName}! Your account is ready.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: 'Coupon WELCOME300' })).toContainText('Deposit Now to Receive your Bonus!', { timeout: 10_000 });
  await expect(page.locator('[data-early-overlay]')).toBeEmpty();
});

test('LOGIN tapped before the page’s code has run opens the log-in form at once; the modal takes over what was typed and logs the player in', async ({ page, shell, onboarding }) => {
  const releaseEntry = await shell.holdEntry();
  await page.goto('/');
  const login = shell.desktopNavigation.getByRole('button', { name: 'LOGIN', exact: true });
  await login.click();
  await expect(onboarding.dialog('Log In')).toBeVisible();
  await onboarding.field('Username or email').fill(DEMO_PLAYER.login);
  await onboarding.field('Password').fill(DEMO_PLAYER.password);
  await onboarding.field('Password').press('Enter');
  releaseEntry();

  // The modal of the onboarding release has taken over and sent what was typed: the player is in.
  await expect(page.getByRole('link', { name: /^Hello, / }).first()).toBeVisible({ timeout: 20_000 });
  await expect(onboarding.dialog('Log In')).toBeHidden();
  await expect(page.locator('[data-early-overlay]')).toBeEmpty();
});
