import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DESKTOP, PHONE, accessibleAtBothWidths, snap } from '../screens';
import { TEST_CARDS } from '../pages/cashier';
import { HostDesk } from '../pages/host-desk';
import { PROVIDER_URL, createDepositor, deposit, mailbox, requestCoupon, signInAs, type SandboxPlayer } from '../provider-sandbox';

/** A 1×1 PNG: a photo ID the provider reads as a picture. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The player's own details with the sandbox's test value for the SSN's last four digits (README "Payouts"). */
async function verifyWithSandboxValues(request: APIRequestContext, player: SandboxPlayer): Promise<void> {
  const headers = { 'X-Session-Token': player.token };
  const account = (await (await request.get(`${PROVIDER_URL}/937/players/${player.pid}`, { headers })).json()) as {
    contact: { first_name: string; last_name: string }; birth_date: string;
  };
  const answer = await request.post(`${PROVIDER_URL}/937/players/${player.pid}/verification`, {
    headers,
    data: {
      legal_first_name: account.contact.first_name, legal_last_name: account.contact.last_name, birth_date: account.birth_date,
      address_1: '1 Journey Road', city: 'Reno', state: 'NV', zip: '89501', ssn_last4: '1234',
    },
  });
  expect(((await answer.json()) as { status: string }).status).toBe('verified');
}

