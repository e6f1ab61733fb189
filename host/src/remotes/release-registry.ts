import { registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, contractMajor } from 'shared-events';
import { RELEASES_BASE, requestRegistry } from './registry-request';
import { REMOTE_NAMES, REMOTES, type RemoteName } from './remote-catalogue';

export { RELEASES_BASE };

/** One remote's entry in `registry.json`, as written by `pnpm release`. */
export interface RegistryEntry {
  active: string;
  contractVersion: string;
}

/** The registry as far as the host reads it. */
export interface ReleaseRegistry {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

/** Why a remote cannot be loaded this page load. */
export type RemoteUnavailable = { reason: 'not-released' } | { reason: 'contract'; contractVersion: string } | { reason: 'registry' };

export type RemoteAvailability = { available: true; entry: string; version: string } | ({ available: false } & RemoteUnavailable);

/** Decides, for each remote, whether the host can load the active release. */
export function availabilityFromRegistry(registry: ReleaseRegistry): Record<RemoteName, RemoteAvailability> {
  const hostMajor = contractMajor(CONTRACT_VERSION);
  const result = {} as Record<RemoteName, RemoteAvailability>;
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) result[name] = { available: false, reason: 'not-released' };
    else if (contractMajor(entry.contractVersion) !== hostMajor) {
      result[name] = { available: false, reason: 'contract', contractVersion: entry.contractVersion };
    } else {
      result[name] = { available: true, version: entry.active, entry: `${RELEASES_BASE}/${name}/${entry.active}/mf-manifest.json` };
    }
  }
  return result;
}

let availability: Promise<Record<RemoteName, RemoteAvailability>> | undefined;

/**
 * Reads the registry once per page load (never from a cache, so a rollback reaches the next
 * load) and registers every compatible remote with the Module Federation runtime.
 */
export function loadReleaseRegistry(): Promise<Record<RemoteName, RemoteAvailability>> {
  availability ??= requestRegistry()
    .then((registry) => {
      const decided = availabilityFromRegistry(registry as ReleaseRegistry);
      for (const name of REMOTE_NAMES) {
        const remote = decided[name];
        if (!remote.available && remote.reason === 'contract') {
          console.error(`${name} ${remote.contractVersion} was built for another event contract than ${CONTRACT_VERSION}; not loaded.`);
        }
      }
      registerRemotes(
        REMOTE_NAMES.flatMap((name) => {
          const remote = decided[name];
          return remote.available ? [{ name: REMOTES[name].container, entry: remote.entry }] : [];
        }),
      );
      return decided;
    })
    .catch((error: unknown) => {
      console.error('Release registry could not be read', error);
      availability = undefined;
      return Object.fromEntries(REMOTE_NAMES.map((name) => [name, { available: false, reason: 'registry' }])) as Record<
        RemoteName,
        RemoteAvailability
      >;
    });
  return availability;
}
