import type { ReleaseRegistry, RemoteReleases } from 'shared-releases';
import { newRolloutId, planFor } from './release-assignment';

const published = (contractVersion: string) => ({ contractVersion, publishedAt: '2025-06-01T00:00:00.000Z' });

function releases(active: string, contractVersion: string, extra: Partial<RemoteReleases> = {}): RemoteReleases {
  return { active, contractVersion, versions: { [active]: published(contractVersion) }, activations: [active], ...extra };
}

const canary = (version: string, contractVersion: string, share: number) => ({ version, contractVersion, share, startedAt: '2025-06-01T00:00:00.000Z' });

describe("a page load's plan with a released host", () => {
  const registry: ReleaseRegistry = {
    remotes: {
      host: releases('h1', '3.1.0', { canary: canary('h2', '3.2.0', 20), versions: { h1: published('3.1.0'), h2: published('3.2.0'), h4: published('4.0.0') } }),
      'mfe-lobby': releases('l1', '3.1.0'),
      'mfe-cashier': releases('c1', '3.0.0'),
    },
  };

  it('gives about a fifth of browsers the host canary at 20 %, each the same on every load', () => {
    const browsers = Array.from({ length: 2000 }, newRolloutId);
    const hosts = browsers.map((id) => planFor(registry, id, null).host);
    const onCanary = hosts.filter((host) => host?.active === 'h2' && host.channel === 'canary').length;
    expect(onCanary / browsers.length).toBeGreaterThan(0.16);
    expect(onCanary / browsers.length).toBeLessThan(0.24);
    expect(hosts.every((host) => host?.active === 'h1' || host?.active === 'h2')).toBe(true);
    expect(browsers.slice(0, 50).every((id, index) => planFor(registry, id, null).host?.active === hosts[index]?.active)).toBe(true);
    // The remotes are the same for both hosts: the same contract major.
    expect(planFor(registry, browsers[0]!, null).remotes).toEqual({
      'mfe-lobby': { active: 'l1', contractVersion: '3.1.0', channel: 'stable' },
      'mfe-cashier': { active: 'c1', contractVersion: '3.0.0', channel: 'stable' },
    });
  });

  it('never pairs the host with a remote of another contract major', () => {
    // As a registry changed behind the commands' back would have it: a remote of major 4, another with a canary of 4.
    const mixed: ReleaseRegistry = {
      remotes: {
        host: releases('h1', '3.1.0'),
        'mfe-lobby': releases('l4', '4.0.0'),
        'mfe-cashier': releases('c1', '3.0.0', { canary: canary('c4', '4.0.0', 99.9), versions: { c1: published('3.0.0'), c4: published('4.0.0') } }),
      },
    };
    const plan = planFor(mixed, newRolloutId(), null);
    expect(plan.host?.active).toBe('h1');
    expect(plan.remotes['mfe-lobby']).toBeUndefined();
    expect(plan.remotes['mfe-cashier']).toEqual({ active: 'c1', contractVersion: '3.0.0', channel: 'stable' });
  });

  it("previews a host version of the active host's major, and not one of another", () => {
    const expiresAt = '2099-01-01T00:00:00.000Z';
    expect(planFor(registry, newRolloutId(), { remote: 'host', version: 'h2', expiresAt })).toMatchObject({
      host: { active: 'h2', channel: 'preview' }, preview: { remote: 'host', version: 'h2' },
    });
    const refused = planFor(registry, newRolloutId(), { remote: 'host', version: 'h4', expiresAt });
    expect(refused.host?.active).not.toBe('h4');
    expect(refused.preview).toBeUndefined();
  });

  it('plans no host where none was released: the site server serves its own build', () => {
    const { host: _host, ...remotes } = registry.remotes;
    expect(planFor({ remotes }, newRolloutId(), null).host).toBeUndefined();
  });
});