test.describe('withdrawals: verification, the Withdraw tab, the desk and the statement', () => {
  // Two widths, several axe runs and a deposit in the sandbox tab, on a 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('a new player deposits $50, is asked to verify, verifies, requests $20, cancels it, requests again, a host approves, it is paid and on the statement', async ({
    page, context, request, cashier, shell, verification, responsibleGaming,
  }) => {
    const player = await createDepositor(request, { complete: true });
    await signInAs(page, request, player.login, player.password);
    await page.goto('/lobby/games/');
    await cashier.openFromNavigation();
    const sandbox = await cashier.depositInNewTab(context);
    await sandbox.payByCard('50', TEST_CARDS.approved);
    await sandbox.page.waitForEvent('close', { timeout: 20_000 });
    await expect(cashier.balance('$50.00')).toBeVisible();

    let withdraw = await cashier.openWithdraw();
    await expect(withdraw.figure('Withdrawable')).toHaveText('$50.00');
    await expect(withdraw.figure('Total')).toHaveText('$50.00');
    await expect(withdraw.card).toBeChecked();
    await expect(withdraw.tracker.getByText('You have no withdrawals yet.')).toBeVisible();
    await accessibleAtBothWidths(page, 'withdraw tab');

    // Under the minimum: said at once, nothing sent.
    await withdraw.request('10', player.password);
    await expect(withdraw.form.getByText('The smallest withdrawal is $20.00.')).toBeVisible();

    // The first withdrawal asks who the player is: the link leads to My Account › Verification.
    await withdraw.request('20', player.password);
    await expect(withdraw.answer).toContainText('Please verify your identity before your first withdrawal.');
    await withdraw.answer.getByRole('link', { name: 'Verify your identity' }).click();
    await expect(verification.heading).toBeVisible();
    await verification.expectStatus('Not verified');
    // The form starts from the account's name, birth date and address; the sandbox's test value for the SSN's last four digits verifies.
    await verification.detailsForm.getByLabel('Last four digits of your SSN').fill('1234');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/verification') && response.request().method() === 'POST'),
      verification.detailsForm.getByRole('button', { name: 'Verify My Identity' }).click(),
    ]);
    await verification.expectStatus('Verified');
    await accessibleAtBothWidths(page, 'verification verified');

    await page.goto('/lobby/games/');
    await cashier.openFromNavigation();
    withdraw = await cashier.openWithdraw();
    await withdraw.request('20', player.password);
    await expect(withdraw.answer).toHaveText('Your withdrawal of $20.00 was requested. You can cancel it until it is approved.');
    const row = withdraw.row('$20.00');
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();
    await expect(row).toContainText('To the card of your last deposit');
    await expect(withdraw.figure('Withdrawable')).toHaveText('$30.00');
    await expect(withdraw.figure('Pending withdrawals')).toHaveText('$20.00');
    // The navigation's total leaves out what is on its way out.
    await expect(page.getByLabel('Balance')).toHaveText('$30.00');
    await expect(withdraw.password).toHaveValue('');
    await accessibleAtBothWidths(page, 'withdraw tab with a requested withdrawal', PHONE);

    // On a phone: Cancel, confirmed, and the money is withdrawable again.
    await withdraw.cancel('$20.00');
    await expect(withdraw.tracker.getByText('Your withdrawal of $20.00 was cancelled; the money is back in your balance.')).toBeVisible();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await expect(withdraw.figure('Withdrawable')).toHaveText('$50.00');
    await expect(page.getByLabel('Balance')).toHaveText('$50.00');
    await accessibleAtBothWidths(page, 'withdraw tab with a cancelled withdrawal', PHONE);

    // The navigation's balance keeps the total and tells what is withdrawable.
    await page.keyboard.press('Escape');
    await expect(cashier.modal).toBeHidden();
    await shell.openBalanceBreakdown();
    await expect(shell.balanceFigure('Cash')).toHaveText('$50.00');
    await expect(shell.balanceFigure('Bonus')).toHaveText('$0.00');
    await expect(shell.balanceFigure('Withdrawable')).toHaveText('$50.00');
    await snap(page, 'navigation balance breakdown-390');
    await page.setViewportSize(DESKTOP);
    await expect(shell.balanceFigure('Withdrawable')).toBeVisible();
    await snap(page, 'navigation balance breakdown-1280');

    // Asked again, approved by a host at the desk, paid by the sandbox's processor, and on the statement.
    await cashier.openFromNavigation();
    withdraw = await cashier.openWithdraw();
    await withdraw.request('25', player.password);
    await expect(withdraw.row('$25.00').getByText('Requested', { exact: true })).toBeVisible();
    const deskPage = await context.newPage();
    const desk = new HostDesk(deskPage);
    await desk.signIn('anna');
    await desk.approve(desk.withdrawal(player.login, '$25.00'), 'Approved the withdrawal of $25.00.');
    await deskPage.close();
    // The tracker reads again while a withdrawal is on its way; the sandbox pays 10 s after the approval.
    await expect(withdraw.row('$25.00').getByText('Paid', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(withdraw.figure('Withdrawable')).toHaveText('$25.00');
    await page.keyboard.press('Escape');
    await responsibleGaming.gotoActivity();
    await expect(responsibleGaming.statementBalance).toContainText('Deposits $50.00 − withdrawals $25.00 + net result $0.00 = change of balance $25.00');
    await accessibleAtBothWidths(page, 'activity with a paid withdrawal');
    // The fixture's axe audit runs on this last state, at 1280 and 390 px.
  });

  test('with WELCOME300\'s bonus in play only the cash is withdrawable, and the player is warned before forfeiting it', async ({ page, request, cashier }) => {
    const player = await createDepositor(request, { complete: true });
    await verifyWithSandboxValues(request, player);
    await requestCoupon(request, player, 'WELCOME300');
    await deposit(request, player, '50');
    await signInAs(page, request, player.login, player.password);
    await page.goto('/lobby/games/');
    await cashier.openFromNavigation();
    const withdraw = await cashier.openWithdraw();
    await expect(withdraw.figure('Withdrawable')).toHaveText('$50.00');
    await expect(withdraw.figure('Bonus funds')).toHaveText('$150.00');
    await expect(withdraw.figure('Total')).toHaveText('$200.00');
    // Warned before anything is sent: the coupon's bonus would be forfeited.
    await expect(withdraw.form.getByText('Your bonus will be forfeited')).toBeVisible();
    await expect(withdraw.forfeitAndWithdraw).toBeVisible();
    await accessibleAtBothWidths(page, 'withdraw tab with a bonus in play');
    await withdraw.request('20', player.password);
    await expect(withdraw.answer).toContainText('Your withdrawal of $20.00 was requested.');
    await expect(withdraw.figure('Withdrawable')).toHaveText('$30.00');
    await expect(withdraw.figure('Bonus funds')).toHaveCount(0);
  });

  test('a photo ID a host rejects tells the player why; a self-exclusion returns the cash on its own', async ({ page, context, request, verification, responsibleGaming }) => {
    const player = await createDepositor(request, { complete: true });
    await deposit(request, player, '50');
    await signInAs(page, request, player.login, player.password);
    await verification.goto();
    await verification.detailsForm.getByLabel('Last four digits of your SSN').fill('0000');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/verification') && response.request().method() === 'POST'),
      verification.detailsForm.getByRole('button', { name: 'Verify My Identity' }).click(),
    ]);
    await verification.expectStatus('Photo ID needed');
    await verification.uploadDocument({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await verification.expectStatus('In review');

    const deskPage = await context.newPage();
    const desk = new HostDesk(deskPage);
    await desk.signIn('ben');
    await desk.reject(desk.photoId(player.login), 'The picture is too small to read.', `Rejected: ${player.login} reads your reason.`);
    await deskPage.close();

    await verification.goto();
    await verification.expectStatus('Document not accepted');
    await expect(verification.reason).toHaveText('Reason: The picture is too small to read.');
    await accessibleAtBothWidths(page, 'verification rejected');

    // Self-excluded: every session ends, and the provider sends the $50 back to the card of the last deposit by itself.
    await responsibleGaming.goto();
    await responsibleGaming.selfExclude('6 months');
    await expect.poll(async () => (await mailbox(request, `${player.login}@example.com`)).map((mail) => mail.subject), { timeout: 20_000 })
      .toContain('Your balance is on its way back');
    const mail = (await mailbox(request, `${player.login}@example.com`)).find((entry) => entry.subject === 'Your balance is on its way back');
    expect(mail?.body).toContain('$50.00');
  });
});
