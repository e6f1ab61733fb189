import { expect, test } from '../fixtures';
import { PROVIDER_URL } from '../provider-sandbox';

/** One title per engine of the game server, opened in demo mode the way a visitor's frame opens it. */
const TITLES = [
  ['cash-bandits', 'Cash Bandits'], ['jacks-or-better-1-hand', 'Jacks or Better'], ['joker-poker-3-hand', 'Joker Poker 3 Hand'],
  ['blackjack', 'Blackjack'], ['european-roulette', 'European Roulette'], ['rocket-rush', 'Rocket Rush'], ['baccarat', 'Baccarat'],
  ['sic-bo', 'Sic Bo'], ['craps', 'Craps'], ['war', 'War'], ['tri-card-poker', 'Tri Card Poker'], ['red-dog', 'Red Dog'],
  ['caribbean-stud-poker', 'Caribbean Stud Poker'], ['let-em-ride-progressive', "Let 'Em Ride Progressive"],
] as const;

test.describe('every game engine on a phone', () => {
  // Every engine's rules, not its motion: reduced motion shows each result at once (the slot journey plays with motion).
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  for (const [code, name] of TITLES) {
    test(`${name} plays a round to a result`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${PROVIDER_URL}/games/client?gameCode=${code}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Place the first bet on tables that take bets on spots, then follow the highlighted action to the end of the round.
      const spot = page.locator('.spots button, .roulette button').first();
      if (await spot.count()) await spot.click();
      let status = '';
      for (let step = 0; step < 6 && status !== 'settled'; step += 1) {
        const played = page.waitForResponse((response) => response.url().endsWith('/games/api/play'));
        await page.locator('button.primary:not([disabled])').first().click();
        status = ((await (await played).json()) as { round?: { status: string } }).round?.status ?? '';
      }
      expect(status).toBe('settled');
      await expect(page.locator('#message.error')).toHaveCount(0);
      await page.getByRole('button', { name: 'History' }).click();
      // Row 0 is the header: a settled round follows it.
      await expect(page.getByRole('dialog').getByRole('row').filter({ hasNotText: 'unfinished' }).nth(1)).toBeVisible();
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  // A reel is a window on its strip: a cell wider than its reel has its edge cut off. Six reels at 390 px did.
  for (const [code, name, reels] of [['golden-gorilla', 'Golden Gorilla', 6], ['megasaur', 'Megasaur', 5]] as const) {
    test(`${name} shows its ${reels} reels' symbols whole`, async ({ page }) => {
      await page.goto(`${PROVIDER_URL}/games/client?gameCode=${code}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const windows = await page.locator('.reel').evaluateAll((reelElements) => reelElements.map((reel) => {
        const shown = reel.getBoundingClientRect();
        const cell = reel.querySelector('.cell')!.getBoundingClientRect();
        return { reel: Math.round(shown.width * 10) / 10, cell: Math.round(cell.width * 10) / 10, right: Math.round(shown.right) };
      }));
      expect(windows).toHaveLength(reels);
      for (const window of windows) {
        expect(window.cell).toBeLessThanOrEqual(window.reel);
        expect(window.right).toBeLessThanOrEqual(390);
      }
    });
  }
});
