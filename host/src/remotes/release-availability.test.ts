import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import { availabilityFromRegistry } from './release-availability';

const HOST_MAJOR = contractMajor(CONTRACT_VERSION);
/** A later minor of the host's own major, and the next major. */
const SAME_MAJOR = `${HOST_MAJOR}.99.0`;
const NEXT_MAJOR = `${HOST_MAJOR + 1}.0.0`;

describe('availabilityFromRegistry', () => {
  it('points each released remote at the manifest of its active version', () => {
    const availability = availabilityFromRegistry({
      remotes: { 'mfe-lobby': { active: '1.0.0-abc12345', contractVersion: SAME_MAJOR } },
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
      remotes: { 'mfe-support': { active: '2.0.0-ffff0000', contractVersion: NEXT_MAJOR } },
    });
    expect(availability['mfe-support']).toEqual({ available: false, reason: 'contract', contractVersion: NEXT_MAJOR });
  });
});
