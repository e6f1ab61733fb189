// The figures of first taps and how the bench prints them (no browser here, so unit tests can load it).

import { median } from './lighthouse-figures';

/**
 * The controls whose first tap is measured, in the order they are printed: the floor (a static page's
 * `<details>` opened by the browser alone, no script: what a tap costs on this machine in this run), a
 * visitor's on `/`, the games search and SIGN UP NOW on the promotions page (both first screens the site
 * server renders), then a signed-in player's on the account and cashier screens.
 */
export const TAP_CONTROLS = [
  'floor', 'menu', 'LOGIN', 'SIGN UP NOW', 'chat', 'search box', 'promotions SIGN UP NOW', 'history filter', 'withdraw tab', 'identity check',
] as const;
export type TapControl = (typeof TAP_CONTROLS)[number];

/** Goals for a first tap on a slow phone: the browser answers the tap, then the control is usable. */
export const TAP_GOALS = { eventLatencyMs: 100, tapToUsableMs: 300 } as const;

/** Event Timing reports no entry shorter than this (the smallest threshold the API takes). */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/** The events of a tap whose Event Timing entries make its latency (pointer and touch, and the click a tap makes). */
export const TAP_EVENT_NAMES: ReadonlyArray<string> = ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'click'];

/** One Event Timing entry, as the page recorded it (times in ms from the page's time origin). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/** When the page saw the measured tap's finger go down and up (the events' timeStamp). */
export interface TapMoment {
  downAt: number;
  upAt: number;
}

/** What one first tap gave; a null figure with a `problem` when it could not be measured. */
export interface TapRun {
  control: TapControl;
  /** The largest duration among the tap's entries; the threshold when no entry reached it. */
  eventLatencyMs: number | null;
  /** From the tap's first entry to the first frame in which the control was usable. */
  tapToUsableMs: number | null;
  problem?: string;
}

/** The tap's own entries and where it starts: nothing when the page saw no tap. */
export interface TapInteraction {
  entries: EventEntry[];
  startTime: number;
  eventLatencyMs: number;
}

/**
 * The entries of the measured tap: those sharing the interactionId of the tap's pointer events and
 * the touch events beside them; when the tap has no interaction id (no entry over the threshold
 * has one), the tap events that started while the finger was down or as it came up. The event
 * latency is the largest duration among them (the threshold when none reached it).
 */
export function tapInteraction(entries: ReadonlyArray<EventEntry>, tap: TapMoment): TapInteraction {
  // Timestamps of the events and of their entries are rounded differently: 1 ms either way is the same moment.
  const during = entries.filter((entry) => TAP_EVENT_NAMES.includes(entry.name) && entry.startTime >= tap.downAt - 1 && entry.startTime <= tap.upAt + 1);
  const interactionId = during.find((entry) => entry.interactionId > 0)?.interactionId;
  const own = interactionId === undefined ? during : during.filter((entry) => entry.interactionId === interactionId || entry.interactionId === 0);
  const startTime = own.length > 0 ? Math.min(...own.map((entry) => entry.startTime)) : tap.downAt;
  const eventLatencyMs = Math.max(EVENT_DURATION_THRESHOLD_MS, ...own.map((entry) => entry.duration));
  return { entries: own, startTime, eventLatencyMs };
}

