import { REGISTRY_URL, releaseFileUrl, releaseFolder, releaseOfUrl } from './release-paths';

describe('release paths', () => {
  it('places a release under /releases/<remote>/<version>/', () => {
    const release = { remote: 'mfe-lobby', version: '1.0.0-abc12345' } as const;
    expect(REGISTRY_URL).toBe('/releases/registry.json');
    expect(releaseFolder(release)).toBe('mfe-lobby/1.0.0-abc12345');
    expect(releaseFileUrl(release, 'mf-manifest.json')).toBe('/releases/mfe-lobby/1.0.0-abc12345/mf-manifest.json');
  });

  it('reads the release back from a URL or a path', () => {
    expect(releaseOfUrl('http://localhost:8280/releases/mfe-support/1.0.0-ab/remoteEntry.js')).toEqual({ remote: 'mfe-support', version: '1.0.0-ab' });
    expect(releaseOfUrl('/releases/mfe-cashier/2.0.0-cd/__federation_expose_CashierPage.js')).toEqual({ remote: 'mfe-cashier', version: '2.0.0-cd' });
    expect(releaseOfUrl('/releases/registry.json')).toBeNull();
    expect(releaseOfUrl('/releases/host/1.0.0/main.js')).toBeNull();
    expect(releaseOfUrl('/main.bb1f9bf4.js')).toBeNull();
  });
});
