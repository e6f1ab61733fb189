import { checkActiveReleases, checkReleaseRegistry, RegistryFormatError } from './release-registry';

const written = {
  remotes: {
    'mfe-lobby': {
      active: '1.0.0-abc12345',
      contractVersion: '2.1.0',
      versions: { '1.0.0-abc12345': { contractVersion: '2.1.0', publishedAt: '2025-01-01T00:00:00.000Z' } },
      activations: ['1.0.0-abc12345'],
    },
  },
};

const messageOf = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(RegistryFormatError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('checkReleaseRegistry', () => {
  it('accepts the registry pnpm release writes, and an empty one', () => {
    expect(checkReleaseRegistry(written)).toBe(written);
    expect(checkReleaseRegistry({ remotes: {} })).toEqual({ remotes: {} });
  });

  it("accepts a canary's segment with a share of 0, and the versions a registry served; refuses a share of 0 without a segment", () => {
    const lobby = written.remotes['mfe-lobby'];
    const canary = { version: '1.1.0-def67890', contractVersion: '2.1.0', share: 0, startedAt: '2025-01-02T00:00:00.000Z' };
    const withCanary = (fields: object) => ({ remotes: { 'mfe-lobby': { ...lobby, served: ['1.0.0-abc12345'], canary: { ...canary, ...fields } } } });
    expect(() => checkReleaseRegistry(withCanary({ segment: 'player-class:Test Class' }))).not.toThrow();
    expect(messageOf(() => checkReleaseRegistry(withCanary({})))).toBe('Malformed release registry: remotes["mfe-lobby"].canary.share should be a number above 0 and below 100, found number.');
    expect(messageOf(() => checkReleaseRegistry({ remotes: { 'mfe-lobby': { ...lobby, served: 'all' } } }))).toBe('Malformed release registry: remotes["mfe-lobby"].served should be an array, found string.');
  });

  it('names the first wrong field', () => {
    expect(messageOf(() => checkReleaseRegistry(null))).toBe('Malformed release registry: the registry should be an object, found null.');
    expect(messageOf(() => checkReleaseRegistry({}))).toBe('Malformed release registry: remotes should be an object, found undefined.');
    expect(messageOf(() => checkReleaseRegistry({ remotes: { 'mfe-lobby': { ...written.remotes['mfe-lobby'], activations: 'x' } } }))).toBe(
      'Malformed release registry: remotes["mfe-lobby"].activations should be an array, found string.',
    );
    expect(
      messageOf(() => checkReleaseRegistry({ remotes: { 'mfe-lobby': { ...written.remotes['mfe-lobby'], versions: { '1.0.0-abc12345': { contractVersion: '2.1.0' } } } } })),
    ).toBe('Malformed release registry: remotes["mfe-lobby"].versions["1.0.0-abc12345"].publishedAt should be a string, found undefined.');
  });
});

describe('checkActiveReleases', () => {
  it('accepts an active release without the store bookkeeping', () => {
    const registry = { remotes: { 'mfe-support': { active: '1.0.0-ffff0000', contractVersion: '2.0.0' } } };
    expect(checkActiveReleases(registry)).toBe(registry);
  });

  it('leaves a remote outside the catalogue to whoever knows it', () => {
    expect(() => checkActiveReleases({ remotes: { 'mfe-future': 42 } })).not.toThrow();
  });

  it('refuses what no reader could use', () => {
    expect(messageOf(() => checkActiveReleases([]))).toBe('Malformed release registry: the registry should be an object, found an array.');
    expect(messageOf(() => checkActiveReleases({ remotes: { 'mfe-cashier': 'latest' } }))).toBe(
      'Malformed release registry: remotes["mfe-cashier"] should be an object, found string.',
    );
    expect(messageOf(() => checkActiveReleases({ remotes: { 'mfe-cashier': { active: 1, contractVersion: '2.1.0' } } }))).toBe(
      'Malformed release registry: remotes["mfe-cashier"].active should be a string, found number.',
    );
  });
});
