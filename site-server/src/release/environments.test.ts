import { alignedRegistries, environmentFrom, registryFileOf } from './environments';

describe('release environments', () => {
  it('reads SITE_ENVIRONMENT: production unless set, and refuses a name it does not know', () => {
    expect(environmentFrom(undefined, 'SITE_ENVIRONMENT')).toBe('production');
    expect(environmentFrom('staging', 'SITE_ENVIRONMENT')).toBe('staging');
    expect(() => environmentFrom('Production', 'SITE_ENVIRONMENT')).toThrow('SITE_ENVIRONMENT names a release environment (staging or production), not "Production".');
  });

  it("keeps production's registry file where it always was", () => {
    expect(registryFileOf('production')).toBe('registry.json');
    expect(registryFileOf('staging')).toBe('registry.staging.json');
  });

  it('gives every environment the same published versions, nothing active where nothing was activated', () => {
    const published = { contractVersion: '3.0.0', publishedAt: '2026-01-01T00:00:00.000Z' };
    const newer = { contractVersion: '3.1.0', publishedAt: '2026-02-01T00:00:00.000Z' };
    const aligned = alignedRegistries({
      production: { remotes: { 'mfe-lobby': { active: 'a', contractVersion: '3.0.0', activations: ['a'], versions: { a: published, b: newer } } } },
    });
    expect(aligned.staging).toEqual({ remotes: { 'mfe-lobby': { active: '', contractVersion: '3.1.0', activations: [], versions: { a: published, b: newer } } } });
    expect(aligned.production.remotes['mfe-lobby']?.active).toBe('a');
  });
});
