import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildApps } from '../build/build-apps';
import { againstDifferences, againstLabel, formatAgainst, prepareAgainst, type AgainstCheckout } from './against';
import { REPO_ROOT } from '../paths';
import { checkBudgets, formatBudgets, PAGE_BUDGETS } from './budgets';
import { bundleSizes } from './bundle-sizes';
import { startBenchSite } from './bench-site';
import { calibrateCpuMultiplier, DEFAULT_CPU_MULTIPLIER, EMULATED_PHONE_BENCHMARK_INDEX, measureLighthouse, type LighthouseOptions, type LighthousePage } from './lighthouse';
import { fetchFieldVitals, formatFieldVitals } from './field-vitals';
import { floorGaps, formatFloorGaps, formatLighthouse, formatSpread, MAIN_THREAD_GOAL, medianFigures, type LighthouseFigure } from './lighthouse-figures';
import { FLOOR_PATH, measurePageLoads, PROVIDER_PORT, SITE_PORT, withFloorPage } from './page-loads';
import { formatTapDifferences, formatTapFloorGaps, formatTaps, summariseTaps, tapDifferences, tapFloorGaps } from './tap-figures';
import { measureTaps, SEEN_TO_TAP_MS, TAP_CPU_SLOWDOWN, TAP_PLANS, withTapFloorPage } from './tap-latency';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const PAGES = ['/', '/lobby/games/', '/lobby/promotions/', '/info/faq'];

const LIGHTHOUSE_PAGES: ReadonlyArray<LighthousePage> = [
  { label: 'floor', path: FLOOR_PATH },
  { label: '/', path: '/' },
  { label: '/lobby/games/', path: '/lobby/games/' },
  { label: '/lobby/promotions/', path: '/lobby/promotions/' },
  { label: '/info/faq', path: '/info/faq' },
  { label: '/lobby/games/ (signed in)', path: '/lobby/games/', signedIn: true },
];

/** Lighthouse passes over the pages unless `--lighthouse-runs N` says otherwise: one run's TBT swings two to three times here. */
const LIGHTHOUSE_RUNS = 5;
/** First-tap rounds over the controls unless `--tap-runs N` says otherwise. */
const TAP_RUNS = 5;

/** The git ref given after `flag` (`--against main~3`), or undefined without the flag. */
function refOption(flag: string): string | undefined {
  if (!process.argv.includes(flag)) return undefined;
  const given = process.argv[process.argv.indexOf(flag) + 1];
  if (!given || given.startsWith('--')) throw new Error(`${flag} takes a commit, branch or tag, not ${given ?? 'nothing'}`);
  return given;
}

/** The whole number from 1 given after `flag`, or `fallback` without the flag. */
function runsOption(flag: string, fallback: number): number {
  if (!process.argv.includes(flag)) return fallback;
  const given = process.argv[process.argv.indexOf(flag) + 1];
  const runs = Number(given);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${flag} takes a whole number from 1, not ${given ?? 'nothing'}`);
  return runs;
}

/** The tap controls named after `--tap-controls` ("search box,promotions SIGN UP NOW"), or every control without the flag. */
function tapControlsOption(): ReadonlySet<string> | undefined {
  if (!process.argv.includes('--tap-controls')) return undefined;
  const given = process.argv[process.argv.indexOf('--tap-controls') + 1] ?? '';
  const names = given.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknown = names.filter((name) => !TAP_PLANS.some((plan) => plan.control === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--tap-controls takes names of taps separated by commas (${TAP_PLANS.map((plan) => plan.control).join(', ')}), not "${given}"`);
  }
  return new Set(names);
}

/** Ports of the other commit's site when the bench measures `--against` one. */
const AGAINST_SITE_PORT = SITE_PORT + 1;
const AGAINST_PROVIDER_PORT = PROVIDER_PORT + 1;

/** The other commit's site, measured in the same passes as this one's (`--against <ref>`). */
interface AgainstSite {
  origin: string;
  providerUrl: string;
  short: string;
  stop: () => void;
}

/** Starts the other commit's site (its checkout, `env` as this one's) on the ports after this one's. */
async function startAgainstSite(checkout: AgainstCheckout, env: NodeJS.ProcessEnv = {}): Promise<AgainstSite> {
  const { stop } = await startBenchSite(AGAINST_SITE_PORT, AGAINST_PROVIDER_PORT, env, checkout.dir);
  return { origin: `http://localhost:${AGAINST_SITE_PORT}`, providerUrl: `http://localhost:${AGAINST_PROVIDER_PORT}`, short: checkout.short, stop };
}

/**
 * `runs` passes of Lighthouse over every page, printed as each page's gap to the floor in the same
 * pass first (the headline), then the absolute medians with their spread. With `against`, each pass
 * also measures that site's pages, right after this one's, and the difference between the two leads.
 */
