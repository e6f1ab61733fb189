import remotes from '../remotes.json';

// The data lives in remotes.json so that configuration files Node runs as they are (eslint.config.mjs,
// jest.config.mjs) read the same list as the TypeScript that builds and serves the site.

/** What the site knows of one remote. */
export interface RemoteDescription {
  /** Module Federation container name, a JS identifier such as `mfe_lobby`. */
  container: string;
  /** What the remote does, in a few words, for messages and tools. */
  label: string;
}

/** The name of a remote: its package and its folder in the workspace, such as `mfe-lobby`. */
export type RemoteName = keyof typeof remotes;

/** Every remote the host composes and `pnpm release` publishes, by name. */
export const REMOTES: Readonly<Record<RemoteName, RemoteDescription>> = remotes;

/** The remotes' names, in the catalogue's order. */
export const REMOTE_NAMES = Object.keys(REMOTES) as ReadonlyArray<RemoteName>;

/** Whether `name` is a remote of the catalogue. */
export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as ReadonlyArray<string>).includes(name);

/**
 * The host's name in the release store (docs/decisions/037): published, activated, canaried and rolled
 * back like a remote, kept in the registry beside the remotes under this name. Never a remote.
 */
export const HOST_RELEASE = 'host';

/** What the release store releases: the host or a remote of the catalogue. */
export type ReleaseName = RemoteName | typeof HOST_RELEASE;

/** The host first, then the remotes in the catalogue's order. */
export const RELEASE_NAMES: ReadonlyArray<ReleaseName> = [HOST_RELEASE, ...REMOTE_NAMES];

/** Whether `name` is the host or a remote of the catalogue. */
export const isReleaseName = (name: string): name is ReleaseName => name === HOST_RELEASE || isRemoteName(name);
