// What the bench site recorded of the pages' vitals (LCP, INP, CLS) as the host reports them, beside the bench's own figures.

import { RELEASE_HEALTH_PATH, type RemoteName } from 'shared-releases';
import type { VersionHealth } from 'site-server/health-store';
import { statusAuthorization } from 'site-server/signed-status';
import type { TapControl, TapSummary } from './tap-figures';

/** The controls the bench taps on the pages each remote renders (the host reports vitals against that remote). */
const TAPPED_ON: Partial<Record<RemoteName, ReadonlyArray<TapControl>>> = {
  'mfe-lobby': ['search box'],
  'mfe-promotions': ['promotions SIGN UP NOW'],
  'mfe-onboarding': ['history filter', 'identity check'],
  'mfe-cashier': ['withdraw tab'],
};

/**
 * The site's health figures of the last `minutes`, asked as `pnpm release status` asks (signed with
 * the release key the site was given), or why there are none.
 */
export async function fetchFieldVitals(origin: string, signingKey: Buffer, minutes: number): Promise<VersionHealth[] | string> {
  try {
    const response = await fetch(`${origin}${RELEASE_HEALTH_PATH}?minutes=${Math.max(1, Math.ceil(minutes))}`, {
      headers: { authorization: statusAuthorization(signingKey) }, signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return `the site answered ${response.status} to the signed status request`;
    return ((await response.json()) as { versions: VersionHealth[] }).versions;
  } catch (error) {
    return `the site did not answer the signed status request (${(error as Error).message})`;
  }
}

const vital = (health: VersionHealth, name: 'LCP' | 'INP' | 'CLS') => {
  const summary = health.vitals[name];
  if (!summary || summary.count === 0) return '–';
  return `${name === 'CLS' ? summary.p75.toFixed(3) : `${Math.round(summary.p75)} ms`} (${summary.count})`;
};

/** The p75 of each vital the site recorded per release, beside the bench's first-tap medians on the page that release renders. */
export function formatFieldVitals(versions: ReadonlyArray<VersionHealth> | string, taps: ReadonlyArray<TapSummary>): string {
  const note =
    'Pages of the host alone (/, where menu, LOGIN, SIGN UP NOW and chat are tapped) report no vitals: the host reports a page\'s vitals ' +
    'against the remote that renders the page (host/src/release-health/page-vitals.ts).';
  if (typeof versions === 'string') return `No field vitals: ${versions}.`;
  const reported = versions.filter((health) => Object.values(health.vitals).some((summary) => summary && summary.count > 0));
  if (reported.length === 0) return `No field vitals: the site recorded none during the bench.\n${note}`;
  return [
    `${'release'.padEnd(30)} ${'LCP p75 (n)'.padStart(14)} ${'INP p75 (n)'.padStart(14)} ${'CLS p75 (n)'.padStart(12)}   bench, same page (median): tap event latency · tap to usable`,
    ...reported.map((health) => {
      const own = taps.filter((summary) => TAPPED_ON[health.remote]?.includes(summary.control));
      const bench = own.length > 0
        ? own.map((tap) => `${tap.control}: ${tap.eventLatency ? `${Math.round(tap.eventLatency.median)} ms` : 'none'} · ${tap.tapToUsable ? `${Math.round(tap.tapToUsable.median)} ms` : 'none'}`).join('; ')
        : 'no tap measured on its pages';
      return `${`${health.remote}@${health.version}`.padEnd(30)} ${vital(health, 'LCP').padStart(14)} ${vital(health, 'INP').padStart(14)} ${vital(health, 'CLS').padStart(12)}   ${bench}`;
    }),
    '(n = page loads that reported the vital; INP is the slowest interaction of each visit: the measured tap and, on the lobby, the keystrokes after it)',
    note,
  ].join('\n');
}
