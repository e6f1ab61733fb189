import { expect, test } from '../fixtures';
import { signInAs } from '../pages/lobby-page';
import { activeCoupon, balanceCents, createPlayer, deposit, redeemFreeSpins, spin } from '../provider-sandbox';

test.describe('money in play', () => {
  test('a free-spin coupon plays on its game for nothing and counts down, with no balance needed', async ({ page, request, lobby }) => {
    const player = await createPlayer(request);
    await redeemFreeSpins(request, player, 'FREESPINS50', 'cash-bandits');
    await signInAs(page, request, player.login, player.password);
    await lobby.goto();
    await expect(page.getByLabel('Balance')).toHaveText('$0.00');

    await lobby.category('Slots').click();
    await lobby.playButton('Cash Bandits').click();
    const game = page.frameLocator('iframe[title$=" game"]');
    await expect(game.getByText('50 free spins left at $0.20 each')).toBeVisible({ timeout: 15_000 });
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.getByText('49 free spins left at $0.20 each')).toBeVisible();
    await expect(game.getByRole('status')).toContainText('Free spin! 49 left.');
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.getByText('48 free spins left at $0.20 each')).toBeVisible();

    expect((await activeCoupon(request, player)).spins_remaining).toBe(48);
    // Free spins stake nothing: whatever the balance is now, it is only winnings.
    const recall = game.getByRole('button', { name: 'History' });
    await recall.click();
    await expect(game.getByRole('cell', { name: '$0.00 (free)' })).toHaveCount(2);
  });

  test('a bet above the balance is refused in the game with the insufficient-funds message, and nothing is taken', async ({ page, request, lobby }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '10.00');
    await signInAs(page, request, player.login, player.password);
    await lobby.goto();
    await lobby.search.fill('Jacks or Better 100');
    await lobby.playButton('Jacks or Better 100 Hand').click();
    const game = page.frameLocator('iframe[title$=" game"]');
    const bet = game.getByRole('combobox', { name: 'Bet per hand' });
    await expect(bet).toBeEnabled({ timeout: 15_000 });
    await bet.selectOption({ label: '$0.25 × 100' });
    await game.getByRole('button', { name: 'DEAL' }).click();
    await expect(game.getByRole('status')).toHaveText('You do not have sufficient funds to play this game.');
    await expect(game.getByRole('button', { name: 'DEAL' })).toBeVisible();
    expect(await balanceCents(request, player)).toBe(1000);
    await page.getByRole('button', { name: 'Close game' }).click();
    await expect(page.getByLabel('Balance')).toHaveText('$10.00');
  });

  test('bets placed at once on one account never overdraw it: each is paid or refused whole', async ({ request }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '10.00');
    const answers = await Promise.all(Array.from({ length: 30 }, () => spin(request, player, 'cash-bandits', '1.00')));
    const settled = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(settled.length).toBeGreaterThanOrEqual(10);
    for (const answer of refused) {
      expect(answer.status).toBe(402);
      expect(answer.body.errorMessage).toBe('You do not have sufficient funds to play this game.');
    }
    const wins = settled.reduce((total, answer) => total + Math.round((answer.body.win ?? 0) * 100), 0);
    const final = await balanceCents(request, player);
    expect(final).toBe(1000 - settled.length * 100 + wins);
    expect(final).toBeGreaterThanOrEqual(0);
  });
});
