/** Where the release store is served from. */
export const RELEASES_BASE = '/releases';

let registry: Promise<unknown> | undefined;

/**
 * The release registry, read once per page load and never from a cache (a rollback reaches the
 * next load). Free of shared modules, so the host's entry can start it before anything else.
 * A failed read is forgotten, so a later call tries again.
 */
export function requestRegistry(): Promise<unknown> {
  registry ??= fetch(`${RELEASES_BASE}/registry.json`, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`Status: ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      registry = undefined;
      throw error;
    });
  return registry;
}
