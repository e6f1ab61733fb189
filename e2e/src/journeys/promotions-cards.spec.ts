import { expectAccessible } from '../accessibility';
import { expect, test } from '../fixtures';
import { newPlayer } from '../pages/onboarding-modal';
import { createPlayer, deposit, signInAs, spin } from '../provider-sandbox';

const PHONE = { width: 390, height: 844 };

test.describe('promotions: cards and the coupon life cycle', () => {
  test('a visitor sees the default promotions, WELCOME300 first, and SIGN UP NOW redeems the code right after signup', async ({ page, promotions, onboarding }) => {
    await promotions.goto();
    const titles = await promotions.offerTitles();
    expect(titles[0]).toBe('300% Welcome Bonus');
    expect(titles).toContain('500% Boost');
    await expect(promotions.offers.getByRole('button', { name: 'SIGN UP NOW' })).toHaveCount(titles.length);
    await promotions.card('500% Boost').getByRole('button', { name: 'Show terms' }).click();
    await expect(promotions.card('500% Boost').getByText('Max bet', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the promotions page of a visitor');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'the promotions page of a visitor at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    await promotions.card('300% Welcome Bonus').getByRole('button', { name: 'SIGN UP NOW' }).click();
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'casino_coupon');
    expect(cookie?.value).toBe('WELCOME300');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await expect(onboarding.dialog('Sign Up')).toBeVisible();
    const player = newPlayer('coupon');
    await onboarding.signUp(player);
    await expect(onboarding.message(`Welcome, ${player.firstName}! Your account is ready.`)).toBeVisible({ timeout: 20_000 });
    const notice = page.getByRole('status', { name: 'Coupon WELCOME300' });
    await expect(notice).toContainText('Deposit Now to Receive your Bonus!', { timeout: 10_000 });
    await onboarding.button('Start playing').click();
    await promotions.goto();
    await expect(promotions.yourCoupon.getByRole('article', { name: '300% Welcome Bonus' })).toBeVisible();
    await expect(promotions.yourCoupon.getByText('Deposit Now to Receive your Bonus!')).toBeVisible();
    expect((await page.context().cookies()).some((entry) => entry.name === 'casino_coupon')).toBe(false);
  });

  test('a deposit coupon goes to requested, the deposit opens the cashier, and it is cancelled through the dialogue', async ({ page, request, promotions, cashier }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    await promotions.goto();
    const card = promotions.card('150% Deposit Bonus');
    await card.getByRole('button', { name: 'REDEEM' }).click();
    const yours = promotions.yourCoupon.getByRole('article', { name: '150% Deposit Bonus' });
    await expect(yours.getByText('Deposit Now to Receive your Bonus!')).toBeVisible();
    await expect(yours.getByText('Playthrough: awaiting your deposit')).toBeVisible();
    await expectAccessible(page, 'a requested coupon');
    await yours.getByRole('button', { name: 'DEPOSIT' }).click();
    await expect(cashier.modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cashier.modal).toBeHidden();
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'a requested coupon at 390 px');

    await yours.getByRole('button', { name: 'CANCEL' }).click();
    await expect(promotions.cancelDialog).toBeVisible();
    await expectAccessible(page, 'the couponCancel dialogue at 390 px');
    await promotions.cancelDialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(promotions.yourCoupon).toBeHidden();
    await expect(promotions.card('150% Deposit Bonus').getByRole('button', { name: 'REDEEM' })).toBeVisible();
  });

  test('a free-spin coupon is redeemed, its game chosen and played', async ({ page, request, promotions, lobby }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    await promotions.goto();
    await promotions.card('50 Free Spins').getByRole('button', { name: 'REDEEM' }).click();
    const yours = promotions.yourCoupon.getByRole('article', { name: '50 Free Spins' });
    await expect(yours.getByRole('group', { name: 'Choose the game for your free spins' })).toBeVisible();
    await expectAccessible(page, 'a redeemed free-spin coupon with its game choice');
    await yours.getByRole('radio', { name: /Megasaur/ }).check();
    await yours.getByRole('button', { name: 'PLAY NOW' }).click();
    await expect(lobby.gameFrame).toBeVisible({ timeout: 15_000 });
    const game = page.frameLocator('iframe[title$=" game"]');
    await expect(game.getByText('50 free spins left at $0.20 each')).toBeVisible({ timeout: 15_000 });
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.getByText('49 free spins left at $0.20 each')).toBeVisible();
    await promotions.goto();
    await expect(promotions.yourCoupon.getByText(/49 free spins left on Megasaur/)).toBeVisible();
  });

  test('cashback is claimed after losses', async ({ page, request, promotions }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '50.00');
    // Cashback is a share of net losses. Each spin stakes what the player is ahead plus a dollar,
    // so a losing round leaves them a dollar behind; a fixed stake can drift ahead for hundreds of rounds.
    let balance = 50;
    for (let round = 0; round < 200 && balance > 49; round += 1) {
      const stake = Math.min(balance - 49, 100).toFixed(2);
      const answer = await spin(request, player, 'cash-bandits', stake);
      balance = answer.body.balance ?? balance;
    }
    expect(balance).toBeLessThanOrEqual(49);
    await signInAs(page, request, player.login, player.password);
    await promotions.goto();
    await promotions.card('25% Cashback').getByRole('button', { name: 'REDEEM' }).click();
    await expect(promotions.card('25% Cashback').getByRole('status')).toContainText('cashback has been added to your balance.');
    await expectAccessible(page, 'a card overlay after a cashback claim');
  });

  test('an invalid code stays in the box, with the best offer and live chat', async ({ page, request, promotions, chat }) => {
    const player = await createPlayer(request);
    await signInAs(page, request, player.login, player.password);
    await promotions.goto();
    await promotions.enterCode('nosuchcode');
    await expect(promotions.invalidCode).toContainText('NOSUCHCODE is not a valid coupon code.');
    await expect(promotions.couponCode).toHaveValue('NOSUCHCODE');
    await expect(promotions.invalidCode.getByRole('article').getByRole('button', { name: 'REDEEM' })).toBeVisible();
    await expectAccessible(page, 'the invalid code answer');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'the invalid code answer at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await promotions.invalidCode.getByRole('button', { name: 'live chat' }).click();
    await expect(chat.panel).toBeVisible();
  });

  test('promo= opens its card and scrolls to it', async ({ page, promotions }) => {
    await page.goto('/?promo=fixed50');
    await expect(page).toHaveURL(/\/lobby\/promotions\/\?promo=fixed50$/);
    const card = promotions.card('$50 Deposit Bonus');
    await expect(card.getByRole('button', { name: 'Hide terms' })).toBeVisible();
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    await page.goto('/lobby/promotions/?promo=unknown1');
    await expect(page.getByText('The promotion UNKNOWN1 is not available.')).toBeVisible();
  });
});
