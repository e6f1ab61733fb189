import { RUNTIME_CONFIG_ELEMENT_ID } from 'shared-events/first-screen';

let config: Promise<unknown> | undefined;

/**
 * The runtime config, read by the entry before the shared code it needs has downloaded (shared-api's
 * loadRuntimeConfig takes it over). The site server writes it into every page (`<script
 * type="application/json" id="runtime-config">`), so a first visit reads it with no request; a page
 * without it (the webpack dev server) fetches `/config.json`. Free of shared modules, like
 * registry-request.ts.
 */
export function requestConfig(): Promise<unknown> {
  config ??= readConfig();
  return config;
}

async function readConfig(): Promise<unknown> {
  const written = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (written) return JSON.parse(written) as unknown;
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Status: ${response.status}`);
  return response.json() as Promise<unknown>;
}
