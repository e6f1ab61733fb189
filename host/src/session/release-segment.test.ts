import { createEventBus } from 'shared-events';
import { followSessionWithReleaseSegment, RELEASE_SEGMENT_TOLD_KEY } from './release-segment';

const player = (sessionKey: string) => ({ status: 'authenticated' as const, player: { login: 'deptestclass', playerId: 41, sessionKey } });

describe("telling the site server which player this browser has", () => {
  beforeEach(() => sessionStorage.clear());

  it('asks once per session with the session in the provider header and the player id, and says when the player signed out', async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    const send = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return { ok: true, status: 204 } as Response;
    });
    const bus = createEventBus();
    let token: string | undefined = 'token-41';
    const stop = followSessionWithReleaseSegment(bus, { sessionToken: () => token, fetch: send });
    bus.emit('session.changed', player('k-1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{
      url: '/release-segment',
      init: { method: 'POST', headers: { 'content-type': 'application/json', 'X-Session-Token': 'token-41' }, body: '{"pid":41}' },
    }]);
    expect(sessionStorage.getItem(RELEASE_SEGMENT_TOLD_KEY)).toBe('k-1');
    // The same session again (a silent renewal, another page of the tab): nothing asked.
    bus.emit('session.changed', player('k-1'));
    expect(calls).toHaveLength(1);

    token = undefined;
    bus.emit('session.changed', { status: 'anonymous' });
    expect(calls[1]).toEqual({ url: '/release-segment', init: { method: 'DELETE' } });
    expect(sessionStorage.getItem(RELEASE_SEGMENT_TOLD_KEY)).toBeNull();
    stop();
  });

  it('asks again on a later page when the site server did not take it', async () => {
    const send = jest.fn(async () => ({ ok: false, status: 502 }) as Response);
    const bus = createEventBus();
    const stop = followSessionWithReleaseSegment(bus, { sessionToken: () => 'token-41', fetch: send });
    bus.emit('session.changed', player('k-2'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStorage.getItem(RELEASE_SEGMENT_TOLD_KEY)).toBeNull();
    // A visitor never asks anything.
    bus.emit('session.changed', { status: 'anonymous' });
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });
});
