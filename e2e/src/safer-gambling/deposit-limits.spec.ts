import { expect, test } from '../fixtures';
import { Cashier, TEST_CARDS } from '../pages/cashier';
import { ResponsibleGaming } from '../pages/onboarding-modal';
import { advanceProviderClock, completeProfile, createPlayer, saferGamblingState, signInAs } from '../provider-sandbox';

const DAY_PLUS_A_MINUTE = 24 * 60 + 1;

test.describe('deposit limits', () => {
  test('a $20 daily limit refuses $30 and takes $20; a raise to $100 waits 24 hours, is confirmed, then $50 goes through', async ({
    page, request, cashier, responsibleGaming,
  }) => {
    const player = await createPlayer(request);
    await completeProfile(request, player);
    await signInAs(page, request, player.login, player.password);

    await responsibleGaming.goto();
    await responsibleGaming.setLimit('Daily deposit limit', '20');
    await expect(responsibleGaming.limit('Daily deposit limit')).toContainText('$20.00');

    // The cashier says what may still be deposited before the cashier tab opens; the tab refuses more.
    await cashier.openFromNavigation();
    await expect(cashier.modal.getByText(/^Your deposit limit allows \$20\.00 more until .+ ET\.$/)).toBeVisible({ timeout: 15_000 });
    const tab = await cashier.depositInNewTab(page.context());
    await tab.payByCard('30.00', TEST_CARDS.approved);
    await expect(tab.error).toContainText(/Your deposit limit allows \$20\.00 more until .+ ET\./);
    await expect(tab.amount).toHaveValue('30.00');
    await tab.payByCard('20.00', TEST_CARDS.approved);
    await tab.page.waitForEvent('close', { timeout: 20_000 });
    await expect(cashier.balance('$20.00')).toBeVisible();

    // With nothing left, the cashier says from when and opens no tab.
    await expect(cashier.modal.getByText(/^You have reached your deposit limit\. You can deposit again from .+ ET\.$/)).toBeVisible({ timeout: 15_000 });
    await expect(cashier.depositButton).toBeDisabled();
    expect((await saferGamblingState(request, player)).deposit.remaining).toBe(0);
    await cashier.modal.getByRole('button', { name: 'Close' }).click();

    // A raise waits out the cooling-off; the old limit stays in force meanwhile.
    await responsibleGaming.goto();
    await responsibleGaming.setLimit('Daily deposit limit', '100');
    await expect(responsibleGaming.limit('Daily deposit limit')).toContainText(/Change to \$100\.00 pending: you can confirm it from .+ ET/);
    await expect(responsibleGaming.confirmButton('Daily deposit limit')).toHaveCount(0);
    expect((await saferGamblingState(request, player)).deposit.remaining).toBe(0);

    // A day later (the provider's clock moved on) the player logs in again and confirms it.
    await advanceProviderClock(request, DAY_PLUS_A_MINUTE);
    const nextDay = await page.context().newPage();
    const again = await signInAs(nextDay, request, player.login, player.password);
    const later = new ResponsibleGaming(nextDay);
    await later.goto();
    await later.confirmButton('Daily deposit limit').click();
    await expect(later.limit('Daily deposit limit')).toContainText('$100.00');
    await expect(later.limit('Daily deposit limit')).not.toContainText('pending');

    const laterCashier = new Cashier(nextDay);
    await laterCashier.openFromNavigation();
    await expect(laterCashier.modal.getByText(/^Your deposit limit allows \$100\.00 more until .+ ET\.$/)).toBeVisible({ timeout: 15_000 });
    const nextTab = await laterCashier.depositInNewTab(nextDay.context());
    await nextTab.payByCard('50.00', TEST_CARDS.approved);
    await nextTab.page.waitForEvent('close', { timeout: 20_000 });
    await expect(laterCashier.balance('$70.00')).toBeVisible();
    expect((await saferGamblingState(request, { pid: player.pid, token: again.token })).deposit.remaining).toBe(5000);
  });

  test('a $0 daily deposit limit makes the cashier refuse any deposit at once', async ({ page, request, cashier, responsibleGaming }) => {
    const player = await createPlayer(request);
    await completeProfile(request, player);
    await signInAs(page, request, player.login, player.password);

    await responsibleGaming.goto();
    await responsibleGaming.setLimit('Daily deposit limit', '0');
    await expect(responsibleGaming.limit('Daily deposit limit')).toContainText('Your daily deposit limit is now $0.00.');
    expect((await saferGamblingState(request, player)).deposit.remaining).toBe(0);

    await cashier.openFromNavigation();
    await expect(cashier.modal.getByText(/^You have reached your deposit limit\. You can deposit again from .+ ET\.$/)).toBeVisible({ timeout: 15_000 });
    await expect(cashier.depositButton).toBeDisabled();
  });
});
