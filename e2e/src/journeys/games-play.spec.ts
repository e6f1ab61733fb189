import { expect, test } from '../fixtures';

test.describe('playing a game from the lobby', () => {
  test('a slot spun in the game frame settles, and the site shows the new balance without a reload', async ({ page, lobby, signIn }) => {
    await signIn();
    await lobby.goto();
    const siteBalance = page.getByLabel('Balance');
    await expect(siteBalance).toHaveText(/^\$\d+\.\d{2}$/);
    const before = await siteBalance.innerText();

    await lobby.category('Slots').click();
    await lobby.playButton('Cash Bandits').click();
    const game = page.frameLocator('iframe[title$=" game"]');
    const spin = game.getByRole('button', { name: 'SPIN' });
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    // The frame was launched with a game token for this game; the site's session token is in no URL.
    const launchUrl = new URL((await lobby.gameFrame.getAttribute('src'))!);
    expect(launchUrl.searchParams.get('gameToken')).toBeTruthy();
    expect(launchUrl.searchParams.has('token')).toBe(false);

    // A spin can win back exactly its stake; a few spins always move the balance.
    for (let attempt = 0; attempt < 5 && (await siteBalance.innerText()) === before; attempt += 1) {
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 15_000 });
    }
    await expect(siteBalance).not.toHaveText(before);

    // Game recall: the round that brought the balance the site shows is in the last 10 rounds.
    const after = await siteBalance.innerText();
    await game.getByRole('button', { name: 'History' }).click();
    await expect(game.getByRole('heading', { name: 'Last 10 rounds' })).toBeVisible();
    await expect(game.getByRole('cell', { name: after, exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close game' }).click();
    await expect(lobby.heading).toBeVisible();
  });
});
