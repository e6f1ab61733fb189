import type { ReleaseRegistry } from 'shared-releases';
import type { VersionHealth } from '../release-health/health-store';
import { describeReleases, releaseOverview } from './release-overview';

const registry: ReleaseRegistry = {
  remotes: {
    'mfe-lobby': {
      active: '1.1.0-bbbbbbbb',
      contractVersion: '1.0.0',
      activatedAt: '2025-05-31T09:30:00.000Z',
      versions: {
        '1.0.0-aaaaaaaa': { contractVersion: '1.0.0', publishedAt: '2025-05-30T08:00:00.000Z' },
        '1.1.0-bbbbbbbb': { contractVersion: '1.0.0', publishedAt: '2025-05-31T08:00:00.000Z' },
        '1.2.0-cccccccc': { contractVersion: '1.0.0', publishedAt: '2025-06-01T08:00:00.000Z' },
      },
      activations: ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb'],
      canary: { version: '1.2.0-cccccccc', contractVersion: '1.0.0', share: 2.5, startedAt: '2025-06-01T11:00:00.000Z' },
    },
    'mfe-support': {
      active: '', contractVersion: '1.0.0', versions: { '1.0.0-dddddddd': { contractVersion: '1.0.0', publishedAt: '2025-06-01T08:00:00.000Z' } }, activations: [],
    },
  },
};

const canaryHealth: VersionHealth = {
  remote: 'mfe-lobby', version: '1.2.0-cccccccc', loads: 96, loadFailures: 3, renderErrors: 1, contractRefusals: 1, attempts: 100, errorRate: 0.05,
  failingLoads: 5, failingBrowsers: 5, failingNetworks: 4,
  vitals: { LCP: { count: 50, p50: 1000, p75: 2500.4, p95: 4000 }, CLS: { count: 50, p50: 0, p75: 0.1, p95: 0.3 } },
  hostVersions: ['1.0.0-11111111', '1.1.0-22222222'],
};

describe('the releases overview', () => {
  it('names active, canary and previous versions, each with its own figures', () => {
    const lobby = releaseOverview(registry, [canaryHealth]).find((overview) => overview.remote === 'mfe-lobby');
    expect(lobby?.lines.map((line) => [line.role, line.version, line.health?.loads])).toEqual([
      ['active', '1.1.0-bbbbbbbb', undefined],
      ['canary', '1.2.0-cccccccc', 96],
      ['previous', '1.0.0-aaaaaaaa', undefined],
    ]);
  });

  it("writes pnpm release status's text from the same figures", () => {
    expect(describeReleases(registry, [canaryHealth], ['mfe-lobby', 'mfe-support', 'mfe-cashier'])).toBe([
      'mfe-lobby (event contract 1.0.0)',
      '  active   1.1.0-bbbbbbbb  since 2025-05-31 09:30 UTC',
      '           last hour: loads 0, error rate –, failed in –, load failures 0, render errors 0, contract refusals 0, LCP p75 –, INP p75 –, CLS p75 –, host versions –',
      '  canary   1.2.0-cccccccc  2.5% of browsers  started 2025-06-01 11:00 UTC',
      '           last hour: loads 96, error rate 5.0%, failed in 5 browsers / 4 networks, load failures 3, render errors 1, contract refusals 1, LCP p75 2500 ms, INP p75 –, CLS p75 0.10, host versions 1.0.0-11111111, 1.1.0-22222222',
      '  previous 1.0.0-aaaaaaaa',
      '           last hour: loads 0, error rate –, failed in –, load failures 0, render errors 0, contract refusals 0, LCP p75 –, INP p75 –, CLS p75 –, host versions –',
      'mfe-cashier: nothing published',
      'mfe-support: published, no version active yet',
    ].join('\n'));
  });
});
