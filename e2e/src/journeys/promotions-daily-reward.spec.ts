import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';
import { createPlayer, deposit, signInAs } from '../provider-sandbox';

test.use({ dailyReward: 'shown' });

test.describe('promotions: the daily login reward', () => {
  test('is offered after login on any page and redeemed', async ({ page, request, promotions, lobby }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    await lobby.goto();
    await expect(promotions.dailyReward).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page, 'the daily reward popup');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'the daily reward popup at 390 px');
    await promotions.dailyReward.getByRole('button', { name: 'Redeem' }).click();
    await expect(promotions.dailyReward.getByRole('status')).toHaveText('$2.00 has been added to your balance.');
    await promotions.dailyReward.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await page.reload();
    await expect(lobby.categories).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(promotions.dailyReward).toBeHidden();
  });

  test('Dismiss keeps it away for the rest of the day', async ({ page, request, promotions }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    await promotions.goto();
    await expect(promotions.dailyReward).toBeVisible({ timeout: 10_000 });
    await promotions.dailyReward.getByRole('button', { name: 'Dismiss' }).click();
    await expect(promotions.dailyReward).toBeHidden();
    await page.reload();
    await expect(promotions.heading).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(promotions.dailyReward).toBeHidden();
  });

  test('is not shown while a game is open, and Escape closes it', async ({ page, request, promotions, lobby }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '20.00');
    // Hold the provider's checklogin answer until a game is open.
    let release: (() => void) | null = null;
    await page.routeWebSocket(/\/ws\?/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (release === null) release = () => socket.send(message);
        else socket.send(message);
      });
    });
    await signInAs(page, request, player.login, player.password);
    await lobby.goto();
    await lobby.category('Slots').click();
    await lobby.playButton('Cash Bandits').click();
    await expect(lobby.gameFrame).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => release !== null).toBe(true);
    release!();
    await page.waitForTimeout(1000);
    await expect(promotions.dailyReward).toBeHidden();
    await page.getByRole('button', { name: 'Close game' }).click();
    await expect(lobby.gameFrame).toBeHidden();
    await expect(promotions.dailyReward).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(promotions.dailyReward).toBeHidden();
  });
});
