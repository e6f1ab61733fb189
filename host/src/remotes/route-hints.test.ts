import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import { remoteOfRoute, hintRouteRemote, showsGamesFile, showsPublicCoupons, hintPageData, lobbyHasStoredGamesFile } from './route-hints';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'LobbyPage', assets: { js: { sync: ['12.aaaa1111.js', '__federation_expose_LobbyPage.bbbb2222.js'] } } },
    { name: 'GamePage', assets: { js: { sync: ['99.cccc3333.js'] } } },
  ],
};

const hints = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({ rel: link.rel, as: link.getAttribute('as'), href: link.getAttribute('href'), crossOrigin: link.crossOrigin }));

describe('route hints', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(async (url: string) => {
      const body = url.endsWith('registry.json')
        // The lobby is of the host's own contract major, the cashier of the next one.
        ? { remotes: { 'mfe-lobby': { active: '1.0.0-abcd1234', contractVersion: CONTRACT_VERSION }, 'mfe-cashier': { active: '2.0.0-eeee5555', contractVersion: `${contractMajor(CONTRACT_VERSION) + 1}.0.0` } } }
        : MANIFEST;
      return { ok: true, json: async () => body } as Response;
    }) as unknown as typeof fetch;
  });

  it('knows which remote each route renders', () => {
    expect(remoteOfRoute('/lobby/games/')).toEqual({ remote: 'mfe-lobby', exposed: 'LobbyPage' });
    expect(remoteOfRoute('/games/cash-bandits')).toEqual({ remote: 'mfe-lobby', exposed: 'GamePage' });
    expect(remoteOfRoute('/cashier/')).toEqual({ remote: 'mfe-cashier', exposed: 'CashierPage' });
    expect(remoteOfRoute('/')).toBeNull();
    expect(remoteOfRoute('/info/faq')).toBeNull();
  });

  it("preloads the active release's entry and the exposed page's scripts, from the registry", async () => {
    hintRouteRemote('/lobby/games/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toEqual([
      { rel: 'preload', as: 'script', href: '/releases/mfe-lobby/1.0.0-abcd1234/remoteEntry.js', crossOrigin: null },
      { rel: 'preload', as: 'script', href: '/releases/mfe-lobby/1.0.0-abcd1234/12.aaaa1111.js', crossOrigin: null },
      { rel: 'preload', as: 'script', href: '/releases/mfe-lobby/1.0.0-abcd1234/__federation_expose_LobbyPage.bbbb2222.js', crossOrigin: null },
    ]);
  });

  it('hints nothing for a page without a remote, a remote that is not released, or one of another contract major', async () => {
    hintRouteRemote('/info/faq');
    hintRouteRemote('/lobby/promotions/');
    hintRouteRemote('/cashier/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toEqual([]);
  });

  it('knows a return visit, when the lobby asks for the games file conditionally', () => {
    expect(lobbyHasStoredGamesFile({ getItem: () => null })).toBe(false);
    expect(lobbyHasStoredGamesFile({ getItem: (key) => (key === 'casino.lobby' ? '{"files":{}}' : null) })).toBe(true);
  });

  it('preloads the games file on the lobby, in the CORS mode the lobby asks in', () => {
    expect(showsGamesFile('/lobby/games/')).toBe(true);
    expect(showsGamesFile('/lobby/promotions/')).toBe(false);
    hintPageData('http://provider.test/aws-static/rtggames.json');
    expect(hints()).toEqual([{ rel: 'preload', as: 'fetch', href: 'http://provider.test/aws-static/rtggames.json', crossOrigin: 'anonymous' }]);
  });

  it('preloads the public coupons on the promotions page, once', () => {
    expect(showsPublicCoupons('/lobby/promotions/')).toBe(true);
    expect(showsPublicCoupons('/lobby/games/')).toBe(false);
    hintPageData('http://provider.test/aws-static/rtgcoupons.json');
    hintPageData('http://provider.test/aws-static/rtgcoupons.json');
    expect(hints()).toEqual([{ rel: 'preload', as: 'fetch', href: 'http://provider.test/aws-static/rtgcoupons.json', crossOrigin: 'anonymous' }]);
  });
});
