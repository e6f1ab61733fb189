import type { HealthEvent } from 'shared-releases';

/*
 * The start-up side of the health reports: a queue only. What sends the reports (and measures the
 * vitals) is loaded once the page has loaded (start-health-reports.ts), so it costs the boot nothing;
 * events seen before then wait here.
 */

/** More than a page load can sensibly report: past it, events are dropped rather than kept in memory. */
const MAX_WAITING = 200;

type HealthSink = (event: HealthEvent) => void;

let waiting: HealthEvent[] = [];
let sink: HealthSink | undefined;

/** Hands one event to the reporter, or keeps it until the reporter is there. */
export function reportHealth(event: HealthEvent): void {
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Connects the reporter: the events kept so far first, then each one as it comes. */
export function connectHealthSink(next: HealthSink): void {
  sink = next;
  const kept = waiting;
  waiting = [];
  kept.forEach(next);
}

/** For tests: forgets the reporter and the kept events. */
export function resetHealthEvents(): void {
  sink = undefined;
  waiting = [];
}
