import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import { type ActiveReleases, MANIFEST_FILE, releaseFileUrl, REMOTE_NAMES, type RemoteName } from 'shared-releases';
import { requestRegistry } from './registry-request';

// Free of shared modules (the contract version is its own entry point of shared-events), so the
// host's entry can decide which releases to hint before the async boundary (route-hints.ts).

/** Why a remote cannot be loaded this page load. */
export type RemoteUnavailable = { reason: 'not-released' } | { reason: 'contract'; contractVersion: string } | { reason: 'registry' };

export type RemoteAvailability = { available: true; entry: string; version: string } | ({ available: false } & RemoteUnavailable);

/** Decides, for each remote, whether the host can load the active release. */
export function availabilityFromRegistry(registry: ActiveReleases): Record<RemoteName, RemoteAvailability> {
  const hostMajor = contractMajor(CONTRACT_VERSION);
  const result = {} as Record<RemoteName, RemoteAvailability>;
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) result[name] = { available: false, reason: 'not-released' };
    else if (contractMajor(entry.contractVersion) !== hostMajor) {
      result[name] = { available: false, reason: 'contract', contractVersion: entry.contractVersion };
    } else {
      result[name] = { available: true, version: entry.active, entry: releaseFileUrl({ remote: name, version: entry.active }, MANIFEST_FILE) };
    }
  }
  return result;
}

/** This page load's registry, decided for this host: the one read the loader and the hints share. */
export function requestAvailability(): Promise<Record<RemoteName, RemoteAvailability>> {
  return requestRegistry().then(availabilityFromRegistry);
}
