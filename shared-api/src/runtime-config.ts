import { SANDBOX_CASHIER_PATH } from 'shared-contract/constants';

/** Settings that differ per environment, read at run time from `/config.json` so one build runs anywhere. */
export interface RuntimeConfig {
  /** Base URL of the provider API (SPEC §7), without a trailing slash. */
  providerApiUrl: string;
  /** URL that receives the deposit form POST (the provider's sandbox cashier locally). */
  cashierUrl: string;
  /** URL of the provider's game client. */
  gameClientUrl: string;
  /** Product name; every page title ends with it. */
  productName: string;
  /** The external affiliate programme, linked from the info pages. */
  affiliateProgramUrl: string;
  casinoId: number;
  skinId: number;
  currency: string;
  /**
   * Where the browser asks for the provider's art (`<providerApiUrl>/art/…`): the site's own path when the site server
   * relays it (`/art`), so a first screen's pictures come over the page's open connection instead of waiting for a new
   * one to the provider (docs/decisions/047). Without it, from the provider.
   */
  artUrl?: string;
}

/** Used until `/config.json` has been read (and by tests). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  providerApiUrl: 'http://localhost:4000',
  cashierUrl: `http://localhost:4000${SANDBOX_CASHIER_PATH}`,
  gameClientUrl: 'http://localhost:4000/games/client',
  productName: 'Golden Crown Casino',
  affiliateProgramUrl: 'https://affiliates.goldencrown.example/',
  casinoId: 937,
  skinId: 1,
  currency: 'USD',
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

/**
 * Reads the runtime config once per page; falls back to the defaults when it cannot be read. A page
 * may read it itself, before its shared code has loaded (from the page, or by starting the request
 * to `/config.json`), and hand over what it read.
 */
export async function loadRuntimeConfig(source: string | Promise<unknown> = '/config.json'): Promise<RuntimeConfig> {
  try {
    const read = await (typeof source === 'string' ? fetchConfig(source) : source);
    if (typeof read !== 'object' || read === null || Array.isArray(read)) throw new Error('The runtime config is not an object');
    current = { ...DEFAULT_RUNTIME_CONFIG, ...(read as Partial<RuntimeConfig>) };
  } catch (error) {
    console.error('Runtime config could not be read; using defaults.', error);
  }
  return current;
}

/** `/config.json` (or another address of the same answer), never from the cache: the config may change without a new build. */
async function fetchConfig(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Status: ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The runtime config read by {@link loadRuntimeConfig}. */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Sets the runtime config directly: standalone shells and tests that talk to a provider of their own. */
export function useRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULT_RUNTIME_CONFIG, ...config };
  return current;
}

/** The provider's art files, under its base URL. */
const PROVIDER_ART_PATH = '/art/';

/**
 * The address a page asks for one of the provider's art files at (a URL, or a srcset's stem): under the config's
 * `artUrl` when the site relays the art, else as the provider gave it. Anything else is returned as it is.
 */
export function artFileUrl(url: string): string {
  const { artUrl, providerApiUrl } = current;
  const providerArt = `${providerApiUrl}${PROVIDER_ART_PATH}`;
  return artUrl !== undefined && url.startsWith(providerArt) ? `${artUrl}/${url.slice(providerArt.length)}` : url;
}