async function measureMedians(origin: string, runs: number, options?: LighthouseOptions, against?: AgainstSite): Promise<string> {
  const passes: LighthouseFigure[][] = [];
  for (let pass = 0; pass < runs; pass += 1) {
    const figures = await measureLighthouse(origin, `http://localhost:${PROVIDER_PORT}`, LIGHTHOUSE_PAGES, options);
    if (against) {
      const pages = LIGHTHOUSE_PAGES.filter((page) => page.path !== FLOOR_PATH).map((page) => ({ ...page, label: againstLabel(page.label, against.short) }));
      figures.push(...(await measureLighthouse(against.origin, against.providerUrl, pages, options)));
    }
    passes.push(figures);
  }
  const compared = against ? `Against ${against.short}, measured in the same runs:\n${formatAgainst(againstDifferences(passes, against.short), against.short)}\n\n` : '';
  const gaps = `Gap to the static floor, measured in the same run:\n${formatFloorGaps(floorGaps(passes))}`;
  const absolute = runs === 1 ? formatLighthouse(passes[0]!) : `${formatLighthouse(medianFigures(passes))}\n\n${formatSpread(passes)}`;
  return `${compared}${gaps}\n\nAbsolute figures:\n${absolute}`;
}

/**
 * Lighthouse mobile performance of the site's pages beside the static floor, the median of `runs`
 * passes, on a site of its own; with `calibrated`, the same pages again at the CPU slowdown
 * calibrated to this machine, and with `applied`, again with the throttling applied while loading
 * (a trace taken at full speed on two busy cores is what the simulation starts from; an applied run
 * shows each round trip of a chain as a slow phone network makes it), printed beside the default rows.
 */
async function lighthouseFigures(runs: number, { calibrated = false, applied = false, againstRef }: { calibrated?: boolean; applied?: boolean; againstRef?: string } = {}): Promise<void> {
  // Built before anything is started: a ref that does not build stops the bench with its error.
  const checkout = againstRef ? prepareAgainst(againstRef) : undefined;
  const removeFloor = await withFloorPage();
  const stops: Array<() => void> = [];
  try {
    stops.push((await startBenchSite(SITE_PORT, PROVIDER_PORT)).stop);
    const origin = `http://localhost:${SITE_PORT}`;
    let against: AgainstSite | undefined;
    if (checkout) {
      against = await startAgainstSite(checkout);
      stops.push(against.stop);
    }
    // A throwaway visit: the first page a freshly started site and provider serve is slower than any other.
    for (const site of [origin, ...(against ? [against.origin] : [])]) await fetch(`${site}/`).then((response) => response.text(), () => undefined);
    const started = Date.now();
    const printed = await measureMedians(origin, runs, undefined, against);
    const passes = runs === 1 ? 'one run' : `median of ${runs} runs`;
    console.log(`\n== Lighthouse 12.8 (mobile emulation, simulated throttling, default ${DEFAULT_CPU_MULTIPLIER}x CPU slowdown, performance only; ${passes}, ${((Date.now() - started) / 1000).toFixed(0)} s) ==`);
    console.log(printed);
    if (calibrated) {
      const calibration = await calibrateCpuMultiplier();
      console.log(
        `\nCPU calibration: this machine's benchmarkIndex ${calibration.benchmarkIndex} unthrottled; Chromium's CPU throttling at ${calibration.multiplier}x ` +
          `brings it to ${EMULATED_PHONE_BENCHMARK_INDEX} (the emulated phone). Lighthouse's default ${DEFAULT_CPU_MULTIPLIER}x assumes a desktop of about 1,500-2,000.`,
      );
      const again = await measureMedians(origin, runs, { cpuMultiplier: calibration.multiplier }, against);
      console.log(`\n== Lighthouse 12.8, CPU slowdown calibrated to this machine (${calibration.multiplier}x), beside the default ${DEFAULT_CPU_MULTIPLIER}x rows above ==`);
      console.log(again);
    }
    if (applied) {
      const startedApplied = Date.now();
      const throttled = await measureMedians(origin, runs, { throttlingMethod: 'devtools' }, against);
      console.log(
        `\n== Lighthouse 12.8, throttling applied while loading (DevTools: ${DEFAULT_CPU_MULTIPLIER}x CPU, 562.5 ms per request, 1.47 Mbit/s down), ` +
          `beside the simulated rows above; ${passes}, ${((Date.now() - startedApplied) / 1000).toFixed(0)} s ==`,
      );
      console.log(throttled);
    }
  } finally {
    for (const stop of stops) stop();
    await removeFloor();
    checkout?.remove();
  }
}

