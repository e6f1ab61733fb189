/**
 * The runtime config, asked for by the entry before the shared code it needs has downloaded
 * (shared-api's loadRuntimeConfig reads the answer). Free of shared modules, like registry-request.ts.
 */
let config: Promise<Response> | undefined;

export function requestConfig(): Promise<Response> {
  config ??= fetch('/config.json', { cache: 'no-store' });
  return config;
}
