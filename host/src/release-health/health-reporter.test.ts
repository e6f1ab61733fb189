import { HEALTH_REPORT_LIMIT_BYTES, type HealthEvent, type HealthReport, healthReportProblem, MAX_HEALTH_EVENTS } from 'shared-releases';
import { HEALTH_FLUSH_DELAY_MS, HealthReporter, healthReports, type HealthTransport } from './health-reporter';

/** A page load's signed id as the site server writes it into the plan (its size, not its signature, matters here). */
const LOAD = `${'e'.repeat(300)}.${'s'.repeat(43)}`;

const load = (version = '1.0.0-abc12345'): HealthEvent => ({ kind: 'load', remote: 'mfe-lobby', version });

/** A transport that records what was sent, its beacon accepting or refusing. */
function recordingTransport(beacon: 'accepts' | 'refuses' | 'missing' = 'accepts') {
  const beacons: Array<{ url: string; data: Blob }> = [];
  const fetches: Array<{ url: string; init: RequestInit }> = [];
  const transport: HealthTransport = {
    sendBeacon:
      beacon === 'missing'
        ? undefined
        : (url, data) => {
            beacons.push({ url, data });
            return beacon === 'accepts';
          },
    fetch: async (url, init) => {
      fetches.push({ url, init });
      return {};
    },
  };
  return { transport, beacons, fetches };
}

/** A beacon's body (jsdom's Blob has no text(): read as a browser reads a file). */
const reportOf = (data: Blob): Promise<HealthReport> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(reader.result as string) as HealthReport);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(data);
  });

/** The events of a beacon's body. */
const eventsOf = async (data: Blob): Promise<HealthEvent[]> => (await reportOf(data)).events;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('healthReports', () => {
  it('splits events into reports of at most 50 events, in order', () => {
    const events = Array.from({ length: 120 }, (_, index) => load(`1.0.${index}`));
    const reports = healthReports(LOAD, events);
    expect(reports.map((report) => report.length)).toEqual([MAX_HEALTH_EVENTS, MAX_HEALTH_EVENTS, 20]);
    expect(reports.flat()).toEqual(events);
  });

  it('keeps every report under the byte limit the site server takes', () => {
    // Versions of 64 characters, the most a version may have.
    const events = Array.from({ length: 200 }, (_, index) => load(`${index}`.padStart(64, '9')));
    const reports = healthReports(LOAD, events);
    for (const report of reports) {
      expect(new TextEncoder().encode(JSON.stringify({ load: LOAD, events: report })).length).toBeLessThanOrEqual(HEALTH_REPORT_LIMIT_BYTES);
      expect(healthReportProblem({ load: LOAD, events: report })).toBeNull();
    }
    expect(reports.flat()).toEqual(events);
  });

  it('splits by bytes before 50 events when the events are large', () => {
    // Larger than any valid event (a version has at most 64 characters), so the byte limit decides.
    const big: HealthEvent = { kind: 'load', remote: 'mfe-promotions', version: 'x'.repeat(1000) };
    const reports = healthReports(LOAD, Array(40).fill(big));
    expect(reports.map((report) => report.length)).toEqual([15, 15, 10]);
    for (const report of reports) expect(JSON.stringify({ load: LOAD, events: report }).length).toBeLessThanOrEqual(HEALTH_REPORT_LIMIT_BYTES);
  });
});

describe('HealthReporter', () => {
  let reporter: HealthReporter | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    reporter?.stop();
    reporter = undefined;
    jest.useRealTimers();
  });

  it('sends the events of a page left open a few seconds after they arrive, as one JSON beacon', async () => {
    const { transport, beacons, fetches } = recordingTransport();
    reporter = new HealthReporter(LOAD, transport);
    reporter.add(load());
    reporter.add({ kind: 'load-failure', stage: 'entry', remote: 'mfe-support', version: '1.0.0-ffff0000' });
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS - 1);
    expect(beacons).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/release-health');
    expect(beacons[0]?.data.type).toBe('application/json');
    await expect(reportOf(beacons[0]!.data)).resolves.toEqual({
      load: LOAD, events: [load(), { kind: 'load-failure', stage: 'entry', remote: 'mfe-support', version: '1.0.0-ffff0000' }],
    });
    expect(fetches).toHaveLength(0);
  });

  it('sends at once when the page is hidden or left, and what arrives while hidden too', async () => {
    const { transport, beacons } = recordingTransport();
    reporter = new HealthReporter(LOAD, transport);
    reporter.add(load());
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    // web-vitals reports the final values as the page is hidden: they go at once, not after a timer.
    reporter.add({ kind: 'vital', name: 'CLS', value: 0.02, remote: 'mfe-lobby', version: '1.0.0-abc12345' });
    expect(beacons).toHaveLength(2);
    setVisibility('visible');
    reporter.add(load('1.0.1'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(3);
    await expect(eventsOf(beacons[2]!.data)).resolves.toEqual([load('1.0.1')]);
    // Nothing queued: nothing sent.
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
    expect(beacons).toHaveLength(3);
  });

  it('sends 120 events as three beacons', () => {
    const { transport, beacons } = recordingTransport();
    reporter = new HealthReporter(LOAD, transport);
    for (let index = 0; index < 120; index += 1) reporter.add(load(`1.0.${index}`));
    reporter.flush();
    expect(beacons).toHaveLength(3);
  });

  it.each(['refuses', 'missing'] as const)('falls back to a keepalive fetch when sendBeacon %s', (beacon) => {
    const { transport, fetches } = recordingTransport(beacon);
    reporter = new HealthReporter(LOAD, transport);
    reporter.add(load());
    reporter.flush();
    expect(fetches).toEqual([
      {
        url: '/release-health',
        init: expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify({ load: LOAD, events: [load()] }), headers: { 'Content-Type': 'application/json' } }),
      },
    ]);
  });

  it('drops an event the site server would refuse, so it cannot sink the rest of its report', async () => {
    const { transport, beacons } = recordingTransport();
    reporter = new HealthReporter(LOAD, transport);
    reporter.add({ kind: 'vital', name: 'LCP', value: Number.POSITIVE_INFINITY, remote: 'mfe-lobby', version: '1.0.0' });
    reporter.add(load('not a version!'));
    reporter.add(load());
    reporter.flush();
    await expect(eventsOf(beacons[0]!.data)).resolves.toEqual([load()]);
  });
});
