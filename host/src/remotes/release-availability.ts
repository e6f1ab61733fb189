import { CONTRACT_VERSION, contractMajor } from 'shared-events/contract-version';
import { MANIFEST_FILE, type ReleaseChannel, type ReleasePlan, releaseFileUrl, REMOTE_NAMES, type RemoteName } from 'shared-releases';
import { requestReleasePlan } from './registry-request';

// Free of shared modules (the contract version is its own entry point of shared-events), so the
// host's entry can decide which releases to hint before the async boundary (route-hints.ts).

/** Why a remote cannot be loaded this page load. */
export type RemoteUnavailable =
  | { reason: 'not-released' }
  /** The planned version was built for another major of the event contract (its version, for the health reports). */
  | { reason: 'contract'; contractVersion: string; version: string }
  | { reason: 'registry' };

export type RemoteAvailability =
  | { available: true; entry: string; version: string; channel: ReleaseChannel }
  | ({ available: false } & RemoteUnavailable);

/** Decides, for each remote, whether the host can load the release this page load was given. */
export function availabilityFromPlan(plan: ReleasePlan): Record<RemoteName, RemoteAvailability> {
  const hostMajor = contractMajor(CONTRACT_VERSION);
  const result = {} as Record<RemoteName, RemoteAvailability>;
  for (const name of REMOTE_NAMES) {
    const entry = plan.remotes[name];
    // A remote published but never activated has no version to load.
    if (!entry?.active) result[name] = { available: false, reason: 'not-released' };
    else if (contractMajor(entry.contractVersion) !== hostMajor) {
      result[name] = { available: false, reason: 'contract', contractVersion: entry.contractVersion, version: entry.active };
    } else {
      result[name] = {
        available: true,
        version: entry.active,
        channel: entry.channel,
        entry: releaseFileUrl({ remote: name, version: entry.active }, MANIFEST_FILE),
      };
    }
  }
  return result;
}

/** This page load's releases, decided for this host: the one answer the loader and the hints share. */
export function requestAvailability(): Promise<Record<RemoteName, RemoteAvailability>> {
  return requestReleasePlan().then(availabilityFromPlan);
}
