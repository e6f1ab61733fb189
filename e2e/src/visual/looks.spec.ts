import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createPlayer, deposit, PROVIDER_URL, signInAs } from '../provider-sandbox';

/**
 * The site's looks, compared with a reviewed baseline (`e2e/src/visual/looks.spec.ts-snapshots/`) at
 * 1280 and 390 px: a change of looks fails here until someone looks at it and takes the new picture
 * (`pnpm --filter e2e test:visual --update-snapshots`, then review the images in the commit).
 * Motion is off (reduced motion, and Playwright stops CSS animations); what changes from run to run
 * (the jackpot, winners, balances, names, dates) is masked.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** What differs from one run to the next on these pages. */
const changing = (page: Page): Locator[] => [
  page.getByRole('region', { name: /LOBBY JACKPOT/ }),
  page.locator('time'),
  page.getByTestId('balance'),
  page.getByText(/^Hello|^Welcome back|^Hi /),
  page.getByText(/^Last login:/),
];

async function looksLike(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  // Fonts in, and every image that shows in the window loaded and decoded (the lobby starts a tile's
  // image when it scrolls into view), so a picture never catches a tile half drawn.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    const shows = box.bottom > 0 && box.top < innerHeight && box.width > 0 && getComputedStyle(image).visibility !== 'hidden';
    return !shows || (image.complete && image.naturalWidth > 0);
  }), undefined, { timeout: 10_000 });
  await page.evaluate(() => Promise.all([...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => undefined))));
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: false, animations: 'disabled', caret: 'hide', mask: [...changing(page), ...mask], maxDiffPixelRatio: 0.01 });
}

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`looks at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test(`a visitor's pages (${width})`, async ({ page, shell, lobby, promotions, chat }) => {
      await shell.goto('/');
      await looksLike(page, `home-${width}`);
      await lobby.goto();
      await looksLike(page, `lobby-visitor-${width}`);
      await promotions.goto();
      await looksLike(page, `promotions-${width}`);
      await shell.goto('/info/contactus?showchat');
      await expect(chat.panel).toBeVisible();
      await looksLike(page, `chat-${width}`);
    });

    test(`a player's pages (${width})`, async ({ page, request, lobby, cashier }) => {
      const player = await createPlayer(request);
      await deposit(request, player, '50');
      await signInAs(page, request, player.login, player.password);
      await lobby.goto();
      // The session's last-login notice shows on the first page that reads the player's state, sooner
      // or later: dismissed, so the lobby's picture is never taken with it by chance.
      await page.getByRole('button', { name: 'Dismiss the last login notice' }).click();
      // The pointer is left off the page, so no tile under it shows its hover state.
      await page.mouse.move(0, 0);
      await looksLike(page, `lobby-player-${width}`);
      await cashier.openFromNavigation();
      await looksLike(page, `cashier-${width}`, [cashier.modal.getByText(/\$\d/)]);
      await page.keyboard.press('Escape');
      await page.goto('/lobby/account/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await looksLike(page, `account-${width}`);
    });

    test(`a game of each family (${width})`, async ({ page }) => {
      for (const code of ['cash-bandits', 'blackjack', 'european-roulette', 'rocket-rush', 'jacks-or-better-1-hand']) {
        await page.goto(`${PROVIDER_URL}/games/client?gameCode=${code}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await looksLike(page, `game-${code}-${width}`);
      }
    });
  });
}
