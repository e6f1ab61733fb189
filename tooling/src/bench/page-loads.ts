import { launchBenchBrowser, startBenchSite } from './bench-site';

const SITE_PORT = 8280;
const PROVIDER_PORT = 4200;

export interface PageLoad {
  path: string;
  headingMs: number;
  requests: number;
  scriptBytes: number;
  remotesFetched: string[];
}

/**
 * Loads pages of the production build in Chromium, as a first-time visitor with an empty cache,
 * and reports how long until the page's heading shows and what was downloaded.
 */
export async function measurePageLoads(paths: ReadonlyArray<string>, runs = 3): Promise<PageLoad[]> {
  const site = await startBenchSite(SITE_PORT, PROVIDER_PORT);
  const browser = await launchBenchBrowser().catch((error: unknown) => {
    site.stop();
    throw error;
  });
  try {
    const results: PageLoad[] = [];
    for (const path of paths) {
      const timings: number[] = [];
      let last: Omit<PageLoad, 'path' | 'headingMs'> = { requests: 0, scriptBytes: 0, remotesFetched: [] };
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        let requests = 0;
        const scriptSizes: Array<Promise<number>> = [];
        const remotes = new Set<string>();
        page.on('response', (response) => {
          requests += 1;
          const remote = /\/releases\/(mfe-[a-z]+)\//.exec(response.url())?.[1];
          if (remote) remotes.add(remote);
          // Bytes on the wire, as compressed by the server.
          if (response.request().resourceType() === 'script') {
            scriptSizes.push(response.request().sizes().then((sizes) => sizes.responseBodySize, () => 0));
          }
        });
        const started = Date.now();
        await page.goto(`http://localhost:${SITE_PORT}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        timings.push(Date.now() - started);
        await page.waitForLoadState('networkidle');
        const scriptBytes = (await Promise.all(scriptSizes)).reduce((total, size) => total + size, 0);
        last = { requests, scriptBytes, remotesFetched: [...remotes].sort() };
        await context.close();
      }
      timings.sort((a, b) => a - b);
      results.push({ path, headingMs: timings[Math.floor(timings.length / 2)] ?? 0, ...last });
    }
    return results;
  } finally {
    await browser.close();
    site.stop();
  }
}
