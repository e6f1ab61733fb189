import { expect, test } from '../fixtures';
import { balanceCents, createPlayer, deposit, redeemFreeSpins, saferGamblingState, signInAs, spinRounds } from '../provider-sandbox';

const LOSS_REFUSAL = /^This bet could take you past your loss limit\. You can lose \$5\.00 more until .+ ET\.$/;
const LOSS_REACHED = /^You have reached your loss limit\. You can play for money again from .+ ET\.$/;

test.describe('loss limits', () => {
  test('a $5 daily loss limit stops paid play once $5 is lost, in the game and at launch, while free spins still play', async ({
    page, request, lobby, responsibleGaming,
  }) => {
    const player = await createPlayer(request);
    await deposit(request, player, '20.00');
    await signInAs(page, request, player.login, player.password);
    await responsibleGaming.goto();
    await responsibleGaming.setLimit('Daily loss limit', '5');
    await expect(responsibleGaming.limit('Daily loss limit')).toContainText('$5.00');

    // A stake larger than the whole limit is refused in the frame with the reason; nothing is taken.
    const { game, bet } = await lobby.playSlot('Golden Gorilla');
    await bet.selectOption({ index: 5 });
    expect(Number(await bet.inputValue())).toBeGreaterThan(5);
    const before = await balanceCents(request, player);
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.getByRole('status')).toHaveText(LOSS_REFUSAL);
    expect(await balanceCents(request, player)).toBe(before);

    // Paid rounds until the provider refuses one: dollars, then cents, so the loss ends exactly at the limit.
    // Each stake is what is left of the limit (whole dollars, then cents; at least one): a player the
    // slot puts ahead is further from the limit, and a fixed stake could play thousands of rounds first.
    const playUntilRefused = async (stakeOf: (leftCents: number) => string) => {
      for (let round = 0; round < 500; round += 1) {
        const left = (await saferGamblingState(request, player)).loss.remaining ?? 0;
        const { refusal } = await spinRounds(request, player, 'golden-gorilla', stakeOf(left), 1);
        if (refusal !== undefined) return refusal;
      }
      return undefined;
    };
    expect(await playUntilRefused((left) => `${Math.min(100, Math.max(1, Math.floor(left / 100)))}.00`)).toMatch(/loss limit/);
    expect(await playUntilRefused((left) => (Math.max(1, left) / 100).toFixed(2))).toMatch(LOSS_REACHED);
    const state = await saferGamblingState(request, player);
    expect(state.limits.find((limit) => limit.kind === 'loss' && limit.period === 'day')?.used).toBe(500);
    expect(state.loss.remaining).toBe(0);

    // The smallest stake is refused in the frame now, and the game no longer launches for money.
    await bet.selectOption({ index: 0 });
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.getByRole('status')).toHaveText(LOSS_REACHED);
    await page.getByRole('button', { name: 'Close game' }).click();
    await lobby.playButton('Golden Gorilla').click();
    await expect(lobby.gameDialog('Golden Gorilla').getByRole('alert')).toHaveText(LOSS_REACHED, { timeout: 15_000 });
    await lobby.gameDialog('Golden Gorilla').getByRole('button', { name: 'Close' }).last().click();

    // Free spins stake nothing, so they still play.
    await redeemFreeSpins(request, player, 'FREESPINS50', 'cash-bandits');
    await lobby.search.fill('Cash Bandits');
    await lobby.playButton('Cash Bandits').click();
    await expect(game.getByText('50 free spins left at $0.20 each')).toBeVisible({ timeout: 15_000 });
    await game.getByRole('button', { name: 'SPIN' }).click();
    await expect(game.getByRole('status')).toContainText('Free spin! 49 left.');
  });
});
