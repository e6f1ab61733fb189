import type { VitalName } from 'shared-releases';
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { loadReleaseRegistry } from '../remotes/release-registry';
import { remoteOfRoute } from '../remotes/route-hints';
import { reportHealth } from './health-events';

/**
 * Reports the page's vitals (LCP, INP, CLS, as web-vitals measures them: when they are final,
 * mostly as the page is hidden) against the release of the remote that renders the page; pages of
 * the host alone are not reported. LCP belongs to the page the visit landed on (`landingPath`), INP
 * and CLS to the page shown when they are reported. Loaded after the page has loaded (a chunk of its
 * own, start-health-reports.ts).
 */
export async function watchPageVitals(landingPath: string, location: Pick<Location, 'pathname'> = window.location): Promise<void> {
  // Decided before listening: a vital reported as the page is hidden must be queued at once, not after an await.
  const availability = await loadReleaseRegistry();
  const report = (metric: Metric, pathname: string) => {
    const route = remoteOfRoute(pathname);
    const release = route ? availability[route.remote] : undefined;
    if (!route || !release?.available) return;
    reportHealth({ kind: 'vital', name: metric.name as VitalName, value: metric.value, remote: route.remote, version: release.version });
  };
  // A page restored from the back-forward cache has an LCP of its own, on the page shown.
  onLCP((metric) => report(metric, metric.navigationType === 'back-forward-cache' ? location.pathname : landingPath));
  onINP((metric) => report(metric, location.pathname));
  onCLS((metric) => report(metric, location.pathname));
}