/**
 * First taps on a slow phone, on a site of their own, then the vitals that site recorded of the
 * visits (the host reports them as a player's page does): its health is kept in memory, so every
 * figure is of this bench, and read with a release key made for this run.
 */
async function tapFigures(runs: number, againstRef?: string, controls?: ReadonlySet<string>): Promise<void> {
  // Built before anything is started: a ref that does not build stops the bench with its error.
  const checkout = againstRef ? prepareAgainst(againstRef) : undefined;
  const signingKey = randomBytes(32);
  const env = {
    SITE_HEALTH_DATA_DIR: 'memory://',
    RELEASE_SIGNING_KEY: signingKey.toString('hex'),
    // No automatic rollback while the bench runs: the versions measured stay the active ones.
    RELEASE_WATCH_INTERVAL_MS: '0',
  };
  const stops: Array<() => void> = [];
  const removeTapFloor = await withTapFloorPage();
  stops.push(() => void removeTapFloor());
  try {
    stops.push((await startBenchSite(SITE_PORT, PROVIDER_PORT, env)).stop);
    const origin = `http://localhost:${SITE_PORT}`;
    const sites = [{ origin, providerUrl: `http://localhost:${PROVIDER_PORT}` }];
    if (checkout) {
      const against = await startAgainstSite(checkout, env);
      stops.push(against.stop);
      sites.push(against);
    }
    const started = Date.now();
    const [taps = [], theirs] = await measureTaps(sites, runs, controls);
    const summaries = summariseTaps(taps);
    console.log(
      `\n== First tap on a slow phone (390×844 touch screen, Chromium CPU ${TAP_CPU_SLOWDOWN}x slower, fresh context and empty cache per tap; ` +
        `tapped ${SEEN_TO_TAP_MS} ms after the control shows; ${runs === 1 ? 'one run' : `median of ${runs} runs`}, ${((Date.now() - started) / 1000).toFixed(0)} s) ==`,
    );
    console.log(formatTaps(summaries));
    console.log('event latency: the longest Event Timing entry of the tap (pointer, touch, click); tap to usable: from the tap to the first frame showing its result usable.');
    console.log('\n== Gap to the floor\'s tap of the same round (the machine\'s speed drifts; judge a tap by its gap) ==');
    console.log(formatTapFloorGaps(tapFloorGaps(taps)));
    if (checkout && theirs) {
      console.log(`\n== The same taps at ${checkout.short}, each measured beside this checkout's ==`);
      console.log(formatTaps(summariseTaps(theirs)));
      console.log(`\n== This checkout against ${checkout.short} ==`);
      console.log(formatTapDifferences(tapDifferences(taps, theirs), checkout.short));
    }
    // The reports are beacons sent as each page was left: give the last one a moment to be kept.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log('\n== Field vitals the site recorded during the tap runs (p75 per release, as `pnpm release status` reads them) ==');
    console.log(formatFieldVitals(await fetchFieldVitals(origin, signingKey, (Date.now() - started) / 60_000 + 1), summaries));
  } finally {
    for (const stop of stops) stop();
    checkout?.remove();
  }
}

/**
 * First visits of the site's pages beside the static floor, then the byte and request budgets.
 * Returns whether every budget holds.
 */
async function pageLoadsAndBudgets(runs: number, withTimings: boolean): Promise<boolean> {
  const loads = await measurePageLoads([FLOOR_PATH, ...PAGES], runs);
  const floor = loads.find((load) => load.path === FLOOR_PATH);
  console.log(`\n== First visit in Chromium, empty cache${runs > 1 ? ` (median of ${runs})` : ''}; "at load" = before the after-paint (idle) work ==`);
  for (const load of loads) {
    console.log(
      `${load.path.padEnd(20)} ${String(load.requests).padStart(3)} requests (+${String(load.imageRequests).padStart(2)} images, ${kb(load.imageBytes).padStart(8)}), ${kb(load.scriptBytes).padStart(9)} script at load; ` +
        `after idle ${String(load.idleRequests).padStart(2)} requests, ${kb(load.idleScriptBytes).padStart(8)} script; ` +
        `remotes at load: ${load.remotesAtLoad.join(', ') || 'none'}; after idle: ${load.remotesAfterIdle.join(', ') || 'none'}`,
    );
  }
  if (withTimings) {
    console.log('\n== Timing proxies (reported, not asserted; no CPU or network throttling) ==');
    console.log(
      `${'page'.padEnd(20)} ${'heading'.padStart(9)} ${'LCP'.padStart(9)} ${'LCP - floor'.padStart(12)} ${'long tasks'.padStart(11)} ${'longest task'.padStart(13)} ${'blocking (TBT proxy)'.padStart(21)}`,
    );
    for (const load of loads) {
      const overFloor = floor && load !== floor ? `${load.lcpMs - floor.lcpMs} ms` : '';
      const longestMark = load.longestTaskMs > MAIN_THREAD_GOAL.longestTaskMs ? '!' : ' ';
      console.log(
        `${load.path.padEnd(20)} ${`${load.headingMs} ms`.padStart(9)} ${`${load.lcpMs} ms`.padStart(9)} ${overFloor.padStart(12)} ${String(load.longTasks).padStart(11)} ${`${load.longestTaskMs} ms${longestMark}`.padStart(13)} ${`${load.blockingMs} ms`.padStart(21)}`,
      );
    }
    console.log(`Goal (issue 14, Deliver 5): no task over ${MAIN_THREAD_GOAL.longestTaskMs} ms during load (${MAIN_THREAD_GOAL.longTasks} long tasks); ! = missed.`);
    console.log('Goals (issues 14 and 55, Lighthouse mobile): LCP ≤ 1.5 s and within 0.15 s of the floor; TBT ≤ 100 ms.');
  }
  const lines = checkBudgets(loads, PAGE_BUDGETS);
  console.log('\n== Budgets (bytes and requests: deterministic, enforced) ==');
  console.log(formatBudgets(lines));
  return lines.every((line) => line.ok);
}

