import type { ComponentType } from 'react';
import { FIRST_SCREEN_ATTRIBUTE, REMOTE_PAGE_ATTRIBUTE } from 'shared-events/first-screen';
import { isRemoteName, type RemoteName } from 'shared-releases';
import { loadReleaseRegistry } from './release-registry';
import { importExposed } from './import-exposed';
import { remoteOfRoute } from './route-hints';

/*
 * A page whose first screen the site server rendered with a remote's release (docs/decisions/011)
 * is hydrated with that release's component in place: loaded here, before hydrating, so the
 * hydrating render is the remote's markup and not the host's placeholder.
 */

const loaded = new Map<string, ComponentType<Record<string, unknown>>>();

/** The component of a remote page loaded for the server-rendered first screen, if this page had one. */
export const firstScreenComponent = (remote: RemoteName, exposed: string) => loaded.get(`${remote}/${exposed}`);

/**
 * When `container` holds a remote's first screen for the route at `pathname`, loads that remote's
 * page from the same release. Answers whether the HTML can be hydrated: false when the release the
 * server rendered is not the one this page loads (a release or rollback in between, or one the
 * host refuses) or when it could not be loaded; the app is then rendered afresh over the HTML.
 */
export async function loadFirstScreenRemote(container: HTMLElement, pathname: string): Promise<boolean> {
  const slot = container.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`);
  if (!slot) return true;
  const route = remoteOfRoute(pathname);
  const page = slot.getAttribute(REMOTE_PAGE_ATTRIBUTE);
  const [remote = '', version] = (slot.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '').split('@');
  if (!route || page !== `${route.remote}/${route.exposed}` || !isRemoteName(remote) || remote !== route.remote) return false;
  const release = (await loadReleaseRegistry())[remote];
  if (!release.available || release.version !== version) {
    console.info(`The page was rendered with ${remote}@${version ?? '?'}, this load gets ${release.available ? release.version : 'none'}: rendered afresh.`);
    return false;
  }
  try {
    const module = await importExposed(remote, route.exposed, 0);
    loaded.set(`${remote}/${route.exposed}`, module.default);
    return true;
  } catch (error) {
    console.error(`${remote}/${route.exposed} could not be loaded for its first screen`, error);
    return false;
  }
}
