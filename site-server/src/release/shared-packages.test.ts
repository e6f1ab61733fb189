import { sharedPackageConflicts, type BuildManifest } from './shared-packages';

const manifest = (...shared: Array<[name: string, version: string, requiredVersion?: string | false]>): BuildManifest => ({
  metaData: { contractVersion: '3.1.0' },
  shared: shared.map(([name, version, requiredVersion]) => ({ name, version, ...(requiredVersion !== undefined ? { requiredVersion } : {}) })),
});

const HOST = manifest(['react', '19.3.1', '^19.3.1'], ['react-dom', '19.3.1', '^19.3.1'], ['styled-components', '6.6.0', '^6.6.0'], ['shared-events', '1.0.0', '^1.0.0']);

describe("a remote's shared packages against the host's", () => {
  it('names each package built for another major, with both versions', () => {
    const remote = manifest(['react', '17.0.2', '^17.0.2'], ['react-dom', '17.0.2', '^17.0.2'], ['styled-components', '6.6.0', '^6.6.0']);
    expect(sharedPackageConflicts('mfe-lobby', remote, HOST)).toEqual([
      'react: mfe-lobby was built with 17.0.2 (17.x), the host provides 19.3.1 (19.x).',
      'react-dom: mfe-lobby was built with 17.0.2 (17.x), the host provides 19.3.1 (19.x).',
    ]);
  });

  it("accepts a minor difference the remote's range allows, and refuses one it does not", () => {
    // Built with older minors, or a newer one whose range still takes the host's: one copy serves both.
    expect(sharedPackageConflicts('mfe-lobby', manifest(['react', '19.2.0', '^19.2.0'], ['styled-components', '6.7.1', '~6.6.0']), HOST)).toEqual([]);
    expect(sharedPackageConflicts('mfe-lobby', manifest(['react', '19.4.0', '^19.4.0']), HOST)).toEqual([
      'react: mfe-lobby requires ^19.4.0, the host provides 19.3.1.',
    ]);
  });

  it('leaves alone packages the host does not share, ranges of any version, and a manifest without shared packages', () => {
    expect(sharedPackageConflicts('mfe-lobby', manifest(['@tanstack/react-query', '4.36.1', '^4.36.1'], ['react', '19.0.0', false]), HOST)).toEqual([]);
    expect(sharedPackageConflicts('mfe-lobby', { metaData: { contractVersion: '3.1.0' } }, HOST)).toEqual([]);
  });
});
