import { checkSegment, describeSegment, inSegment, signPlayerSegments, verifyPlayerSegments } from './canary-segments';
import { getsCanary, planFor } from './release-assignment';

const KEY = Buffer.alloc(32, 3);
const LATER = new Date(Date.now() + 3600_000);

describe('targeted canaries', () => {
  it('takes a player class segment, and says which segments there are otherwise', () => {
    expect(checkSegment(' player-class:Test Class ')).toBe('player-class:Test Class');
    expect(checkSegment('player-class:Review – Options blocked')).toBe('player-class:Review – Options blocked');
    expect(() => checkSegment('staff')).toThrow('A canary segment names players the provider knows: "player-class:<class>", such as "player-class:Test Class"; not "staff".');
    expect(() => checkSegment('player-class:')).toThrow('A canary segment names players');
    expect(describeSegment('player-class:Test Class')).toBe('players of class Test Class');
  });

  it("believes only what this site signed of a browser's player: an edited or foreign cookie counts for no one", () => {
    const token = signPlayerSegments({ playerClass: 'Low Margin' }, KEY, LATER);
    expect(verifyPlayerSegments(token, KEY)).toEqual({ playerClass: 'Low Margin' });
    // A player who writes another class into the cookie breaks its signature.
    const [payload, signature] = token.split('.');
    const edited = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), c: 'Test Class' })).toString('base64url')}.${signature}`;
    expect(verifyPlayerSegments(edited, KEY)).toBeNull();
    expect(verifyPlayerSegments(signPlayerSegments({ playerClass: 'Test Class' }, Buffer.alloc(32, 4), LATER), KEY)).toBeNull();
    expect(verifyPlayerSegments(signPlayerSegments({ playerClass: 'Test Class' }, KEY, new Date(Date.now() - 1000)), KEY)).toBeNull();
    expect(verifyPlayerSegments(undefined, KEY)).toBeNull();
  });

  it("gives the canary to the segment's players whatever the share, and to the share's browsers beside them", () => {
    const releases = { canary: { version: '1.1.0-bbbb0000', contractVersion: '3.0.0', share: 0, segment: 'player-class:Test Class', startedAt: '2026-11-29T00:00:00.000Z' } };
    const browsers = Array.from({ length: 300 }, (_, index) => `browser${String(index).padStart(15, '0')}`);
    const tester = { playerClass: 'Test Class' };
    expect(inSegment(releases.canary.segment, tester)).toBe(true);
    expect(browsers.filter((id) => getsCanary(releases, 'mfe-lobby', id, tester))).toHaveLength(300);
    expect(browsers.filter((id) => getsCanary(releases, 'mfe-lobby', id, { playerClass: 'Low Margin' }))).toHaveLength(0);
    expect(browsers.filter((id) => getsCanary(releases, 'mfe-lobby', id))).toHaveLength(0);
    // Then a share as well: the segment keeps it, a fifth of the others get it too.
    const widened = { canary: { ...releases.canary, share: 20 } };
    const others = browsers.filter((id) => getsCanary(widened, 'mfe-lobby', id, null)).length;
    expect(others).toBeGreaterThan(30);
    expect(others).toBeLessThan(90);
    expect(browsers.every((id) => getsCanary(widened, 'mfe-lobby', id, tester))).toBe(true);

    const registry = { remotes: { 'mfe-lobby': { active: '1.0.0-aaaa0000', contractVersion: '3.0.0', ...releases } } };
    expect(planFor(registry, browsers[0]!, null, tester).remotes['mfe-lobby']).toEqual({ active: '1.1.0-bbbb0000', contractVersion: '3.0.0', channel: 'canary' });
    expect(planFor(registry, browsers[0]!, null, null).remotes['mfe-lobby']).toEqual({ active: '1.0.0-aaaa0000', contractVersion: '3.0.0', channel: 'stable' });
  });
});
