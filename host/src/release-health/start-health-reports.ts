import { whenIdleAfterPaint } from '../remotes/page-settled';
import { requestReleasePlan } from '../remotes/registry-request';
import { connectHealthSink } from './health-events';

let started = false;

/**
 * Starts the health reports once the page has loaded, painted its route and the browser is idle:
 * the reporter and the vitals (web-vitals) are chunks of their own, so they weigh nothing on the
 * start-up. Events seen before then wait in the queue (health-events.ts); the vitals come from the
 * browser's buffered entries, so starting late loses none of the page's LCP or layout shifts.
 * Call it after the first render (whenIdleAfterPaint then counts the route's remote).
 */
export function startHealthReports(landingPath: string): void {
  if (started) return;
  started = true;
  void whenIdleAfterPaint()
    .then(async () => {
      // Reports count only for a page load the site server handed out (its plan's signed load id):
      // a page without one (the dev server, a registry read instead of a plan) reports nothing.
      const load = (await requestReleasePlan()).load;
      if (!load) return;
      const { HealthReporter } = await import(/* webpackChunkName: "release-health" */ './health-reporter');
      const reporter = new HealthReporter(load);
      connectHealthSink((event) => reporter.add(event));
      const { watchPageVitals } = await import(/* webpackChunkName: "page-vitals" */ './page-vitals');
      await watchPageVitals(landingPath);
    })
    .catch((error: unknown) => console.info('Release health reports are off for this page', error));
}
