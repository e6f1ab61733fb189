import type { RemoteName } from 'shared-releases';
import { requestAvailability } from './release-availability';

// Free of shared modules: the host's entry hints the route's remote before the async boundary.

/** The parts of a remote's `mf-manifest.json` the hints read. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * `preload`: needed by this page now (fetched at high priority, in parallel with the host's own code).
 * `prefetch`: maybe needed later (fetched at idle priority, kept in the cache).
 */
export type HintKind = 'preload' | 'prefetch';

const hinted = new Set<string>();

/** Adds one `<link>` hint to the document head, once per URL. */
export function addHint(kind: HintKind, href: string, as: 'script' | 'fetch'): void {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = kind;
  link.href = href;
  if (kind === 'preload') link.setAttribute('as', as);
  // fetch() and XHR ask in CORS mode: the hint must ask the same way to be reused.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

const manifests = new Map<string, Promise<RemoteManifest | null>>();

/** Reads a manifest once per page; the versioned file is immutable, so the runtime's own read comes from the cache. */
function readManifest(url: string): Promise<RemoteManifest | null> {
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then(
      (response) => (response.ok ? (response.json() as Promise<RemoteManifest>) : null),
      () => null,
    );
    manifests.set(url, manifest);
  }
  return manifest;
}

/**
 * Hints the active release of `remote`: its entry and the scripts of the exposed module, so the
 * browser fetches them in parallel instead of in the runtime's chain of round trips. Shared
 * modules (React and the other singletons) are not hinted: the host provides them.
 * Never throws: a hint that cannot be made costs nothing.
 */
export async function hintRemote(kind: HintKind, remote: RemoteName, exposed: string): Promise<void> {
  try {
    // Only a release the host will load: one built for another major of the event contract is never fetched.
    const release = (await requestAvailability())[remote];
    if (!release.available) return;
    const base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
    const manifest = await readManifest(release.entry);
    if (!manifest) return;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) addHint(kind, `${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`, 'script');
    const files = manifest.exposes?.find((expose) => expose.name === exposed)?.assets?.js?.sync ?? [];
    for (const file of files) addHint(kind, `${base}${file}`, 'script');
  } catch (error) {
    console.info(`No hints for ${remote}/${exposed}`, error);
  }
}
