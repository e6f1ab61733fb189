import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The host's boot files in its build, written by tooling/src/webpack/boot-preload-plugin.ts. */
export const BOOT_FILES_ASSET = 'boot-files.json';

/** A route rendered by a remote's exposed page, as the host's prerender manifest lists it. */
export interface RouteRemote {
  /** RegExp source of the route's path. */
  pattern: string;
  remote: string;
  exposed: string;
}

/** The parts of a remote's `mf-manifest.json` read here. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

interface Registry {
  remotes?: Record<string, { active?: string }>;
}

/** What may stand in a file name the release store serves: nothing that could leave an attribute. */
const SAFE_FILE = /^[\w.\-/]+$/;

/**
 * The `<link rel="preload">` tags of a page whose content a remote renders: the host's boot files
 * (BOOT_FILES_ASSET) and, from the release active now, the remote's entry and the scripts of its
 * exposed page. Written into the page by the site server, they start with the page instead of after
 * the host has booted and read the registry and the manifest (a chain of round trips). Pages whose
 * content is in their prerendered HTML get none: their scripts only hydrate and must not compete
 * with the first paint. The registry is read again whenever it changes on disk, so a release or a
 * rollback is preloaded from the next page on; a version's manifest never changes and is kept.
 * A remote of another contract major (which the host refuses) costs one unused download at most.
 */
export function createPagePreloads(hostDist: string, releasesDir: string) {
  const manifests = new Map<string, Promise<RemoteManifest | null>>();
  let bootFiles: Promise<string[]> | undefined;
  let registry: { modified: number; read: Promise<Registry | null> } | undefined;

  const readJson = <T>(file: string): Promise<T | null> =>
    readFile(file, 'utf8').then((text) => JSON.parse(text) as T, () => null);

  const currentRegistry = async (): Promise<Registry | null> => {
    const file = join(releasesDir, 'registry.json');
    const modified = await stat(file).then((stats) => stats.mtimeMs, () => -1);
    if (registry?.modified !== modified) registry = { modified, read: readJson<Registry>(file) };
    return registry.read;
  };

  const manifestOf = (remote: string, version: string): Promise<RemoteManifest | null> => {
    const key = `${remote}/${version}`;
    let manifest = manifests.get(key);
    if (!manifest) {
      manifest = readJson<RemoteManifest>(join(releasesDir, remote, version, 'mf-manifest.json'));
      manifests.set(key, manifest);
    }
    return manifest;
  };

  const remoteFiles = async (route: RouteRemote): Promise<string[]> => {
    const version = (await currentRegistry())?.remotes?.[route.remote]?.active;
    if (!version || !SAFE_FILE.test(version)) return [];
    const manifest = await manifestOf(route.remote, version);
    if (!manifest) return [];
    const entry = manifest.metaData?.remoteEntry;
    return [
      ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
      ...(manifest.exposes?.find((expose) => expose.name === route.exposed)?.assets?.js?.sync ?? []),
    ].map((file) => `/releases/${route.remote}/${version}/${file}`);
  };

  /** The preload tags for the page at `path`; empty when it renders no remote. */
  return async function preloadTags(path: string, routeRemotes: ReadonlyArray<RouteRemote>): Promise<string> {
    const route = routeRemotes.find(({ pattern }) => new RegExp(pattern).test(path));
    if (!route) return '';
    // The host's build is fixed while the server runs.
    bootFiles ??= readJson<string[]>(join(hostDist, BOOT_FILES_ASSET)).then((files) => (files ?? []).map((file) => `/${file}`));
    return [...(await bootFiles), ...(await remoteFiles(route))]
      .filter((url) => SAFE_FILE.test(url))
      .map((url) => `<link rel="preload" as="script" href="${url}">`)
      .join('');
  };
}
