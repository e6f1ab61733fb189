import { readFile } from 'node:fs/promises';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { LobbyPage } from '../pages/lobby-page';
import { accessibleAtBothWidths } from '../screens';
import { createDepositor, deposit, signInAs, tamperRoundOutcome } from '../provider-sandbox';

interface PlayedRound {
  id: number;
  stake: number;
  win: number;
  status: string;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;
const signed = (amount: number) => (amount > 0 ? '+' : amount < 0 ? '−' : '') + money(Math.abs(amount));

/** Opens a game from the lobby and follows its highlighted action to the end of one round; answers the settled round. */
async function playOneRound(page: Page, lobby: LobbyPage, name: string): Promise<{ round: PlayedRound; game: FrameLocator }> {
  await lobby.goto();
  await lobby.search.fill(name);
  await lobby.playButton(name).click();
  const game = page.frameLocator('iframe[title$=" game"]');
  await expect(game.locator('button.primary:not([disabled])').first()).toBeVisible({ timeout: 15_000 });
  // Tables that take bets on spots get one chip on the first spot.
  const spot = game.locator('.roulette button');
  if (await spot.count()) await spot.first().click();
  let round: PlayedRound | undefined;
  for (let step = 0; step < 6 && round?.status !== 'settled'; step += 1) {
    const played = page.waitForResponse((response) => response.url().endsWith('/games/api/play'));
    await game.locator('button.primary:not([disabled])').first().click();
    round = ((await (await played).json()) as { round: PlayedRound }).round;
  }
  expect(round?.status).toBe('settled');
  return { round: round!, game };
}

test.describe('every round on the record: the account history, a round replayed, seeds verified', () => {
  // Three games, two widths, several axe runs and a replay on a 2-core machine.
  test.describe.configure({ timeout: 240_000 });
  test.use({ reducedMotion: 'reduce' });

  test('after a deposit, a spin, a blackjack hand and a roulette bet the history lists all four, replays the hand and verifies every round', async ({
    page, request, lobby, history,
  }) => {
    const player = await createDepositor(request, { complete: true });
    await deposit(request, player, '100.00');
    await signInAs(page, request, player.login, player.password);

    const spin = (await playOneRound(page, lobby, 'Cash Bandits')).round;
    await page.getByRole('button', { name: 'Close game' }).click();
    const hand = await playOneRound(page, lobby, 'Blackjack');
    await expect(hand.game.getByRole('status')).toHaveText(/^(You get|Dealer wins)/);
    const cardsSeen = await hand.game.locator('.card:not(.back)').allInnerTexts();
    expect(cardsSeen.length).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: 'Close game' }).click();
    const bet = (await playOneRound(page, lobby, 'European Roulette')).round;
    await page.getByRole('button', { name: 'Close game' }).click();

    // Newest first: the roulette bet, the hand, the spin, the deposit; each with its own figures.
    await history.goto();
    await expect(history.rows).toHaveCount(4);
    const rows = await history.rowTexts();
    const expected = [[bet, 'European Roulette'], [hand.round, 'Blackjack'], [spin, 'Cash Bandits']] as const;
    expected.forEach(([round, game], index) => {
      const [, what, stake, win, amount, id] = rows[index]!;
      expect(what).toContain(game);
      expect(stake).toBe(money(round.stake));
      expect(win).toBe(money(round.win));
      expect(amount).toBe(signed(round.win - round.stake));
      expect(id).toBe(`#${round.id}`);
    });
    expect(rows[3]![1]).toContain('Deposit');
    expect(rows[3]![4]).toBe('+$100.00');
    await accessibleAtBothWidths(page, 'account history');

    // The CSV carries the same rows.
    const downloading = page.waitForEvent('download');
    await history.downloadCsv.click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    expected.forEach(([round], index) => {
      expect(lines[index + 1]).toContain(String(round.id));
      expect(lines[index + 1]).toContain((round.win - round.stake).toFixed(2));
    });
    expect(lines[4]).toContain('100.00');

    // The hand's page deals the same cards the player saw.
    await history.roundLink(hand.round.id).click();
    await expect(page.getByRole('heading', { level: 2, name: `Round ${hand.round.id}` })).toBeVisible();
    await expect(history.replay.getByRole('status')).toHaveText(/^(You get|Dealer wins)/, { timeout: 20_000 });
    expect((await history.replay.locator('.card:not(.back)').allInnerTexts()).sort()).toEqual([...cardsSeen].sort());
    // The server seed is still secret: no check until the player rotates.
    await expect(page.getByText('Hidden until you rotate your seeds')).toBeVisible();
    await expect(history.verify).toHaveCount(0);
    await history.rotateSeeds('journey-seed');
    await history.verify.click();
    await expect(history.verdict).toHaveText(/^Matches/);
    await accessibleAtBothWidths(page, 'round page');

    for (const round of [spin, bet]) {
      await page.goto(`/lobby/account/history/rounds/${round.id}`);
      await history.verify.click();
      await expect(history.verdict).toHaveText(/^Matches/);
    }

    // An outcome altered in the database no longer matches its seeds.
    await tamperRoundOutcome(request, bet.id);
    await page.reload();
    await history.verify.click();
    await expect(history.verdict).toHaveText(/^Does not match/);
  });
});
