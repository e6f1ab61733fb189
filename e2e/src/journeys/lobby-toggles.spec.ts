import { expect, test } from '../fixtures';
import { TEST_CARDS } from '../pages/cashier';
import { createDepositor, signInAs } from '../provider-sandbox';

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

  test('a new player is offered the jackpot once their first deposit lands, without logging in again', async ({ lobby, cashier, page, context, request }) => {
    test.setTimeout(90_000);
    // Signed up, class Unverified / Non Dep, no deposit yet: blocked (SPEC §6).
    const player = await createDepositor(request, { complete: true });
    await signInAs(page, request, player.login, player.password);
    await lobby.goto();
    await expect(lobby.games.getByRole('listitem').first()).toBeVisible();
    await expect(lobby.jackpot).toContainText('LOBBY JACKPOT');
    await expect(lobby.jackpot.getByRole('switch')).toHaveCount(0);

    await cashier.openFromNavigation();
    const sandbox = await cashier.depositInNewTab(context);
    await sandbox.payByCard('20', TEST_CARDS.approved);
    await sandbox.page.waitForEvent('close', { timeout: 20_000 });
    await expect(page.getByLabel('Balance')).toHaveText('$20.00');
    await page.keyboard.press('Escape');
    await expect(cashier.modal).toBeHidden();
    // Players with a first deposit are never blocked: the lobby asks the provider again after the deposit.
    await expect(lobby.jackpotSwitch).toHaveAttribute('aria-checked', 'false');
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
