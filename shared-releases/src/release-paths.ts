import { isRemoteName, type ReleaseName, type RemoteName } from './remote-catalogue';

// Pure string functions, no `node:path`: the host bundles this module. On disk the same layout holds
// under the release store's folder (join it with these relative paths).

/** Where the site serves the release store. */
export const RELEASES_PATH = '/releases';

/** The registry's file name, at the top of the release store. */
export const REGISTRY_FILE = 'registry.json';

/** The registry's URL on the site. */
export const REGISTRY_URL = `${RELEASES_PATH}/${REGISTRY_FILE}`;

/** A release's Module Federation manifest, at the top of its version folder. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** One release: a remote (or the host) and a version published for it. */
export interface ReleaseFolder {
  /** The remote, as named in the catalogue, or `host` (docs/decisions/037). */
  remote: ReleaseName;
  /** The version: the package version and a hash of the build, such as `1.0.0-abc12345`. */
  version: string;
}

/** A release's version folder inside the release store: `<remote>/<version>`. */
export const releaseFolder = ({ remote, version }: ReleaseFolder): string => `${remote}/${version}`;

/** The URL of a file of a release, such as its manifest: `/releases/<remote>/<version>/<file>`. */
export const releaseFileUrl = (release: ReleaseFolder, file: string): string => `${RELEASES_PATH}/${releaseFolder(release)}/${file}`;

/** `/releases/<remote>/<version>/…`, after the origin if there is one. */
const RELEASE_URL = new RegExp(`^(?:[a-z]+://[^/]+)?${RELEASES_PATH}/([^/]+)/([^/]+)/`);

/** The remote's release a URL (or URL path) of a release's file belongs to; null for any other URL (the host's too). */
export function releaseOfUrl(url: string): (ReleaseFolder & { remote: RemoteName }) | null {
  const match = RELEASE_URL.exec(url);
  const [, remote, version] = match ?? [];
  return remote && version && isRemoteName(remote) ? { remote, version } : null;
}
