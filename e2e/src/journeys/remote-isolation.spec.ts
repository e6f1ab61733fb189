import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { rewriteReleasePlans } from '../release-plan';

type Failure = 'down' | 'error 500' | 'stalled';

const failWith = (failure: Failure) => async (route: Route) => {
  if (failure === 'down') return route.abort('connectionrefused');
  if (failure === 'error 500') return route.fulfill({ status: 500, body: 'Internal Server Error' });
  // Stalled: never answers while the test runs.
  return new Promise<void>(() => undefined);
};

/**
 * A stalled remote gives up after the host's 4 s load timeout (unit-tested with a fake clock against
 * the 5 s target); the browser here gets room for a busy machine on top of that.
 */
const FALLBACK_TIMEOUT = 10_000;

const block = (page: Page, remote: string, failure: Failure) => page.route(`**/releases/${remote}/**`, failWith(failure));

test.describe('one remote failing leaves the rest of the site working', () => {
  for (const failure of ['down', 'error 500', 'stalled'] as const) {
    test(`mfe-lobby ${failure}: the lobby shows its fallback; navigation, footer and promotions work`, async ({ page, shell, lobby, promotions }) => {
      await block(page, 'mfe-lobby', failure);
      await shell.goto('/lobby/games/');
      await expect(lobby.unavailable).toBeVisible({ timeout: FALLBACK_TIMEOUT });
      await expect(shell.desktopNavigation).toBeVisible();
      await shell.desktopNavigation.getByRole('link', { name: 'COUPONS' }).click();
      await expect(promotions.heading).toBeVisible();
      await shell.goto('/welcome-offer/');
      await expect(shell.footer).toBeVisible();
    });
  }

  test('mfe-lobby comes back on Try again once it answers', async ({ page, shell, lobby }) => {
    await block(page, 'mfe-lobby', 'error 500');
    await shell.goto('/lobby/games/');
    await expect(lobby.unavailable).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await page.unroute('**/releases/mfe-lobby/**');
    await lobby.unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(lobby.heading).toBeVisible();
  });

  test('mfe-promotions down: its fallback shows; the lobby still works', async ({ page, shell, promotions, lobby }) => {
    await block(page, 'mfe-promotions', 'down');
    await shell.goto('/lobby/promotions/');
    await expect(promotions.unavailable).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await shell.desktopNavigation.getByRole('link', { name: 'GAMES' }).click();
    await expect(lobby.heading).toBeVisible();
  });

  test('mfe-cashier stalled: /cashier/ and /bitcoin/ show the fallback; a player can still browse', async ({ page, shell, cashier, lobby, signIn }) => {
    await signIn();
    await block(page, 'mfe-cashier', 'stalled');
    await shell.goto('/cashier/');
    await expect(cashier.unavailable).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await shell.goto('/bitcoin/');
    await expect(cashier.unavailable).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await shell.goto('/lobby/games/');
    await expect(lobby.heading).toBeVisible();
  });

  test('mfe-cashier error 500: the Cashier button explains the cashier is unavailable', async ({ page, shell, signIn }) => {
    await signIn();
    await block(page, 'mfe-cashier', 'error 500');
    await shell.goto('/lobby/games/');
    await shell.desktopNavigation.getByRole('button', { name: 'Cashier' }).click();
    await expect(page.getByRole('dialog', { name: 'Sorry' })).toContainText('The cashier is unavailable right now.', { timeout: FALLBACK_TIMEOUT });
  });

  test('mfe-onboarding down: SIGN UP explains sign-up is unavailable, and the rest works', async ({ page, shell, lobby }) => {
    await block(page, 'mfe-onboarding', 'down');
    await shell.goto('/info/about');
    await shell.desktopNavigation.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page.getByRole('dialog', { name: 'Sorry' })).toContainText('Sign up and log in is unavailable right now.', { timeout: FALLBACK_TIMEOUT });
    await page.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await shell.desktopNavigation.getByRole('link', { name: 'GAMES' }).click();
    await expect(lobby.heading).toBeVisible();
  });

  test('mfe-onboarding comes back on Try again and opens where the player asked', async ({ page, shell, onboarding }) => {
    await block(page, 'mfe-onboarding', 'error 500');
    await shell.goto('/info/about');
    await shell.desktopNavigation.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('dialog', { name: 'Sorry' })).toBeVisible({ timeout: FALLBACK_TIMEOUT });
    await page.unroute('**/releases/mfe-onboarding/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(onboarding.dialog('Log In')).toBeVisible();
  });

  test('mfe-support stalled: CONTACT SUPPORT explains chat is unavailable; pages still work', async ({ page, shell, lobby }) => {
    await block(page, 'mfe-support', 'stalled');
    await shell.goto('/info/contactus?showchat');
    await expect(page.getByRole('dialog', { name: 'Sorry' })).toContainText('Live chat is unavailable right now.', { timeout: FALLBACK_TIMEOUT });
    await page.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await shell.desktopNavigation.getByRole('link', { name: 'GAMES' }).click();
    await expect(lobby.heading).toBeVisible();
  });

  // A page without its release plan (or with a malformed one) makes the host read the registry; a registry that
  // is not what `pnpm release` writes is refused like one that cannot be read (docs/decisions/017, 019).
  const MALFORMED = { remotes: { 'mfe-lobby': { active: ['1.0.0'], contractVersion: '2.1.0' } } };
  const registryFailures = [
    ['an unreadable', { status: 503, body: '' }, null],
    ['a malformed', { json: MALFORMED }, MALFORMED],
  ] as const;
  for (const [kind, answer, plan] of registryFailures) {
    test(`${kind} release registry leaves the shell and its own pages working`, async ({ page, shell, lobby }) => {
      await rewriteReleasePlans(page, () => plan);
      await page.route('**/releases/registry.json', (route) => route.fulfill(answer));
      // Nothing is asked of a release the registry cannot be trusted to name.
      const lobbyRequests: string[] = [];
      page.on('request', (request) => request.url().includes('/releases/mfe-lobby/') && lobbyRequests.push(request.url()));
      await shell.goto('/welcome-offer/');
      await expect(shell.heading('Exclusive Welcome Offer')).toBeVisible();
      await expect(shell.footer).toBeVisible();
      await shell.desktopNavigation.getByRole('link', { name: 'GAMES' }).click();
      await expect(lobby.unavailable).toBeVisible({ timeout: FALLBACK_TIMEOUT });
      expect(lobbyRequests).toEqual([]);
    });
  }
});
