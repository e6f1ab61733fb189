import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import { availabilityFromPlan } from './release-availability';

const HOST_MAJOR = contractMajor(CONTRACT_VERSION);
/** A later minor of the host's own major, and the next major. */
const SAME_MAJOR = `${HOST_MAJOR}.99.0`;
const NEXT_MAJOR = `${HOST_MAJOR + 1}.0.0`;

describe('availabilityFromPlan', () => {
  it('points each released remote at the manifest of its planned version, with its channel', () => {
    const availability = availabilityFromPlan({
      remotes: {
        'mfe-lobby': { active: '1.0.0-abc12345', contractVersion: SAME_MAJOR, channel: 'stable' },
        'mfe-promotions': { active: '1.1.0-def67890', contractVersion: SAME_MAJOR, channel: 'canary' },
      },
    });
    expect(availability['mfe-lobby']).toEqual({
      available: true,
      version: '1.0.0-abc12345',
      channel: 'stable',
      entry: '/releases/mfe-lobby/1.0.0-abc12345/mf-manifest.json',
    });
    expect(availability['mfe-promotions']).toMatchObject({ available: true, version: '1.1.0-def67890', channel: 'canary' });
    expect(availability['mfe-cashier']).toEqual({ available: false, reason: 'not-released' });
  });

  it('refuses a remote built for another major of the event contract, naming the refused version', () => {
    const availability = availabilityFromPlan({
      remotes: { 'mfe-support': { active: '2.0.0-ffff0000', contractVersion: NEXT_MAJOR, channel: 'preview' } },
    });
    expect(availability['mfe-support']).toEqual({ available: false, reason: 'contract', contractVersion: NEXT_MAJOR, version: '2.0.0-ffff0000' });
  });

  it('has nothing to load for a remote published but never activated', () => {
    const availability = availabilityFromPlan({ remotes: { 'mfe-lobby': { active: '', contractVersion: SAME_MAJOR, channel: 'stable' } } });
    expect(availability['mfe-lobby']).toEqual({ available: false, reason: 'not-released' });
  });
});
