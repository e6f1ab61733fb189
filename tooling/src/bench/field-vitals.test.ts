import type { VersionHealth } from 'site-server/health-store';
import { formatFieldVitals } from './field-vitals';
import type { TapSummary } from './tap-figures';

const health = (remote: VersionHealth['remote'], vitals: VersionHealth['vitals']): VersionHealth => ({
  remote, version: '1.0.0-985bd6c7', loads: 4, loadFailures: 0, renderErrors: 0, contractRefusals: 0, errorRate: 0, attempts: 4,
  failingLoads: 0, failingBrowsers: 0, failingNetworks: 0, vitals,
});
const search: TapSummary = {
  control: 'search box', runs: 2, eventLatency: { median: 936, min: 584, max: 1288 }, tapToUsable: { median: 2453, min: 2453, max: 2453 }, problems: ['never became usable'],
};

describe('field vitals beside the bench', () => {
  it('prints the p75 of each vital per release that reported any, beside the tap measured on its pages', () => {
    const lines = formatFieldVitals([
      health('mfe-lobby', { LCP: { count: 4, p50: 2040, p75: 2485.4, p95: 3188 }, INP: { count: 4, p50: 780, p75: 1096, p95: 1384 }, CLS: { count: 4, p50: 0, p75: 0.0123, p95: 0.1 } }),
      health('mfe-onboarding', {}),
    ], [search]).split('\n');
    expect(lines[1]).toMatch(/^mfe-lobby@1\.0\.0-985bd6c7 +2485 ms \(4\) +1096 ms \(4\) +0\.012 \(4\) +search box: 936 ms · 2453 ms$/);
    expect(lines.some((line) => line.startsWith('mfe-onboarding'))).toBe(false);
  });

  it('says why there are no figures rather than printing empty ones', () => {
    expect(formatFieldVitals('the site answered 401 to the signed status request', [search])).toBe('No field vitals: the site answered 401 to the signed status request.');
    expect(formatFieldVitals([health('mfe-onboarding', {})], [search])).toMatch(/^No field vitals: the site recorded none during the bench\.\nPages of the host alone/);
  });

  it('shows a dash for a vital no page reported', () => {
    const [, row] = formatFieldVitals([health('mfe-promotions', { LCP: { count: 1, p50: 900, p75: 900, p95: 900 } })], []).split('\n');
    expect(row).toMatch(/^mfe-promotions@\S+ +900 ms \(1\) +– +– +no tap measured on its pages$/);
  });
});
