import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';
import { advanceProviderClock, createPlayer, deposit, signInAs, spin } from '../provider-sandbox';

test.describe('reality check', () => {
  test('every 15 minutes it shows the session over a running game, and no paid round starts until it is answered', async ({
    page, request, lobby, responsibleGaming,
  }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '20.00');
    // The browser's timers run on a clock the journey can move, as the provider's does.
    await page.clock.install();
    await signInAs(page, request, player.login, player.password);
    await responsibleGaming.goto();
    await responsibleGaming.realityCheckEvery('15 minutes');

    const slot = await lobby.playSlot('Golden Gorilla');
    await slot.bet.selectOption('1.00');
    await slot.spin.click();
    await expect(slot.status).toHaveText(/^(You win \$[\d.,]+!|No win)/);

    await advanceProviderClock(request, 15);
    await page.clock.fastForward('01:05');
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 15_000 });
    await expect(check).toContainText('You have been logged in for 15 minutes');
    await expect(check).toContainText('Total staked $1.00');
    await expect(check.getByRole('button', { name: 'View activity' })).toBeVisible();
    await expect(check.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'the reality check over a game');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(check.getByRole('button', { name: 'Continue' })).toBeInViewport();
    await expectAccessible(page, 'the reality check over a game at 390 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // However the round is asked for, the provider refuses it until the check is answered.
    const refused = await spin(request, player, 'golden-gorilla', '1.00');
    expect(refused).toMatchObject({ status: 403, body: { errorMessage: 'Please answer the reality check before you play on.' } });

    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();
    await slot.spin.click();
    await expect(slot.status).toHaveText(/^(You win \$[\d.,]+!|No win)/);
  });
});