/** One tap's figures from what the page recorded: `usableAt` is the first usable frame's time, null when none came. */
export function tapRunOf(control: TapControl, entries: ReadonlyArray<EventEntry>, tap: TapMoment | null, usableAt: number | null): TapRun {
  if (!tap) return { control, eventLatencyMs: null, tapToUsableMs: null, problem: 'the page saw no tap' };
  const interaction = tapInteraction(entries, tap);
  if (usableAt === null) return { control, eventLatencyMs: interaction.eventLatencyMs, tapToUsableMs: null, problem: 'never became usable' };
  return { control, eventLatencyMs: interaction.eventLatencyMs, tapToUsableMs: Math.max(0, Math.round(usableAt - interaction.startTime)) };
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median and range of the known values; null when there is none. */
export function spreadOf(values: ReadonlyArray<number | null>): Spread | null {
  const known = values.filter((value): value is number => value !== null && !Number.isNaN(value));
  if (known.length === 0) return null;
  return { median: median(known), min: Math.min(...known), max: Math.max(...known) };
}

export interface TapSummary {
  control: TapControl;
  runs: number;
  eventLatency: Spread | null;
  tapToUsable: Spread | null;
  /** Each run's problem (a run that never became usable, for one), in run order. */
  problems: string[];
}

/** Per control, in the order of {@link TAP_CONTROLS}: medians and ranges over its runs. */
export function summariseTaps(runs: ReadonlyArray<TapRun>): TapSummary[] {
  return TAP_CONTROLS.flatMap((control) => {
    const own = runs.filter((run) => run.control === control);
    if (own.length === 0) return [];
    return [{
      control,
      runs: own.length,
      eventLatency: spreadOf(own.map((run) => run.eventLatencyMs)),
      tapToUsable: spreadOf(own.map((run) => run.tapToUsableMs)),
      problems: own.flatMap((run) => (run.problem ? [run.problem] : [])),
    }];
  });
}

/** "median ms (lowest–highest)", marked `!` when the median is over the goal or `missed` says so. */
function spreadText(spread: Spread | null, goal: number, missed = false): string {
  if (!spread) return 'none!';
  const mark = missed || spread.median > goal ? '!' : ' ';
  return `${Math.round(spread.median)} ms${mark} (${Math.round(spread.min)}–${Math.round(spread.max)})`;
}

const CONTROL_WIDTH = Math.max(...TAP_CONTROLS.map((control) => control.length));

/** The table of first taps beside their goals, with the runs that could not be measured under it. */
export function formatTaps(summaries: ReadonlyArray<TapSummary>): string {
  const rows = summaries.map((summary) =>
    [
      summary.control.padEnd(CONTROL_WIDTH),
      String(summary.runs).padStart(4),
      spreadText(summary.eventLatency, TAP_GOALS.eventLatencyMs).padStart(20),
      // A run that never became usable is a miss, however fast the others were.
      spreadText(summary.tapToUsable, TAP_GOALS.tapToUsableMs, summary.problems.length > 0).padStart(22),
    ].join(' '));
  const problems = summaries.flatMap((summary) => summary.problems.map((problem) => `${summary.control}, one run: ${problem}`));
  return [
    `${'control'.padEnd(CONTROL_WIDTH)} ${'runs'.padStart(4)} ${'event latency'.padStart(20)} ${'tap to usable'.padStart(22)}`,
    ...rows,
    `${'goal'.padEnd(CONTROL_WIDTH)} ${''.padStart(4)} ${`≤ ${TAP_GOALS.eventLatencyMs} ms `.padStart(20)} ${`≤ ${TAP_GOALS.tapToUsableMs} ms `.padStart(22)}`,
    `(median (lowest–highest) of the runs; ! = goal missed, or a run never became usable; reported, not asserted. ` +
      `${EVENT_DURATION_THRESHOLD_MS} ms = no entry of the tap reached Event Timing's ${EVENT_DURATION_THRESHOLD_MS} ms threshold)`,
    ...problems,
  ].join('\n');
}

/** A control's taps here minus the same control's taps at another commit, paired run by run. */
export interface TapDifference {
  control: TapControl;
  /** Pairs in which both sides gave a figure. */
  pairs: number;
  /** Positive: slower here. */
  eventLatency: Spread | null;
  tapToUsable: Spread | null;
}

/** Each k-th run of `own` minus the k-th of `base`: how many pairs both gave a figure, and the spread of each figure's differences. */
function pairedDifferences(own: ReadonlyArray<TapRun>, base: ReadonlyArray<TapRun>): Omit<TapDifference, 'control'> | null {
  const pairs = own.slice(0, base.length).map((run, index) => [run, base[index]!] as const);
  if (pairs.length === 0) return null;
  const difference = (key: 'eventLatencyMs' | 'tapToUsableMs') =>
    pairs.map(([mine, other]) => (mine[key] === null || other[key] === null ? null : mine[key] - other[key]));
  return {
    pairs: pairs.filter(([mine, other]) => mine.tapToUsableMs !== null && other.tapToUsableMs !== null).length,
    eventLatency: spreadOf(difference('eventLatencyMs')),
    tapToUsable: spreadOf(difference('tapToUsableMs')),
  };
}

/**
 * Each control's k-th run here beside its k-th run at the other commit (`--taps --against`: measured one right
 * after the other, so a slow moment of the machine falls on both), the difference of each pair, then the
 * median and range over the pairs. A pair with a run that gave no figure gives no difference.
 */
export function tapDifferences(here: ReadonlyArray<TapRun>, there: ReadonlyArray<TapRun>): TapDifference[] {
  return TAP_CONTROLS.flatMap((control) => {
    const differences = pairedDifferences(here.filter((run) => run.control === control), there.filter((run) => run.control === control));
    return differences ? [{ control, ...differences }] : [];
  });
}

/** "+12 ms (−30…+40)": a signed median difference and its range; `none` without a pair. */
function differenceText(spread: Spread | null): string {
  if (!spread) return 'none';
  const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}`;
  return `${signed(spread.median)} ms (${signed(spread.min)}…${signed(spread.max)})`;
}

/** A table of differences, one row per control, `count` naming what was paired, `footer` saying what was taken from what. */
function formatDifferenceTable(differences: ReadonlyArray<TapDifference>, count: string, footer: string): string {
  return [
    `${'control'.padEnd(CONTROL_WIDTH)} ${count.padStart(6)} ${'event latency'.padStart(24)} ${'tap to usable'.padStart(24)}`,
    ...differences.map((difference) =>
      [
        difference.control.padEnd(CONTROL_WIDTH),
        String(difference.pairs).padStart(6),
        differenceText(difference.eventLatency).padStart(24),
        differenceText(difference.tapToUsable).padStart(24),
      ].join(' ')),
    footer,
  ].join('\n');
}

/** The table of differences to the other commit `short`, one row per control. */
export function formatTapDifferences(differences: ReadonlyArray<TapDifference>, short: string): string {
  return formatDifferenceTable(
    differences, 'pairs',
    `(this checkout minus ${short}, each tap paired with the same tap measured beside it; median (lowest…highest) of the pairs; + = slower here)`,
  );
}

/**
 * Each control's k-th run beside the floor's k-th run (the same round, minutes apart at most): the gap of each round,
 * then the median and range over the rounds (`pairs`: the rounds in which both gave a figure). The machine's speed
 * drifts from run to run; a gap to a floor measured beside it is the figure to judge a tap by. Nothing without a floor.
 */
export function tapFloorGaps(runs: ReadonlyArray<TapRun>): TapDifference[] {
  const floor = runs.filter((run) => run.control === 'floor');
  if (floor.length === 0) return [];
  return TAP_CONTROLS.filter((control) => control !== 'floor').flatMap((control) => {
    const gaps = pairedDifferences(runs.filter((run) => run.control === control), floor);
    return gaps ? [{ control, ...gaps }] : [];
  });
}

/** The table of gaps to the floor, one row per control. */
export function formatTapFloorGaps(gaps: ReadonlyArray<TapDifference>): string {
  return formatDifferenceTable(gaps, 'rounds', '(each tap minus the floor\'s tap of the same round; median (lowest…highest) of the rounds; + = slower than the floor)');
}
