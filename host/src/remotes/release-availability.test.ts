import { availabilityFromRegistry } from './release-availability';

describe('availabilityFromRegistry', () => {
  it('points each released remote at the manifest of its active version', () => {
    const availability = availabilityFromRegistry({
      remotes: { 'mfe-lobby': { active: '1.0.0-abc12345', contractVersion: '1.2.0' } },
    });
    expect(availability['mfe-lobby']).toEqual({
      available: true,
      version: '1.0.0-abc12345',
      entry: '/releases/mfe-lobby/1.0.0-abc12345/mf-manifest.json',
    });
    expect(availability['mfe-cashier']).toEqual({ available: false, reason: 'not-released' });
  });

  it('refuses a remote built for another major of the event contract', () => {
    const availability = availabilityFromRegistry({
      remotes: { 'mfe-support': { active: '2.0.0-ffff0000', contractVersion: '2.0.0' } },
    });
    expect(availability['mfe-support']).toEqual({ available: false, reason: 'contract', contractVersion: '2.0.0' });
  });
});
