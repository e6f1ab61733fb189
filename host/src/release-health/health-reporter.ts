import { HEALTH_REPORT_LIMIT_BYTES, type HealthEvent, type HealthReport, healthReportProblem, MAX_HEALTH_EVENTS, RELEASE_HEALTH_PATH } from 'shared-releases';

/** How long events wait for others before they are sent, so a page left open still reports. */
export const HEALTH_FLUSH_DELAY_MS = 5000;

/** What the reporter needs of the browser; the real one by default, a stand-in in tests. */
export interface HealthTransport {
  sendBeacon?: (url: string, data: Blob) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): HealthTransport => ({
  sendBeacon: typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
  fetch: (url, init) => fetch(url, init),
});

const encoder = new TextEncoder();
const reportBytes = (load: string, events: HealthEvent[]): number => encoder.encode(JSON.stringify({ load, events } satisfies HealthReport)).length;

/**
 * Splits events into reports of page load `load` that the site server takes: at most
 * {@link MAX_HEALTH_EVENTS} events and {@link HEALTH_REPORT_LIMIT_BYTES} bytes each, in order. (An
 * event is a few dozen bytes and a load's token a few hundred, so one event alone always fits.)
 */
export function healthReports(load: string, events: ReadonlyArray<HealthEvent>): HealthEvent[][] {
  const reports: HealthEvent[][] = [];
  let current: HealthEvent[] = [];
  for (const event of events) {
    const next = [...current, event];
    if (current.length > 0 && (next.length > MAX_HEALTH_EVENTS || reportBytes(load, next) > HEALTH_REPORT_LIMIT_BYTES)) {
      reports.push(current);
      current = [event];
    } else {
      current = next;
    }
  }
  if (current.length > 0) reports.push(current);
  return reports;
}

/**
 * Queues health events and sends them to the site server in reports of this page load (the signed
 * `load` of the page's release plan, without which the site server counts nothing): a few seconds
 * after events arrive, and at once when the page is hidden or left (the last chance a page has).
 * With `sendBeacon`, which the browser delivers even after the page is gone; with a keepalive `fetch`
 * when there is no sendBeacon or it refuses (its queue is full).
 */
export class HealthReporter {
  private queue: HealthEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly load: string;
  private readonly transport: HealthTransport;
  private readonly stopListening: () => void;

  private readonly page: Document | undefined;

  constructor(load: string, transport: HealthTransport = browserTransport(), page: Document | undefined = globalThis.document) {
    this.load = load;
    this.transport = transport;
    this.page = page;
    const onHide = () => this.flush();
    const onVisibility = () => {
      if (this.hidden()) this.flush();
    };
    const view = page?.defaultView;
    view?.addEventListener('pagehide', onHide);
    page?.addEventListener('visibilitychange', onVisibility);
    this.stopListening = () => {
      view?.removeEventListener('pagehide', onHide);
      page?.removeEventListener('visibilitychange', onVisibility);
    };
  }

  private hidden(): boolean {
    return this.page?.visibilityState === 'hidden';
  }

  /** Queues one event; it goes out within {@link HEALTH_FLUSH_DELAY_MS}, or sooner if the page is hidden. */
  add(event: HealthEvent): void {
    // The site server refuses a whole report for one bad event (a vital out of range, a version it
    // does not take): such an event is dropped here instead.
    if (healthReportProblem({ load: this.load, events: [event] }) !== null) return;
    this.queue.push(event);
    // A hidden page may never run a timer again: what arrives then (the final vitals) goes at once.
    if (this.hidden()) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), HEALTH_FLUSH_DELAY_MS);
  }

  /** Sends every queued event now. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.queue;
    this.queue = [];
    for (const report of healthReports(this.load, events)) this.send(report);
  }

  /** Stops listening to the page (tests). */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.stopListening();
  }

  private send(events: HealthEvent[]): void {
    const json = JSON.stringify({ load: this.load, events } satisfies HealthReport);
    try {
      if (this.transport.sendBeacon?.(RELEASE_HEALTH_PATH, new Blob([json], { type: 'application/json' }))) return;
    } catch {
      // A browser that throws (a blocked beacon) is treated as one that refused: fetch below.
    }
    // Health reports are best effort: a report that cannot be sent is dropped, never retried in a loop.
    this.transport
      .fetch(RELEASE_HEALTH_PATH, { method: 'POST', body: json, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' })
      .catch(() => undefined);
  }
}
