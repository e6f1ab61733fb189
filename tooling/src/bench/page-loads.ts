import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { MANIFEST_FILE, releaseFileUrl, releaseFolder, releaseOfUrl } from 'shared-releases';
import { releasesDir, REPO_ROOT } from '../paths';
import { launchBenchBrowser, startBenchSite, withStaticPage } from './bench-site';

export const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 8280);
export const PROVIDER_PORT = Number(process.env.BENCH_PROVIDER_PORT ?? 4200);

/** Marked by the host when its after-paint work (prefetching, quiet overlays) starts; see host/src/remotes/page-settled.ts. */
const IDLE_WORK_MARK = 'casino:idle-work';
/** React files, by shared package name in a Module Federation manifest. */
const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

export interface PageLoad {
  path: string;
  /** Median over the runs, in ms: navigation start to the page's first heading. */
  headingMs: number;
  /** Median largest contentful paint, in ms (Chromium's PerformanceObserver). */
  lcpMs: number;
  /** Median sum over long tasks of the time beyond 50 ms, from navigation start to the idle mark: a TBT proxy. */
  blockingMs: number;
  /** Median count of long tasks (over 50 ms) during load. */
  longTasks: number;
  /** Median over the runs of the longest task during load, in ms (0 when none was over 50 ms). */
  longestTaskMs: number;
  /** The page itself: everything requested before the after-paint work started (the document included). */
  requests: number;
  /**
   * Images (<img>) requested before the after-paint work, not counted in `requests`: how many a page
   * shows on its first screen depends on the screen and the catalogue, and a page that shows its
   * content sooner would otherwise look heavier.
   */
  imageRequests: number;
  /** Bytes of those images on the wire (compressed, headers excluded): what the first screen's art costs. */
  imageBytes: number;
  /** Bytes of script on the wire (compressed, headers excluded) before the after-paint work. */
  scriptBytes: number;
  /** Remotes whose files were requested before the after-paint work. */
  remotesAtLoad: string[];
  /** Requests and script bytes of the after-paint work (prefetches, quiet overlays). */
  idleRequests: number;
  idleScriptBytes: number;
  remotesAfterIdle: string[];
  /** The page itself on the wire: its headers and compressed body (the navigation's transfer size). */
  documentBytes: number;
  /** How often each React file was fetched at most, across the host and every remote (1 = once). */
  reactFetches: number;
  /** Whether a React file of a remote (its fallback copy) was fetched. */
  remoteReactFetched: boolean;
}

interface Observed {
  resources: Array<{ name: string; startTime: number; encodedBodySize: number; initiatorType: string }>;
  documentBytes: number;
  idleAt: number | null;
  lcp: number;
  longTasks: Array<{ startTime: number; duration: number }>;
}

/** Watches largest contentful paints and long tasks from the first byte of the page. */
const OBSERVE_SCRIPT = `
  performance.setResourceTimingBufferSize(1000);
  window.__benchLcp = 0;
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration }); })
    .observe({ type: 'longtask', buffered: true });
`;

async function observe(page: Page): Promise<Observed> {
  return page.evaluate((mark) => {
    const holder = window as unknown as { __benchLcp: number; __benchLongTasks: Array<{ startTime: number; duration: number }> };
    return {
      resources: performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return { name: resource.name, startTime: resource.startTime, encodedBodySize: resource.encodedBodySize, initiatorType: resource.initiatorType };
      }),
      documentBytes: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.transferSize ?? 0,
      idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
      lcp: holder.__benchLcp,
      longTasks: holder.__benchLongTasks,
    };
  }, IDLE_WORK_MARK);
}

