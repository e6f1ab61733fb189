// The figures of a Lighthouse run and how the bench prints them (no browser here, so unit tests can load it).

export interface LighthouseFigure {
  label: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Tasks over 50 ms in Lighthouse's long-tasks audit (on the emulated phone, simulated or throttled as the run was) and the longest one, in ms. */
  longTasks: number;
  longestTaskMs: number;
  /** Where the blocking time comes from: the long tasks' time over 50 ms, summed per script, largest first. */
  blockingBySource: BlockingSource[];
  /** Lighthouse's measure of this machine's speed during the run (higher is faster), and the CPU slowdown it applied. */
  benchmarkIndex: number;
  cpuMultiplier: number;
}

/** A script (or the page itself, or work Lighthouse could not attribute) and the blocking time of its long tasks. */
export interface BlockingSource {
  source: string;
  blockingMs: number;
}

/** Issue 14, Deliver 5: no task over 50 ms during load. */
export const MAIN_THREAD_GOAL = { longestTaskMs: 50, longTasks: 0 } as const;

/** Goals of issue 14 (Lighthouse mobile, performance); issue 55 brought a page's LCP to within 150 ms of the floor's (700 before). */
export const LIGHTHOUSE_GOALS = { score: 0.95, lcpMs: 1500, lcpOverFloorMs: 150, tbtMs: 100, cls: 0.05 } as const;

/** Count and longest of the tasks the long-tasks audit lists (those over 50 ms). */
export function longTasksOf(details: unknown): { longTasks: number; longestTaskMs: number } {
  const items = (details as { items?: Array<{ duration?: number }> } | undefined)?.items ?? [];
  const durations = items.map((item) => item.duration ?? 0).filter((duration) => duration > 50);
  return { longTasks: durations.length, longestTaskMs: Math.round(Math.max(0, ...durations)) };
}

/**
 * The long tasks' blocking time (what each lasts over 50 ms, as TBT counts it) summed per script:
 * the page's own URL is "the page" (parsing, style, layout), and scripts are named by their path.
 */
