import { expect, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile menu at 390 px', () => {
  test('a visitor sees the items in the order of the spec', async ({ shell }) => {
    await shell.goto('/welcome-offer/');
    await expect(shell.desktopNavigation).toBeHidden();
    await shell.openMobileMenu();
    expect(await shell.mobileMenuItems()).toEqual(['HOME', 'GAMES', 'COUPONS', 'MORE INFO ›', 'CONTACT SUPPORT', 'LOBBY JACKPOT', 'SIGN UP LOGIN']);
  });

  test('a player sees the cashier, both toggles, the greeting, Responsible Gaming and LOG OUT', async ({ shell, signIn }) => {
    const { firstName } = await signIn();
    await shell.goto('/lobby/games/');
    await shell.openMobileMenu();
    await expect(shell.mobileMenu.getByRole('switch', { name: 'QUICK PLAY' })).toBeVisible();
    expect(await shell.mobileMenuItems()).toEqual([
      'GAMES',
      'COUPONS',
      'CASHIER',
      'MORE INFO ›',
      'CONTACT SUPPORT',
      'LOBBY JACKPOT QUICK PLAY',
      `Hello, ${firstName}`,
      'Responsible Gaming',
      'LOG OUT',
    ]);
  });

  test('MORE INFO opens the legal submenu with a Back button; the body does not scroll while open', async ({ page, shell }) => {
    await shell.goto('/');
    await shell.openMobileMenu();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await shell.mobileMenu.getByRole('button', { name: 'MORE INFO ›' }).click();
    await expect(shell.moreInfoMenu.getByRole('link')).toHaveCount(11);
    await shell.moreInfoMenu.getByRole('button', { name: '‹ Back' }).click();
    await expect(shell.mobileMenu).toBeVisible();
    await shell.mobileMenu.getByRole('button', { name: 'MORE INFO ›' }).click();
    await shell.moreInfoMenu.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(shell.heading('Privacy Policy')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
    // 500 ms after closing, the menu opens on its main list again.
    await page.waitForTimeout(600);
    await shell.openMobileMenu();
    await expect(shell.mobileMenu.getByRole('link', { name: 'GAMES' })).toBeVisible();
  });

  test("a tap on the menu before the page's code has run is shown as taken, and opens the menu once the page is ready", async ({ shell }) => {
    // The prerendered page is painted, nothing of the site's code has run.
    const releaseEntry = await shell.holdEntry();
    await shell.goto('/');
    await shell.menuButton.tap();
    await expect(shell.menuButton).toHaveAttribute('aria-busy', 'true');
    await expect(shell.mobileMenu).toBeHidden();
    releaseEntry();
    await expect(shell.mobileMenu).toBeVisible();
    await expect(shell.menuButton).not.toHaveAttribute('aria-busy');
    await expect(shell.menuButton).toHaveAccessibleName('Close menu');
  });
});