const remoteOf = (url: string) => releaseOfUrl(url)?.remote;
const isScript = (url: string) => /\.js(\?|$)/.test(new URL(url).pathname);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Manifest {
  shared?: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Paths of the React files in a build's manifest, under `base`. */
async function reactFiles(manifestPath: string, base: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8').catch(() => '{}')) as Manifest;
  return (manifest.shared ?? [])
    .filter((shared) => REACT_PACKAGES.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => `${base}${file}`);
}

/** A plain static page served by the same server: the floor the site's pages are measured against. */
export const FLOOR_PATH = '/bench-floor.html';
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static floor</title><style>body{margin:0;background:#0d0b1e;color:#f4f1ff;font-family:system-ui,sans-serif}main{max-width:60rem;margin:0 auto;padding:2rem}</style></head>
<body><main><h1>300% Welcome Bonus</h1>${'<p>Start with a 300% match on your first deposit, worth up to $3,000 in bonus money. Hundreds of slots, table games and video poker are waiting.</p>'.repeat(8)}</main></body></html>`;

/** Serves the floor page from the host's build folder until the returned function removes it. */
export const withFloorPage = () => withStaticPage(FLOOR_PATH, FLOOR_HTML);

/**
 * Loads pages of the production build in Chromium, as a first-time visitor with an empty cache,
 * and reports what the page downloaded before its after-paint work, what that work downloaded,
 * and timing proxies (heading, LCP, long tasks). The floor page is served from the host's build
 * folder by the same server.
 */
export async function measurePageLoads(paths: ReadonlyArray<string>, runs = 3): Promise<PageLoad[]> {
  const removeFloor = await withFloorPage();
  const site = await startBenchSite(SITE_PORT, PROVIDER_PORT);
  const browser = await launchBenchBrowser().catch((error: unknown) => {
    site.stop();
    throw error;
  });
  const origin = `http://localhost:${SITE_PORT}`;
  try {
    const hostReact = await reactFiles(join(REPO_ROOT, 'host', 'dist', MANIFEST_FILE), '/');
    // One throwaway visit first: the first page a freshly started site and provider serve is slower than any other.
    const warmUp = await browser.newContext();
    await (await warmUp.newPage()).goto(`${origin}/`).catch(() => undefined);
    await warmUp.close();
    const results: PageLoad[] = [];
    for (const path of paths) {
      const timings = { heading: [] as number[], lcp: [] as number[], blocking: [] as number[], longTasks: [] as number[], longest: [] as number[] };
      let last: Omit<PageLoad, 'path' | 'headingMs' | 'lcpMs' | 'blockingMs' | 'longTasks' | 'longestTaskMs'> | undefined;
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_SCRIPT);
        const started = Date.now();
        await page.goto(`${origin}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        timings.heading.push(Date.now() - started);
        if (path !== FLOOR_PATH) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_WORK_MARK, { timeout: 15_000 }).catch(() => undefined);
        await page.waitForLoadState('networkidle');
        const observed = await observe(page);
        await context.close();

        const idleAt = observed.idleAt ?? Number.POSITIVE_INFINITY;
        const atLoad = observed.resources.filter((resource) => resource.startTime < idleAt);
        const afterIdle = observed.resources.filter((resource) => resource.startTime >= idleAt);
        const scriptBytes = (list: Observed['resources']) => list.filter((resource) => isScript(resource.name)).reduce((total, resource) => total + resource.encodedBodySize, 0);
        const remotes = (list: Observed['resources']) => [...new Set(list.flatMap((resource) => remoteOf(resource.name) ?? []))].sort();

        // React: the host's files at most once each, and no remote's fallback copy at all.
        const scriptPaths = observed.resources.filter((resource) => isScript(resource.name)).map((resource) => new URL(resource.name).pathname);
        const releases = new Map(scriptPaths.flatMap((script) => {
          const release = releaseOfUrl(script);
          return release ? [[releaseFolder(release), release] as const] : [];
        }));
        const remoteReact = (
          await Promise.all([...releases].map(([folder, release]) => reactFiles(join(releasesDir(), folder, MANIFEST_FILE), releaseFileUrl(release, ''))))
        ).flat();
        const reactFetches = Math.max(0, ...hostReact.map((file) => scriptPaths.filter((script) => script === file).length));

        const loadEnd = Number.isFinite(idleAt) ? idleAt : Number.POSITIVE_INFINITY;
        const loadTasks = observed.longTasks.filter((task) => task.startTime < loadEnd);
        timings.lcp.push(observed.lcp);
        timings.longTasks.push(loadTasks.length);
        timings.longest.push(Math.max(0, ...loadTasks.map((task) => task.duration)));
        timings.blocking.push(loadTasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0));
        last = {
          requests: atLoad.filter((resource) => resource.initiatorType !== 'img').length + 1,
          imageRequests: atLoad.filter((resource) => resource.initiatorType === 'img').length,
          imageBytes: atLoad.filter((resource) => resource.initiatorType === 'img').reduce((total, resource) => total + resource.encodedBodySize, 0),
          scriptBytes: scriptBytes(atLoad),
          remotesAtLoad: remotes(atLoad),
          idleRequests: afterIdle.length,
          idleScriptBytes: scriptBytes(afterIdle),
          remotesAfterIdle: remotes(afterIdle),
          documentBytes: observed.documentBytes,
          reactFetches,
          remoteReactFetched: scriptPaths.some((script) => remoteReact.includes(script)),
        };
      }
      if (!last) continue;
      results.push({
        path,
        headingMs: median(timings.heading),
        lcpMs: Math.round(median(timings.lcp)),
        blockingMs: Math.round(median(timings.blocking)),
        longTasks: median(timings.longTasks),
        longestTaskMs: Math.round(median(timings.longest)),
        ...last,
      });
    }
    return results;
  } finally {
    await browser.close();
    site.stop();
    await removeFloor();
  }
}