export function blockingBySource(details: unknown, pageUrl: string): BlockingSource[] {
  const items = (details as { items?: Array<{ url?: string; duration?: number }> } | undefined)?.items ?? [];
  const totals = new Map<string, number>();
  for (const { url = '', duration = 0 } of items) {
    if (duration <= 50) continue;
    const source = url === pageUrl ? 'the page' : /^https?:/.test(url) ? new URL(url).pathname : url || 'Unattributable';
    totals.set(source, (totals.get(source) ?? 0) + duration - 50);
  }
  return [...totals]
    .map(([source, blockingMs]) => ({ source, blockingMs: Math.round(blockingMs) }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** The figures beside their goals; the floor's LCP is the first page labelled `floor`. */
export function formatLighthouse(figures: ReadonlyArray<LighthouseFigure>): string {
  const floor = figures.find((figure) => figure.label === 'floor');
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  const rows = figures.map((figure) => {
    const overFloor = floor && figure !== floor ? figure.lcpMs - floor.lcpMs : 0;
    return [
      figure.label.padEnd(26),
      `${figure.score.toFixed(2)}${mark(figure.score >= LIGHTHOUSE_GOALS.score)}`.padStart(6),
      `${(figure.lcpMs / 1000).toFixed(2)} s${mark(figure.lcpMs <= LIGHTHOUSE_GOALS.lcpMs)}`.padStart(9),
      (floor && figure !== floor ? `${overFloor >= 0 ? '+' : ''}${(overFloor / 1000).toFixed(2)} s${mark(overFloor <= LIGHTHOUSE_GOALS.lcpOverFloorMs)}` : '').padStart(10),
      `${figure.tbtMs} ms${mark(figure.tbtMs <= LIGHTHOUSE_GOALS.tbtMs)}`.padStart(9),
      `${figure.cls.toFixed(3)}${mark(figure.cls <= LIGHTHOUSE_GOALS.cls)}`.padStart(7),
      `${figure.longTasks}${mark(figure.longTasks <= MAIN_THREAD_GOAL.longTasks)}`.padStart(6),
      `${figure.longestTaskMs} ms${mark(figure.longestTaskMs <= MAIN_THREAD_GOAL.longestTaskMs)}`.padStart(9),
      `${figure.benchmarkIndex}`.padStart(6),
      `${figure.cpuMultiplier}x`.padStart(6),
    ].join(' ');
  });
  return [
    `${'page'.padEnd(26)} ${'score'.padStart(6)} ${'LCP'.padStart(9)} ${'LCP-floor'.padStart(10)} ${'TBT'.padStart(9)} ${'CLS'.padStart(7)} ${'>50ms'.padStart(6)} ${'longest'.padStart(9)} ${'bench'.padStart(6)} ${'CPU'.padStart(6)}`,
    ...rows,
    `goal${' '.repeat(23)}≥ ${LIGHTHOUSE_GOALS.score}  ≤ ${LIGHTHOUSE_GOALS.lcpMs / 1000} s  ≤ +${LIGHTHOUSE_GOALS.lcpOverFloorMs / 1000} s  ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms  ≤ ${LIGHTHOUSE_GOALS.cls}      ${MAIN_THREAD_GOAL.longTasks}   ≤ ${MAIN_THREAD_GOAL.longestTaskMs} ms`,
    '(! = goal missed; reported, not asserted. >50ms and longest: tasks of the long-tasks audit, on the emulated phone; bench: Lighthouse benchmarkIndex of this machine during the run; CPU: slowdown applied)',
    '',
    'Blocking time by source (long tasks over 50 ms on the emulated phone; the three largest per page):',
    ...figures.map((figure) => `${figure.label.padEnd(26)} ${figure.blockingBySource.slice(0, 3).map(({ source, blockingMs }) => `${source} ${blockingMs} ms`).join(' · ') || 'none'}`),
  ].join('\n');
}

/** Goals for a page's gap to the static floor measured in the same run (LCP keeps the goal of the figures table). */
export const FLOOR_GAP_GOALS = { scoreGap: 0.05, tbtGapMs: 150, lcpGapMs: LIGHTHOUSE_GOALS.lcpOverFloorMs } as const;

/** One gap over the runs: the median of each run's gap, and the lowest and highest. */
export interface GapSpread {
  median: number;
  min: number;
  max: number;
}

/** The median, lowest and highest of `values` (those measured: NaN left out), or null when none was. */
export function gapSpread(values: ReadonlyArray<number>): GapSpread | null {
  const known = values.filter((value) => !Number.isNaN(value));
  return known.length === 0 ? null : { median: median(known), min: Math.min(...known), max: Math.max(...known) };
}

/** A page's gap to the floor: score floor − page, TBT and LCP page − floor, each from runs where both were measured. */
export interface FloorGap {
  label: string;
  runs: number;
  score: GapSpread | null;
  tbtMs: GapSpread | null;
  lcpMs: GapSpread | null;
}

/**
 * Each page's gap to the floor (the page labelled `floor`), computed within each run, so a machine
 * that is slower during one run moves the floor and the page together; then the median over the runs.
 */
export function floorGaps(runs: ReadonlyArray<ReadonlyArray<LighthouseFigure>>): FloorGap[] {
  const labels = [...new Set(runs.flatMap((run) => run.map((figure) => figure.label)))].filter((label) => label !== 'floor');
  return labels.map((label) => {
    const pairs = runs.flatMap((run) => {
      const floor = run.find((figure) => figure.label === 'floor');
      const page = run.find((figure) => figure.label === label);
      // A run Lighthouse failed on (no LCP) for the page or the floor gives no gap.
      return floor && page && !Number.isNaN(floor.lcpMs) && !Number.isNaN(page.lcpMs) ? [{ floor, page }] : [];
    });
    return {
      label,
      runs: pairs.length,
      // Scores have two decimals: 0.95 − 0.90 is 0.05, not 0.0500000001 (a miss).
      score: gapSpread(pairs.map(({ floor, page }) => Math.round((floor.score - page.score) * 100) / 100)),
      tbtMs: gapSpread(pairs.map(({ floor, page }) => page.tbtMs - floor.tbtMs)),
      lcpMs: gapSpread(pairs.map(({ floor, page }) => page.lcpMs - floor.lcpMs)),
    };
  });
}

const signed = (value: number, digits: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

/** "median (lowest–highest)" of a gap, marked `!` when the median is over its goal. */
function gapText(gap: GapSpread | null, goal: number, show: (value: number) => string, unit: string): string {
  if (!gap) return 'none ';
  return `${show(gap.median)}${unit}${gap.median <= goal ? ' ' : '!'} (${show(gap.min)}…${show(gap.max)})`;
}

/** The headline: each page's gap to the floor measured in the same runs, beside the goals. */
export function formatFloorGaps(gaps: ReadonlyArray<FloorGap>): string {
  const score = (value: number) => signed(value, 2);
  const ms = (value: number) => signed(Math.round(value), 0);
  return [
    `${'page'.padEnd(26)} ${'runs'.padStart(4)} ${'score gap (floor − page)'.padStart(26)} ${'TBT gap (page − floor)'.padStart(28)} ${'LCP gap (page − floor)'.padStart(28)}`,
    ...gaps.map((gap) =>
      [
        gap.label.padEnd(26),
        String(gap.runs).padStart(4),
        gapText(gap.score, FLOOR_GAP_GOALS.scoreGap, score, '').padStart(26),
        gapText(gap.tbtMs, FLOOR_GAP_GOALS.tbtGapMs, ms, ' ms').padStart(28),
        gapText(gap.lcpMs, FLOOR_GAP_GOALS.lcpGapMs, ms, ' ms').padStart(28),
      ].join(' ')),
    `${'goal'.padEnd(26)} ${''.padStart(4)} ${`≤ ${FLOOR_GAP_GOALS.scoreGap} `.padStart(26)} ${`≤ ${FLOOR_GAP_GOALS.tbtGapMs} ms `.padStart(28)} ${`≤ ${FLOOR_GAP_GOALS.lcpGapMs} ms `.padStart(28)}`,
    '(each gap taken within one run, then the median over the runs (lowest…highest); ! = goal missed; reported, not asserted)',
  ].join('\n');
}

/** The middle value (the mean of the two middle ones for an even count); NaN when there is none. */
export function median(values: ReadonlyArray<number>): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One figure per page from several runs: the median of each measure (a run's TBT swings two to three
 * times on this machine), with the blocking sources of the run whose score is nearest the median.
 * A run Lighthouse failed on (no LCP) is left out while another run of the page has figures.
 */
export function medianFigures(runs: ReadonlyArray<ReadonlyArray<LighthouseFigure>>): LighthouseFigure[] {
  const labels = [...new Set(runs.flatMap((run) => run.map((figure) => figure.label)))];
  return labels.map((label) => {
    const all = runs.flatMap((run) => run.filter((figure) => figure.label === label));
    const measured = all.filter((figure) => !Number.isNaN(figure.lcpMs));
    const figures = measured.length > 0 ? measured : all;
    const middle = (pick: (figure: LighthouseFigure) => number) => median(figures.map(pick));
    const score = middle((figure) => figure.score);
    const nearest = [...figures].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0]!;
    return {
      ...nearest,
      score,
      lcpMs: Math.round(middle((figure) => figure.lcpMs)),
      tbtMs: Math.round(middle((figure) => figure.tbtMs)),
      cls: middle((figure) => figure.cls),
      longTasks: Math.round(middle((figure) => figure.longTasks)),
      longestTaskMs: Math.round(middle((figure) => figure.longestTaskMs)),
      benchmarkIndex: Math.round(middle((figure) => figure.benchmarkIndex)),
    };
  });
}

/** Each page's lowest and highest score, LCP and TBT over the runs, printed under the medians. */
export function formatSpread(runs: ReadonlyArray<ReadonlyArray<LighthouseFigure>>): string {
  const labels = [...new Set(runs.flatMap((run) => run.map((figure) => figure.label)))];
  const range = (values: number[], show: (value: number) => string, unit = '') => {
    const known = values.filter((value) => !Number.isNaN(value));
    return known.length === 0 ? 'none' : `${show(Math.min(...known))}–${show(Math.max(...known))}${unit}`;
  };
  return [
    `Spread over ${runs.length} runs (lowest–highest):`,
    ...labels.map((label) => {
      const figures = runs.flatMap((run) => run.filter((figure) => figure.label === label));
      const score = range(figures.map((figure) => figure.score), (value) => value.toFixed(2));
      const lcp = range(figures.map((figure) => figure.lcpMs), (value) => (value / 1000).toFixed(2), ' s');
      const tbt = range(figures.map((figure) => figure.tbtMs), (value) => String(Math.round(value)), ' ms');
      return `${label.padEnd(26)} score ${score} · LCP ${lcp} · TBT ${tbt}`;
    }),
  ].join('\n');
}
