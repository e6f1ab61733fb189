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
 * Reads `/config.json` once per page; falls back to the defaults when it cannot be read. A page may
 * start the request itself, before its shared code has loaded, and hand over the response.
 */
export async function loadRuntimeConfig(source: string | Promise<Response> = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await (typeof source === 'string' ? fetch(source, { cache: 'no-store' }) : source);
    if (!response.ok) throw new Error(`Status: ${response.status}`);
    current = { ...DEFAULT_RUNTIME_CONFIG, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch (error) {
    console.error('Runtime config could not be read; using defaults.', error);
  }
  return current;
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
