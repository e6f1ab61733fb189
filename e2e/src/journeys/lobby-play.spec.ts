import { expect, test } from '../fixtures';
import { untilFirstScreenAnswers } from '../pages/host-shell';
import { signInAs } from '../provider-sandbox';

/** A phone's Chrome: the site server renders a phone's first screen for it. */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.describe('games lobby: favourites and playing', () => {
  test('a favourite survives a reload, newest first', async ({ lobby, signIn }) => {
    await signIn();
    await lobby.goto();
    for (const name of ['Golden Gorilla', 'Neon Nights™']) {
      const saved = lobby.page.waitForResponse((response) => response.url().includes('/games/favorites/playerid') && response.request().method() === 'POST');
      await lobby.favouriteButton(name).click();
      await expect(lobby.favouriteButton(name)).toHaveAttribute('aria-pressed', 'true');
      expect((await saved).ok()).toBe(true);
    }
    await lobby.page.reload();
    await lobby.category('Favourites').click();
    await expect.poll(() => lobby.tileNames()).toEqual(['Neon Nights™', 'Golden Gorilla']);
    for (const name of ['Golden Gorilla', 'Neon Nights™']) {
      const removed = lobby.page.waitForResponse((response) => response.url().includes('/games/favorites/playerid') && response.request().method() === 'DELETE');
      await lobby.favouriteButton(name).click();
      await removed;
    }
    await expect(lobby.page.getByText('No favourites yet.', { exact: false })).toBeVisible();
  });

  test('a player launches a game in the game frame and closes it', async ({ lobby, signIn }) => {
    await signIn();
    await lobby.goto();
    await lobby.category('Slots').click();
    await lobby.playButton('Cash Bandits').click();
    await expect(lobby.gameDialog('Cash Bandits')).toBeVisible();
    const src = new URL((await lobby.gameFrame.getAttribute('src')) ?? '');
    expect(src.searchParams.get('gameCode')).toBe('cash-bandits');
    expect(src.searchParams.get('gameToken')).toBeTruthy();
    expect(src.searchParams.has('token')).toBe(false);
    await lobby.page.getByRole('button', { name: 'Close game' }).click();
    await expect(lobby.gameFrame).toHaveCount(0);
    await expect(lobby.heading).toBeVisible();
  });

  test('a game page plays its game; live dealer opens the external lobby', async ({ lobby, signIn, page }) => {
    await signIn();
    await page.goto('/games/cash-bandits-3');
    await expect(page.getByRole('heading', { level: 1, name: 'Cash Bandits 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Play now' }).click();
    await expect(lobby.gameDialog('Cash Bandits 3')).toBeVisible();
    await page.getByRole('button', { name: 'Close game' }).click();

    await lobby.goto();
    await lobby.category('Live Dealer').click();
    await lobby.playButton('Live Blackjack').click();
    await expect(lobby.gameDialog('Live Blackjack')).toBeVisible();
    expect(await lobby.gameFrame.getAttribute('src')).toMatch(/\/live-dealer\/\?lobby=LiveDealer&clientType=instantplay&token=/);
    // A table chosen in the live lobby opens in the same frame.
    const frame = page.frameLocator('iframe[title$=" game"]');
    await frame.getByRole('button', { name: /Live European Roulette/ }).click();
    await expect(frame.getByRole('heading', { level: 1, name: 'Live European Roulette' })).toBeVisible({ timeout: 15_000 });
  });

  test('a player without funds is asked to visit the cashier, and yes opens it', async ({ lobby, page, request, cashier }) => {
    await signInAs(page, request, 'newplayer');
    await lobby.goto();
    await lobby.playButton('Neon Nights™').click();
    await expect(lobby.insufficientFunds).toContainText(
      'You do not have sufficient funds to play this game. Would you like to visit the cashier now?',
    );
    await lobby.insufficientFunds.getByRole('button', { name: 'Yes' }).click();
    await expect(lobby.insufficientFunds).toHaveCount(0);
    await expect(lobby.gameFrame).toHaveCount(0);
    await expect(cashier.modal).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: PHONE_USER_AGENT });

    test('a game opened from a scrolled lobby opens at its top, and back returns to where the player was', async ({ lobby, page }) => {
      // On a phone the first category's tiles run two to a row, far below the first screen. A phone's browser says so, so
      // the site server renders the phone's games file, the one the lobby then keeps.
      await page.setViewportSize({ width: 390, height: 844 });
      await lobby.goto();
      // The site's own navigation is what is looked at: before the lobby has taken its first screen over, a
      // tile's link is a plain link and opens the game page as a new page load.
      await untilFirstScreenAnswers(page);
      const tile = lobby.games.getByRole('listitem').getByRole('link').last();
      await tile.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      const name = (await tile.innerText()).trim();
      await tile.click();
      const title = page.getByRole('heading', { level: 1, name });
      await expect(title).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(lobby.heading).toBeAttached();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 60);
    });
  });

  test('a visitor who wants to play is asked to log in', async ({ lobby, onboarding }) => {
    await lobby.goto();
    await lobby.playButton('Neon Nights™').click();
    await expect(lobby.gameFrame).toHaveCount(0);
    await expect(onboarding.dialog('Log In')).toBeVisible();
  });
});
