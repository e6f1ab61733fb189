import { registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from 'shared-events/contract-version';
import { REMOTE_NAMES, REMOTES, type RemoteName } from 'shared-releases';
import { reportHealth } from '../release-health/health-events';
import { requestAvailability, type RemoteAvailability } from './release-availability';

let availability: Promise<Record<RemoteName, RemoteAvailability>> | undefined;

/**
 * Reads this page load's releases once (the page's release plan, or else the registry, never from
 * a cache, so a rollback reaches the next load) and registers every compatible remote with the
 * Module Federation runtime. A release refused for its contract is reported to the release health.
 */
export function loadReleaseRegistry(): Promise<Record<RemoteName, RemoteAvailability>> {
  availability ??= requestAvailability()
    .then((decided) => {
      for (const name of REMOTE_NAMES) {
        const remote = decided[name];
        if (!remote.available && remote.reason === 'contract') {
          console.error(`${name} ${remote.contractVersion} was built for another event contract than ${CONTRACT_VERSION}; not loaded.`);
          reportHealth({ kind: 'contract-refusal', remote: name, version: remote.version });
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
