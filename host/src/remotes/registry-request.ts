import { type ActiveReleases, checkActiveReleases, REGISTRY_URL } from 'shared-releases';

let registry: Promise<ActiveReleases> | undefined;

/**
 * The release registry, read once per page load and never from a cache (a rollback reaches the
 * next load), and checked: a registry that is not what `pnpm release` writes fails like a failed
 * read, so every remote is unavailable rather than loaded from a wrong address. Free of shared
 * modules (shared-releases is bundled into the host), so the host's entry can start it before
 * anything else. A failed read is forgotten, so a later call tries again.
 */
export function requestRegistry(): Promise<ActiveReleases> {
  registry ??= fetch(REGISTRY_URL, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`Status: ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(checkActiveReleases)
    .catch((error: unknown) => {
      registry = undefined;
      throw error;
    });
  return registry;
}
