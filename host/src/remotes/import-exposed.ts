import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { type LoadFailureStage, REMOTES, type RemoteName } from 'shared-releases';
import { reportHealth } from '../release-health/health-events';
import { loadFailureStage, stalledStage } from '../release-health/load-failure-stage';
import { isPageShown } from '../release-health/page-presence';
import { loadReleaseRegistry } from './release-registry';

/** A remote that has not answered by then is shown as unavailable (the fallback must show within 5 s). */
export const REMOTE_TIMEOUT_MS = 4000;

class RemoteUnavailableError extends Error {}
class RemoteTimeoutError extends RemoteUnavailableError {}

/** The remotes whose `load` this page load has reported. */
const loadedRemotes = new Set<RemoteName>();

export type ExposedModule = { default: ComponentType<Record<string, unknown>> };

const withTimeout = <T,>(promise: Promise<T>, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`${what} did not load within ${REMOTE_TIMEOUT_MS} ms`)), REMOTE_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** Loads an exposed component of this page load's release of `remote` (attempt 0 is the first try; later ones are retries). */
export async function importExposed(remote: RemoteName, exposed: string, attempt: number): Promise<ExposedModule> {
  if (attempt > 0) console.info(`Loading ${remote}/${exposed} again (attempt ${attempt + 1})`);
  const availability = await loadReleaseRegistry();
  const release = availability[remote];
  if (!release.available) {
    throw new RemoteUnavailableError(
      release.reason === 'contract' ? `${remote} ${release.contractVersion} was built for another event contract` : `${remote} is not released`,
    );
  }
  const id = `${REMOTES[remote].container}/${exposed}`;
  const subject = { remote, version: release.version };
  // Each attempt is reported once: its failure, or (once per page load and remote) its load. A load
  // that outlasts the timeout failed for the player; if it succeeds later, the release did load. An
  // attempt that settles once the page is hidden or being left is not reported at all: the browser
  // cancels a leaving page's requests, and a player who moved on saw no failure (page-presence.ts).
  let failureReported = false;
  const reportFailure = (stage: LoadFailureStage) => {
    if (failureReported || !isPageShown()) return;
    failureReported = true;
    reportHealth({ kind: 'load-failure', stage, ...subject });
  };
  const importing = loadRemote<Record<string, unknown>>(id).then((module) => {
    const component = module?.[exposed];
    if (typeof component !== 'function' && typeof component !== 'object') throw new Error(`${id} does not export ${exposed}`);
    return { default: component as ComponentType<Record<string, unknown>> };
  });
  importing.then(
    () => {
      if (loadedRemotes.has(remote) || !isPageShown()) return;
      loadedRemotes.add(remote);
      reportHealth({ kind: 'load', ...subject });
    },
    (error: unknown) => reportFailure(loadFailureStage(error)),
  );
  try {
    return await withTimeout(importing, id);
  } catch (error) {
    if (error instanceof RemoteTimeoutError) reportFailure(stalledStage(release.entry));
    throw error;
  }
}
