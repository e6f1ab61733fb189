import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, useRuntimeConfig } from './runtime-config';

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
});
