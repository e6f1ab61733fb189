import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import { RELEASES_BASE, requestRegistry } from './registry-request';
import { REMOTE_NAMES, type RemoteName } from './remote-catalogue';

// Free of shared modules (the contract version is its own entry point of shared-events), so the
// host's entry can decide which releases to hint before the async boundary (route-hints.ts).

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

/** This page load's registry, decided for this host: the one read the loader and the hints share. */
export function requestAvailability(): Promise<Record<RemoteName, RemoteAvailability>> {
  return requestRegistry().then((registry) => availabilityFromRegistry(registry as ReleaseRegistry));
}
