export { releasePage } from './release-page';
export type { ReleasePageOptions } from './release-page';
export { describeReleases, HEALTH_WINDOW_MS, releaseOverview } from './release-overview';
export type { ReleaseLine, ReleaseRole, RemoteOverview } from './release-overview';
export { releaseManagersFile } from './manager-accounts';
export { RELEASE_MANAGER_PATH } from './release-page-html';
