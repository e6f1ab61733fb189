import { expect, test } from '../fixtures';

test.describe('games lobby: browse and search', () => {
  test('a visitor browses a category and its sub-categories in SPEC order', async ({ lobby }) => {
    await lobby.goto();
    await expect(lobby.heading).toBeVisible();
    const titles = await lobby.categories.getByRole('button').allInnerTexts();
    expect(titles.slice(0, 7)).toEqual(['New Games', 'Holiday Games', 'Halloween', 'Slots', 'Progressives', 'Specialty', 'Crash Games']);
    const rest = titles.slice(7);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));

    await lobby.category('Slots').click();
    await expect(lobby.category('Slots')).toHaveAttribute('aria-pressed', 'true');
    await expect(lobby.games.getByRole('link', { name: 'Cash Bandits', exact: true })).toBeVisible();

    await lobby.category('Video Poker').click();
    const hands = await lobby.page.getByRole('group', { name: 'Video Poker sub-categories' }).getByRole('button').allInnerTexts();
    expect(hands).toEqual(['All', '1 Hand', '3 Hand', '10 Hand', '52 Hand', '100 Hand']);
    await lobby.subCategory('Video Poker', '10 Hand').click();
    await expect.poll(() => lobby.tileNames()).toContain('Jacks or Better 10 Hand');
    expect((await lobby.tileNames()).every((name) => name.endsWith('10 Hand'))).toBe(true);

    // The choice is part of the persisted lobby store.
    await lobby.page.reload();
    await expect(lobby.subCategory('Video Poker', '10 Hand')).toHaveAttribute('aria-pressed', 'true');
  });

  test('search filters as the player types, ignoring case and special characters', async ({ lobby }) => {
    await lobby.goto();
    await lobby.search.fill('BANDITS');
    await expect(lobby.searchResults).toBeVisible();
    await expect.poll(() => lobby.tileNames()).toEqual(['Cash Bandits', 'Cash Bandits 2', 'Cash Bandits 3']);
    await lobby.search.fill('dragons hoard');
    await expect.poll(() => lobby.tileNames()).toEqual(["Dragon's Hoard"]);
    await lobby.search.fill('qqqq');
    await expect(lobby.searchResults.getByText('No games match “qqqq”.')).toBeVisible();
  });

  test('the games list is read whole once, then again only when its ETag changed', async ({ lobby, page }) => {
    // The page lists every game (the lobby's first screen, rendered by the site server) with the art of the
    // first category only (decision 043): the first visit reads the file whole once, the next visit only
    // asks whether it changed.
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/rtggames.json')) answers.push(response.status());
    });
    await lobby.goto();
    // The page reads its list once a person starts to use it (a visit that only looks never loads
    // the provider client's code); the next visit starts after that read.
    await lobby.category('Slots').click();
    await expect.poll(() => answers).toEqual([200]);
    // The other category's art arrives with it.
    await expect.poll(() => page.locator('ul[aria-label="Games"] img').count()).toBeGreaterThan(0);
    await page.reload();
    await lobby.categories.waitFor();
    await lobby.category('Slots').click();
    await expect.poll(() => answers).toEqual([200, 304]);
    // This browser's copy is the file the page was rendered from: the category's art shows without waiting for the check.
    await expect(lobby.games.getByRole('listitem').first().locator('img')).toBeVisible();
  });

  test('only tiles near the screen load their thumbnails', async ({ lobby, page }) => {
    await lobby.goto();
    await lobby.category('Slots').click();
    await expect(lobby.games.getByRole('listitem')).toHaveCount(48);
    await expect.poll(() => page.locator('ul[aria-label="Games"] img').count()).toBeGreaterThan(0);
    expect(await page.locator('ul[aria-label="Games"] img').count()).toBeLessThan(48);
  });

  test('thumbnails come as AVIF at the width a tile needs, each title its own picture', async ({ lobby, page }) => {
    await lobby.goto();
    const images = page.locator('ul[aria-label="Games"] img');
    await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // A 1x desktop tile is about 200 px wide: the 240 px file, in the best format Chromium reads.
    expect(await images.first().evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/art\/games\/[a-z0-9-]+\.\w{12}\.240\.avif$/);
    const sources = await images.evaluateAll((list) => list.slice(0, 6).map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);
  });

  test.describe('on a phone', () => {
    // A phone's screen is as wide as its page: the project's desktop screen would make the page's `device-width` 1,920 px.
    const phone = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    test.use(phone);

    test('the page as sent asks for the art of the two rows a phone shows, not the third row below them', async ({ baseURL, browser }) => {
      // What the HTML alone asks for, before any script could add a picture.
      const htmlOnly = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
      try {
        const asked: string[] = [];
        const plain = await htmlOnly.newPage();
        plain.on('request', (request) => {
          if (request.url().includes('/art/games/')) asked.push(request.url().split('/').pop()!.split('.')[0]!);
        });
        await plain.goto('/lobby/games/', { waitUntil: 'load' });
        // A tile's picture names its file's stem (`<stem>.<hash>.<width>.<format>`) in its `src`.
        const stems = await plain.getByRole('list', { name: 'Games' }).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')!.split('/').pop()!.split('.')[0]!));
        expect(stems.length).toBeGreaterThanOrEqual(6);
        expect(new Set(asked)).toEqual(new Set(stems.slice(0, 4)));
      } finally {
        await htmlOnly.close();
      }
    });

    test('the third row\'s art comes once the page watches it come near', async ({ lobby }) => {
      await lobby.goto();
      const thirdRow = lobby.games.getByRole('listitem').nth(4).locator('img');
      await expect.poll(() => thirdRow.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/art\/games\/[a-z0-9-]+\.\w{12}\.\d+\.avif$/);
    });
  });
});