/** Provider throughput on PostgreSQL (the server the tests use, made ready when missing); PGlite when there is none. */
function providerThroughput(againstRef?: string): void {
  console.log('\n== Provider throughput: reads at 50 connections, paid rounds at 20 ==');
  const env = { ...process.env };
  if (!env.TEST_DATABASE_URL) {
    const ready = spawnSync('bash', ['provider/scripts/ensure-postgres.sh'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (ready.status === 0) env.TEST_DATABASE_URL = ready.stdout.trim();
    else console.log('No PostgreSQL server here: PGlite figures only.');
  }
  const pglite = process.argv.includes('--pglite') ? ['--pglite'] : [];
  // Another commit's provider, measured beside this one case by case (its sources and packages; no build).
  const checkout = againstRef ? prepareAgainst(againstRef, { build: false }) : undefined;
  try {
    const against = checkout ? ['--against-dir', checkout.dir, '--against-label', checkout.short] : [];
    spawnSync('pnpm', ['--filter', 'provider', 'bench', ...pglite, ...against], { cwd: REPO_ROOT, stdio: 'inherit', env });
  } finally {
    checkout?.remove();
  }
}

async function main(): Promise<void> {
  // Read before the builds: a mistyped tap's name stops the bench at once, not minutes later.
  const tapControls = tapControlsOption();
  if (process.argv.includes('--provider')) {
    // Only the provider: no build needed.
    providerThroughput(refOption('--against'));
    return;
  }

  await buildApps();

  if (process.argv.includes('--lighthouse')) {
    // Lighthouse only (a couple of minutes): the figures, nothing asserted.
    await lighthouseFigures(runsOption('--lighthouse-runs', LIGHTHOUSE_RUNS), {
      calibrated: process.argv.includes('--calibrated'),
      applied: process.argv.includes('--applied'),
      againstRef: refOption('--against'),
    });
    return;
  }

  if (process.argv.includes('--taps')) {
    // First taps on a slow phone and the field vitals of those visits: the figures, nothing asserted.
    await tapFigures(runsOption('--tap-runs', TAP_RUNS), refOption('--against'), tapControls);
    return;
  }

  if (process.argv.includes('--budgets')) {
    // CI: one run per page, no timings, no lobby or provider benchmarks.
    if (!(await pageLoadsAndBudgets(1, false))) {
      console.error('\nA budget is exceeded.');
      process.exit(1);
    }
    return;
  }

  console.log('\n== Bundle sizes (raw / gzip) ==');
  for (const row of await bundleSizes()) console.log(`${row.what.padEnd(58)} ${kb(row.bytes).padStart(10)} ${kb(row.gzipBytes).padStart(10)}`);

  const withinBudgets = await pageLoadsAndBudgets(3, true);

  await lighthouseFigures(runsOption('--lighthouse-runs', LIGHTHOUSE_RUNS), { againstRef: refOption('--against') });

  await tapFigures(runsOption('--tap-runs', TAP_RUNS));

  console.log('\n== Lobby: search and tile rendering, full catalogue and 2,000 games ==');
  spawnSync('pnpm', ['--filter', 'mfe-lobby', 'bench'], { cwd: REPO_ROOT, stdio: 'inherit' });

  console.log('\n== Game engines: theoretical and simulated return to player ==');
  spawnSync('pnpm', ['--filter', 'provider', 'exec', 'tsx', 'src/bench/rtp-bench.ts'], { cwd: REPO_ROOT, stdio: 'inherit' });

  providerThroughput();

  if (!withinBudgets) {
    console.error('\nA byte or request budget is exceeded (see Budgets above).');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
