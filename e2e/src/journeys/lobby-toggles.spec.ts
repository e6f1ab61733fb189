import { expect, test } from '../fixtures';
import { signInAs } from '../provider-sandbox';

test.describe('lobby jackpot and QuickPlay', () => {
  test('a player opts in to the lobby jackpot through the confirmation, and out again', async ({ lobby, signIn, page }) => {
    await signIn();
    await lobby.goto();
    await expect(lobby.jackpot).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(lobby.jackpotSwitch).toHaveAttribute('aria-checked', 'false');

    await lobby.jackpotSwitch.click();
    const optIn = page.getByRole('dialog', { name: 'Join the Lobby Jackpot' });
    await expect(optIn).toContainText('While opted in, a compulsory 0.01 USD is taken from your balance after every spin.');
    await optIn.getByRole('button', { name: 'Cancel' }).click();
    await expect(lobby.jackpotSwitch).toHaveAttribute('aria-checked', 'false');

    await lobby.jackpotSwitch.click();
    await optIn.getByRole('button', { name: 'Opt in' }).click();
    await expect(lobby.jackpotSwitch).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(lobby.jackpotSwitch).toHaveAttribute('aria-checked', 'true');

    await lobby.jackpotSwitch.click();
    await page.getByRole('dialog', { name: 'Leave the Lobby Jackpot' }).getByRole('button', { name: 'Opt out' }).click();
    await expect(lobby.jackpotSwitch).toHaveAttribute('aria-checked', 'false');
  });

  test('a player of a blocked class without a first deposit is not offered the jackpot', async ({ lobby, page, request }) => {
    await signInAs(page, request, 'newlowmargin');
    await lobby.goto();
    await expect(lobby.jackpot).toContainText('LOBBY JACKPOT');
    await expect(lobby.games.getByRole('listitem').first()).toBeVisible();
    await expect(lobby.jackpot.getByRole('switch')).toHaveCount(0);
  });

  test.describe('in the mobile menu at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('QUICK PLAY opts in and out, and the choice is kept', async ({ shell, signIn, page }) => {
      await signIn();
      await shell.goto('/lobby/games/');
      await shell.openMobileMenu();
      const quickPlay = shell.mobileMenu.getByRole('switch', { name: 'QUICK PLAY' });
      await expect(quickPlay).toHaveAttribute('aria-checked', 'false');
      const saved = page.waitForResponse((response) => response.url().endsWith('/accounts/quick') && response.request().method() === 'POST');
      await quickPlay.click();
      expect((await saved).ok()).toBe(true);
      await expect(quickPlay).toHaveAttribute('aria-checked', 'true');

      await page.reload();
      await shell.openMobileMenu();
      await expect(shell.mobileMenu.getByRole('switch', { name: 'QUICK PLAY' })).toHaveAttribute('aria-checked', 'true');
      await shell.mobileMenu.getByRole('switch', { name: 'QUICK PLAY' }).click();
      await expect(shell.mobileMenu.getByRole('switch', { name: 'QUICK PLAY' })).toHaveAttribute('aria-checked', 'false');
    });
  });
});
