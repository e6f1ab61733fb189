export { isRemoteName, REMOTE_NAMES, REMOTES } from './remote-catalogue';
export type { RemoteDescription, RemoteName } from './remote-catalogue';
export { checkActiveReleases, checkReleaseRegistry, RegistryFormatError } from './release-registry';
export type { ActiveRelease, ActiveReleases, PublishedVersion, ReleaseRegistry, RemoteReleases } from './release-registry';
export { MANIFEST_FILE, REGISTRY_FILE, REGISTRY_URL, RELEASES_PATH, releaseFileUrl, releaseFolder, releaseOfUrl } from './release-paths';
export type { ReleaseFolder } from './release-paths';
