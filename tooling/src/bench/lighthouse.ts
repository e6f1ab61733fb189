import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { blockingBySource, longTasksOf, type LighthouseFigure } from './lighthouse-figures';
import { newPlayerSession, type BenchSession } from './bench-player';

/** The flags Debian's Chromium needs here (root, no GPU), in the new headless mode Lighthouse expects. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export interface LighthousePage {
  label: string;
  path: string;
  /** Measured with a player's session stored in the browser (the cache is still emptied). */
  signedIn?: boolean;
}

/** Lighthouse's default CPU slowdown for mobile, tuned for a fast desktop. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/**
 * How Lighthouse slows the load down to a phone's: `simulate` (its default) loads at full speed and
 * estimates the phone's figures from that trace; `devtools` applies Chromium's CPU throttling and
 * DevTools' network throttling while loading, so each round trip and task really takes that long.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

export interface LighthouseOptions {
  cpuMultiplier?: number;
  throttlingMethod?: ThrottlingMethod;
}

/**
 * Lighthouse's benchmark index of the phone its mobile run emulates (Moto G Power 2022), as Chrome
 * DevTools' CPU calibration uses it for its low-tier preset (front_end/panels/mobile_throttling/CalibrationController.ts).
 */
export const EMULATED_PHONE_BENCHMARK_INDEX = 264;

/**
 * Stores a player's session in the browser's local storage for the site's origin (as the host does
 * at login; the daily reward popup dismissed for today) and empties the HTTP cache, so the signed-in
 * run is still a first visit for the network.
 */
async function prepareBrowser(port: number, origin: string, session: BenchSession | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/config.json`);
    await page.evaluate((stored) => {
      localStorage.clear();
      document.cookie = stored ? 'casino_player=1; Path=/; SameSite=Lax' : 'casino_player=; Path=/; Max-Age=0';
      if (stored) {
        // As the host leaves it after a login: the session, and the cookie that marks a player's pages (player-hint.ts).
        localStorage.setItem('casino.session', JSON.stringify(stored));
        localStorage.setItem('casino.rewards', JSON.stringify({ dismissed: Date.now() }));
      }
    }, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/**
 * Lighthouse (mobile emulation, performance only; simulated throttling unless told otherwise) on
 * each page, one run each, in Debian's Chromium. Returns the score, LCP, TBT and CLS.
 */
export async function measureLighthouse(
  origin: string,
  providerUrl: string,
  pages: ReadonlyArray<LighthousePage>,
  { cpuMultiplier = DEFAULT_CPU_MULTIPLIER, throttlingMethod = 'simulate' }: LighthouseOptions = {},
): Promise<LighthouseFigure[]> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
  try {
    const figures: LighthouseFigure[] = [];
    let session: BenchSession | null = null;
    for (const page of pages) {
      try {
        if (page.signedIn) session ??= await newPlayerSession(providerUrl);
      } catch (error) {
        console.error(`${page.label}: no player session (${String(error)}); skipped`);
        continue;
      }
      const measure = async () => {
        await prepareBrowser(chrome.port, origin, page.signedIn ? session : null);
        return lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Storage is emptied by prepareBrowser; keeping it here keeps the player's session.
          disableStorageReset: true,
          throttlingMethod,
          ...(cpuMultiplier !== DEFAULT_CPU_MULTIPLIER ? { throttling: { cpuSlowdownMultiplier: cpuMultiplier } } : {}),
        }).catch((error: unknown) => {
          console.error(`${page.label}: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
      };
      // A page Lighthouse throws on is reported with its error; the other pages are still measured. A
      // trace Lighthouse could not read (NO_NAVSTART, now and then on this machine) is measured once more.
      let result = await measure();
      if (result?.lhr.runtimeError) {
        console.error(`${page.label}: Lighthouse ${result.lhr.runtimeError.code}; measured again`);
        result = await measure();
      }
      if (!result) {
        figures.push({
          label: page.label, path: page.path, score: 0, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN,
          longTasks: Number.NaN, longestTaskMs: Number.NaN, blockingBySource: [], benchmarkIndex: Number.NaN, cpuMultiplier,
        });
        continue;
      }
      const { lhr } = result;
      // The whole report for a closer look at where main-thread time goes (bootup-time, mainthread-work-breakdown, long-tasks).
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        const { mkdir, writeFile } = await import('node:fs/promises');
        await mkdir(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
        const name = `${page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}${throttlingMethod === 'devtools' ? '-applied' : ''}`;
        await writeFile(`${process.env.LIGHTHOUSE_JSON_DIR}/${name}.json`, JSON.stringify(lhr));
      }
      if (lhr.runtimeError) console.error(`${page.label}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      // A metric Lighthouse could not compute comes back without a value: say why rather than print NaN alone.
      const audit = (id: string) => {
        const found = lhr.audits[id];
        if (found?.numericValue === undefined) console.error(`${page.label}: no ${id} (${found?.errorMessage ?? found?.explanation ?? 'audit missing'})`);
        return found?.numericValue ?? Number.NaN;
      };
      figures.push({
        label: page.label,
        path: page.path,
        score: lhr.categories.performance?.score ?? 0,
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: audit('cumulative-layout-shift'),
        ...longTasksOf(lhr.audits['long-tasks']?.details),
        blockingBySource: blockingBySource(lhr.audits['long-tasks']?.details, `${origin}${page.path}`),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? cpuMultiplier,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/**
 * The CPU slowdown that makes this machine as fast as the phone Lighthouse emulates: the rate of
 * Chromium's CPU throttling at which Lighthouse's own benchmark scores what that phone scores,
 * found by bisection (as DevTools calibrates its presets). Lighthouse's 4x assumes a fast desktop.
 */
export async function calibrateCpuMultiplier(): Promise<{ benchmarkIndex: number; multiplier: number }> {
  const { computeBenchmarkIndex } = (await import('lighthouse/core/lib/page-functions.js')).pageFunctions as { computeBenchmarkIndex: () => number };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const benchmark = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      return page.evaluate(`(${computeBenchmarkIndex.toString()})()`) as Promise<number>;
    };
    await benchmark(1); // warms V8 up
    const unthrottled = await benchmark(1);
    let low = 1;
    let high = 32;
    for (let step = 0; step < 7; step += 1) {
      const rate = (low + high) / 2;
      if ((await benchmark(rate)) > EMULATED_PHONE_BENCHMARK_INDEX) low = rate;
      else high = rate;
    }
    return { benchmarkIndex: unthrottled, multiplier: Math.round(((low + high) / 2) * 10) / 10 };
  } finally {
    await browser.close();
  }
}
