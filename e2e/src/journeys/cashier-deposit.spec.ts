import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { accessibleAtBothWidths } from '../screens';
import { TEST_CARDS, type SandboxCashier } from '../pages/cashier';
import { createDepositor, requestCoupon, signInAs, type SandboxPlayer } from '../provider-sandbox';

async function signInToLobby(page: Page, request: Parameters<typeof signInAs>[1], player: SandboxPlayer): Promise<void> {
  await signInAs(page, request, player.login, player.password);
  await page.goto('/lobby/games/');
}

/** The sandbox tab goes back to the site's landing page, which closes itself. */
async function finishInSandbox(sandbox: SandboxCashier): Promise<void> {
  await sandbox.page.waitForEvent('close', { timeout: 20_000 });
}

test.describe('cashier: deposits through the sandbox cashier', () => {
  // Each journey checks several screens with axe at two widths, on a 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a new player with no money sees INSUFFICIENT FUNDS with deposit and coupon options', async ({ page, request, cashier }) => {
    const player = await createDepositor(request, { complete: true });
    await signInToLobby(page, request, player);
    await cashier.openFromNavigation();
    await expect(cashier.status('INSUFFICIENT FUNDS')).toBeVisible();
    await expect(cashier.balance('$0.00')).toBeVisible();
    await expect(cashier.depositButton).toBeVisible();
    await cashier.modal.getByRole('button', { name: 'Choose a coupon' }).click();
    await expect(cashier.modal.getByRole('list', { name: 'Coupons for your deposit' }).getByText('300% Welcome Bonus (WELCOME300)')).toBeVisible();
    await accessibleAtBothWidths(page, 'cashier INSUFFICIENT FUNDS with coupon choice');
    await cashier.modal.getByRole('tab', { name: 'Coupons' }).click();
    await expect(cashier.modal.getByText('You have no active coupon. Choose one to go with your next deposit.')).toBeVisible();
    await accessibleAtBothWidths(page, 'cashier coupons tab');
  });

  test('a complete profile deposits $50 with a test card in the sandbox tab and sees $50.00 in the first tab without reloading', async ({ page, context, request, cashier }) => {
    const player = await createDepositor(request, { complete: true });
    await signInToLobby(page, request, player);
    await cashier.openFromNavigation();
    await expect(cashier.status('INSUFFICIENT FUNDS')).toBeVisible();
    const sandbox = await cashier.depositInNewTab(context);
    await expect(cashier.inProgress).toBeVisible();
    await expect(sandbox.card).toBeChecked();
    await accessibleAtBothWidths(sandbox.page, 'sandbox cashier');
    await accessibleAtBothWidths(page, 'cashier deposit in progress');
    let reloaded = false;
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) reloaded = true; });
    await sandbox.payByCard('50', TEST_CARDS.approved);
    await finishInSandbox(sandbox);
    await expect(cashier.balance('$50.00')).toBeVisible();
    await expect(cashier.status('ACTIVE BALANCE')).toBeVisible();
    await expect(cashier.modal.getByText('Welcome back. Your balance and coupon are up to date.')).toBeVisible();
    await expect(page.getByLabel('Balance')).toHaveText('$50.00');
    expect(reloaded).toBe(false);
    await accessibleAtBothWidths(page, 'cashier ACTIVE BALANCE after deposit');
  });

  test('a deposit with WELCOME300 requested credits the deposit and the bonus and shows the coupon as redeemed', async ({ page, context, request, cashier }) => {
    const player = await createDepositor(request, { complete: true });
    await requestCoupon(request, player, 'WELCOME300');
    await signInToLobby(page, request, player);
    await cashier.openFromNavigation();
    await expect(cashier.status('COUPON REQUESTED')).toBeVisible();
    await expect(cashier.activeCoupon.getByText('Deposit Now to Receive your Bonus!')).toBeVisible();
    await expect(cashier.activeCoupon.getByText('300% bonus up to $3,000')).toBeVisible();
    await accessibleAtBothWidths(page, 'cashier coupon requested');
    const sandbox = await cashier.depositInNewTab(context);
    await sandbox.payByCard('50', TEST_CARDS.approved);
    await finishInSandbox(sandbox);
    await expect(cashier.balance('$200.00')).toBeVisible();
    await expect(cashier.status('COUPON REDEEMED')).toBeVisible();
    await expect(cashier.activeCoupon.getByText('redeemed', { exact: true })).toBeVisible();
    await expect(cashier.activeCoupon.getByText('Bonus credited: $150')).toBeVisible();
    await expect(cashier.activeCoupon.getByRole('progressbar', { name: 'Playthrough: $0 of $6,000 played' })).toBeVisible();
    await accessibleAtBothWidths(page, 'cashier coupon redeemed');
  });

  test('a declined card leaves the balance unchanged with a clear message', async ({ page, context, request, cashier }) => {
    const player = await createDepositor(request, { complete: true });
    await signInToLobby(page, request, player);
    await cashier.openFromNavigation();
    const sandbox = await cashier.depositInNewTab(context);
    await sandbox.payByCard('50', TEST_CARDS.declined);
    await expect(sandbox.error).toContainText('Deposit not made. Your card was declined. No money was taken: try another card, or bitcoin.');
    await expect(sandbox.cardNumber).toHaveValue(TEST_CARDS.declined);
    await accessibleAtBothWidths(sandbox.page, 'sandbox cashier declined card');
    await sandbox.page.close();
    await page.bringToFront();
    await cashier.modal.getByRole('button', { name: 'Check my balance' }).click();
    await expect(cashier.balance('$0.00')).toBeVisible();
    await expect(cashier.status('INSUFFICIENT FUNDS')).toBeVisible();
  });

  test('a bitcoin deposit from /bitcoin/ opens the cashier with bitcoin chosen', async ({ page, context, request, cashier }) => {
    const player = await createDepositor(request, { complete: true });
    await signInAs(page, request, player.login, player.password);
    await page.goto('/bitcoin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin Deposits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to deposit, step by step' })).toBeVisible();
    await accessibleAtBothWidths(page, 'bitcoin page');
    const sandbox = await cashier.depositInNewTab(context, page.getByRole('button', { name: 'Deposit with Bitcoin' }));
    await expect(sandbox.bitcoin).toBeChecked();
    await sandbox.amount.fill('75');
    await sandbox.submit.click();
    await finishInSandbox(sandbox);
    await expect(page.getByText('Welcome back. Your balance and coupon are up to date.')).toBeVisible();
    await expect(page.getByLabel('Balance')).toHaveText('$75.00');
  });

  test('an incomplete profile gets the moreDetails form first, then the deposit goes on', async ({ page, context, request, cashier, onboarding }) => {
    const player = await createDepositor(request, { complete: false });
    await signInToLobby(page, request, player);
    await cashier.openFromNavigation();
    await cashier.depositButton.click();
    await expect(onboarding.dialog('Account Details')).toBeVisible();
    await expect(cashier.modal).toBeHidden();
    await onboarding.field('Address').fill('1 Journey Road');
    await onboarding.field('City').fill('Reno');
    await onboarding.field('Country').selectOption('US');
    await onboarding.field('State').selectOption('NV');
    await onboarding.field('Zip code').fill('89501');
    // The wizard may advance by itself once the page is valid (SPEC §4 Onboarding wizard).
    if (await onboarding.button('Next').isVisible()) await onboarding.button('Next').click();
    await onboarding.page.getByRole('dialog').getByRole('radio', { name: 'Female' }).check();
    await onboarding.button('Save Details').click();
    await expect(onboarding.message('Thank you. Your account details are saved.')).toBeVisible();
    const sandbox = await cashier.depositInNewTab(context, onboarding.button('Continue to Deposit'));
    await expect(cashier.inProgress).toBeVisible();
    await sandbox.payByCard('25', TEST_CARDS.approved);
    await finishInSandbox(sandbox);
    await expect(cashier.balance('$25.00')).toBeVisible();
  });
});
