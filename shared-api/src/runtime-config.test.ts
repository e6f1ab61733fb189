import { artFileUrl, DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, useRuntimeConfig } from './runtime-config';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('runtime config', () => {
  // A fresh page: nothing read yet.
  beforeEach(() => useRuntimeConfig({}));
  afterEach(() => jest.restoreAllMocks());

  it('reads /config.json, never from a cache, over the defaults', async () => {
    const fetchMock = jest.fn(() => answer({ productName: 'Crown Test' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const config = await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config).toEqual({ ...DEFAULT_RUNTIME_CONFIG, productName: 'Crown Test' });
    expect(getRuntimeConfig().productName).toBe('Crown Test');
  });

  it('takes a config the page read before its shared code had loaded', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const config = await loadRuntimeConfig(Promise.resolve({ currency: 'EUR' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(config.currency).toBe('EUR');
  });

  it('keeps the defaults when the config cannot be read (a page that has read none)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(() => answer({ currency: 'EUR' }, 503)) as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    await expect(loadRuntimeConfig(Promise.reject(new Error('offline')))).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    await expect(loadRuntimeConfig(Promise.resolve(['EUR']))).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  describe('art file addresses', () => {
    const art = 'http://provider.test/art/games/neon-night.qKAroOMf.480.avif';

    it('asks the site for the provider\'s art when the site relays it', () => {
      useRuntimeConfig({ providerApiUrl: 'http://provider.test', artUrl: '/art' });
      expect(artFileUrl(art)).toBe('/art/games/neon-night.qKAroOMf.480.avif');
      // A srcset's stem maps the same way, so every width and format follows.
      expect(artFileUrl('http://provider.test/art/coupons/WELCOME300.yc82')).toBe('/art/coupons/WELCOME300.yc82');
    });

    it('leaves the provider\'s art where it is without a relay, and any other address as it is', () => {
      useRuntimeConfig({ providerApiUrl: 'http://provider.test' });
      expect(artFileUrl(art)).toBe(art);
      useRuntimeConfig({ providerApiUrl: 'http://provider.test', artUrl: '/art' });
      expect(artFileUrl('http://elsewhere.test/art/games/a.480.avif')).toBe('http://elsewhere.test/art/games/a.480.avif');
      expect(artFileUrl('http://provider.test/players/1')).toBe('http://provider.test/players/1');
      expect(artFileUrl('/images/hero-640.avif')).toBe('/images/hero-640.avif');
    });
  });
});
