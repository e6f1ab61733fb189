import { gameBalanceMessage } from 'shared-events/game-frame-messages';
import { connectSite, parentOriginOf, siteOriginsOf, type FrameEnvironment } from './site-link';

const SITE = 'http://localhost:8080';
const OTHER_SITE = 'http://127.0.0.1:8080';

function frame(overrides: Partial<FrameEnvironment> = {}) {
  const parent = { postMessage: jest.fn() };
  let listener: Parameters<FrameEnvironment['onMessage']>[0] = () => undefined;
  const environment: FrameEnvironment = {
    parent, ancestorOrigin: undefined, referrer: '', onMessage: (l) => (listener = l), ...overrides,
  };
  return { environment, parent, receive: (event: Pick<MessageEvent, 'origin' | 'source' | 'data'>) => listener(event) };
}

describe('the game client’s link to the site', () => {
  it('posts the balance message to the site’s origin by name, never to every origin', () => {
    const { environment, parent } = frame({ ancestorOrigin: OTHER_SITE });
    connectSite([SITE, OTHER_SITE], environment, () => undefined).postBalance(12.5, '$');
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith(gameBalanceMessage(12.5, '$'), OTHER_SITE);
  });

  it('posts nothing when it is not framed', () => {
    const { environment } = frame({ parent: null });
    expect(() => connectSite([SITE], environment, () => undefined).postBalance(1, '$')).not.toThrow();
  });

  it('takes a balance request from its parent on a site origin, and ignores one from anywhere else', () => {
    const { environment, parent, receive } = frame();
    const onRequest = jest.fn();
    connectSite([SITE], environment, onRequest);
    const request = { type: 'casino.balance.request' };
    receive({ origin: 'http://evil.test', source: parent as unknown as MessageEventSource, data: request });
    receive({ origin: SITE, source: null, data: request });
    receive({ origin: SITE, source: parent as unknown as MessageEventSource, data: { type: 'something.else' } });
    expect(onRequest).not.toHaveBeenCalled();
    receive({ origin: SITE, source: parent as unknown as MessageEventSource, data: request });
    expect(onRequest).toHaveBeenCalledTimes(1);
  });
});

describe('parentOriginOf', () => {
  it('believes the ancestor or referrer only when it is an allowed site origin', () => {
    expect(parentOriginOf([SITE, OTHER_SITE], { ancestorOrigin: 'http://evil.test', referrer: `${OTHER_SITE}/lobby/games/` })).toBe(OTHER_SITE);
    expect(parentOriginOf([SITE, OTHER_SITE], { ancestorOrigin: 'http://evil.test', referrer: 'http://evil.test/' })).toBe(SITE);
    expect(parentOriginOf([], { ancestorOrigin: SITE, referrer: '' })).toBeUndefined();
  });
});

describe('siteOriginsOf', () => {
  it('reads the origins the provider put in the page, and none from an unfilled page', () => {
    document.head.innerHTML = `<meta name="site-origins" content="${SITE}, ${OTHER_SITE}">`;
    expect(siteOriginsOf(document)).toEqual([SITE, OTHER_SITE]);
    document.head.innerHTML = '<meta name="site-origins" content="__SITE_ORIGINS__">';
    expect(siteOriginsOf(document)).toEqual([]);
  });
});
