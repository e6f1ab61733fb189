/**
 * Lobby speed figures (issue 5, item 10): search per keystroke over the full catalogue and a
 * generated 2,000-game list, and in Chromium how many tiles and thumbnails the lobby renders and how
 * long a keystroke takes to reach the screen.
 *
 *   pnpm --filter mfe-lobby bench                  starts the production site on ports 8380/4300
 *   LOBBY_BENCH_SITE=http://localhost:8080 LOBBY_BENCH_PROVIDER=http://localhost:4000 pnpm --filter mfe-lobby bench
 *                                                  uses a site that is already running
 * The production builds must be current (`pnpm build`; the root `pnpm bench` builds first).
 */
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { launchBenchBrowser, startBenchSite } from 'tooling/bench';
import type { Game } from '../src/games/game';
import { buildSearchIndex, searchGames } from '../src/search/search-games';

const SITE = process.env.LOBBY_BENCH_SITE ?? 'http://localhost:8380';
const PROVIDER = process.env.LOBBY_BENCH_PROVIDER ?? 'http://localhost:4300';
const QUERIES = ['c', 'ca', 'cas', 'cash', 'cash ', 'cash b', 'cash ba', 'cash ban', 'cash band', 'cash bandits', 'cash bandit', 'cash band', 'cash', 'ca', 'c', ''];

const WORDS = ['Lucky', 'Golden', 'Dragon', 'Cash', 'Wild', 'Mystic', 'Neon', 'Jungle', 'Royal', 'Fortune', 'Bandits', 'Reels', 'Spins', 'Treasure', 'Vault', 'Jackpot', "Pharaoh's", 'Piñata', 'Star™', 'Buffalo'];
const CATEGORIES = ['New Games', 'Slots', 'Progressives', 'Specialty', 'Table Games', 'Video Poker', 'Crash Games'];

/** A deterministic list of `count` games spread over the usual categories. */
export function generateGames(count: number): Game[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${WORDS[index % WORDS.length]} ${WORDS[(index * 7 + 3) % WORDS.length]} ${Math.floor(index / WORDS.length) + 1}`;
    const code = `bench-${index}`;
    return {
      machine_id: 20_000 + index,
      game_id: 1,
      game_code: code,
      display_name: name,
      category: CATEGORIES[index % CATEGORIES.length]!,
      sub_category: ['5 Reel', '3 Reel', 'Bonus Round'][index % 3]!,
      thumbnail: `${PROVIDER}/thumbnails/${code}.png`,
    };
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function benchSearch(label: string, games: Game[]): void {
  let started = performance.now();
  const index = buildSearchIndex(games);
  const indexMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    for (const query of QUERIES) {
      started = performance.now();
      searchGames(index, query);
      times.push(performance.now() - started);
    }
  }
  const found = searchGames(index, 'cash').length;
  console.log(
    `${label.padEnd(28)} ${String(games.length).padStart(5)} games, index ${ms(indexMs)}, per keystroke median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(Math.max(...times))} ('cash' finds ${found})`,
  );
}

async function benchBrowser(browser: Browser, label: string, file: unknown | null): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const thumbnails = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/thumbnails/')) thumbnails.add(request.url());
  });
  if (file) {
    await page.route('**/rtggames.json', (route) => route.fulfill({ json: file, headers: { etag: `"bench-${Date.now()}"`, 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' } }));
    await page.route('**/thumbnails/bench-*.png', (route) =>
      // One violet pixel: the bench counts thumbnail requests, not their pictures.
      route.fulfill({ contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOoifkPAAMvAdgiKHurAAAAAElFTkSuQmCC', 'base64') }));
  }
  const started = Date.now();
  await page.goto(`${SITE}/lobby/games/`);
  const grid = page.getByRole('list', { name: 'Games' });
  await grid.getByRole('listitem').first().waitFor({ timeout: 30_000 });
  const firstTilesMs = Date.now() - started;
  await page.getByRole('group', { name: 'Game categories' }).getByRole('button', { name: 'Slots', exact: true }).click();
  await page.waitForTimeout(1000);
  const inSlots = await grid.getByRole('listitem').count();
  const imagesInSlots = await page.locator('ul[aria-label="Games"] img').count();
  const slotsTotal = await page.locator('#category-heading').innerText();
  const thumbnailsFetched = thumbnails.size;

  // Each keystroke: set the field as typing does, then wait for the next frame after React's commit.
  // The page code is a string: tsx would otherwise wrap its functions in a helper the page lacks.
  const frames = (await page.evaluate(`(async (queries) => {
    const input = document.querySelector('input[type="search"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const results = [];
    for (let round = 0; round < 3; round += 1) {
      for (const query of queries) {
        await nextFrame();
        const start = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await Promise.resolve();
        const committed = performance.now();
        // Read before the next frame: the results must already be in the DOM to count.
        const shown = document.querySelector('#search-results-heading + [role="status"]')?.textContent ?? '';
        const tiles = document.querySelectorAll('ul[aria-label="Games"] > li').length;
        await nextFrame();
        results.push({ query, ms: committed - start, shown, tiles, images: document.querySelectorAll('ul[aria-label="Games"] img').length });
      }
    }
    return results;
  })(${JSON.stringify(QUERIES)})`)) as Array<{ query: string; ms: number; shown: string; tiles: number; images: number }>;
  const keystroke = frames.map((frame) => frame.ms);
  const widest = frames.reduce((most, frame) => (frame.tiles > most.tiles ? frame : most), frames[0]!);
  console.log(`${label}`);
  console.log(`  first tiles after ${firstTilesMs} ms; Slots (${slotsTotal}): ${inSlots} tiles rendered, ${imagesInSlots} with an image, ${thumbnailsFetched} thumbnails fetched`);
  console.log(
    `  keystroke (input event to results in the DOM): median ${ms(percentile(keystroke, 0.5))}, p95 ${ms(percentile(keystroke, 0.95))}, max ${ms(Math.max(...keystroke))}; ` +
      `${keystroke.filter((value) => value <= 16.7).length}/${keystroke.length} fit in one 60 Hz frame; at most ${widest.tiles} tiles rendered at once ('${widest.query}': ${widest.shown})`,
  );
  await context.close();
}

async function main(): Promise<void> {
  const site = process.env.LOBBY_BENCH_SITE ? undefined : await startBenchSite(Number(new URL(SITE).port), Number(new URL(PROVIDER).port));
  const browser = await launchBenchBrowser().catch((error: unknown) => {
    site?.stop();
    throw error;
  });
  try {
    const catalogue = (await (await fetch(`${PROVIDER}/aws-static/rtggames.json`)).json()) as { games: Game[]; categories: unknown[] };
    const generated = generateGames(2000);

    console.log('== Lobby search (node, per keystroke of typing "cash bandits" and deleting it) ==');
    benchSearch('full catalogue', catalogue.games);
    benchSearch('generated list', generated);

    console.log('\n== Lobby in Chromium at 1280x800 (production build) ==');
    await benchBrowser(browser, `full catalogue (${catalogue.games.length} games)`, null);
    await benchBrowser(browser, `generated list (${generated.length} games)`, { categories: [], games: generated });
  } finally {
    await browser.close();
    site?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
