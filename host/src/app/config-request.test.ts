import { loadRuntimeConfig } from 'shared-api';
import { RUNTIME_CONFIG_ELEMENT_ID } from 'shared-events/first-screen';
import type * as ConfigRequest from './config-request';

/** A fresh copy of the module: it keeps the page's one answer. */
async function freshRequestConfig() {
  let module: typeof ConfigRequest | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('./config-request');
  });
  return module!.requestConfig;
}

describe('requestConfig', () => {
  const fetchSpy = jest.fn();

  beforeEach(() => {
    fetchSpy.mockReset();
    globalThis.fetch = fetchSpy;
    document.head.innerHTML = '';
  });

  it('reads the config the site server wrote into the page, with no request', async () => {
    document.head.innerHTML = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">{"providerApiUrl":"https://provider.example","casinoId":12}</script>`;
    const requestConfig = await freshRequestConfig();

    const config = await loadRuntimeConfig(requestConfig());

    expect(config.providerApiUrl).toBe('https://provider.example');
    expect(config.casinoId).toBe(12);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches /config.json once when the page carries no config', async () => {
    fetchSpy.mockResolvedValue({ ok: true, json: async () => ({ providerApiUrl: 'https://other.example' }) });
    const requestConfig = await freshRequestConfig();

    const first = requestConfig();
    expect(requestConfig()).toBe(first);
    const config = await loadRuntimeConfig(first);

    expect(config.providerApiUrl).toBe('https://other.example');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });
});
