import { type ActiveRelease, RegistryFormatError } from './release-registry';
import { isReleaseName, isRemoteName, type ReleaseName, type RemoteName } from './remote-catalogue';

/** Which of a remote's versions a browser was given: the active one, the canary's, or a previewed one. */
export type ReleaseChannel = 'stable' | 'canary' | 'preview';

/** The release of one remote that this page load uses. */
export interface PlannedRelease extends ActiveRelease {
  /** Why this browser has this version. */
  channel: ReleaseChannel;
}

/** A published version of one remote that this browser alone is trying (a signed preview link). */
export interface ReleasePreview {
  /** The previewed remote, or `host`. */
  remote: ReleaseName;
  /** The previewed version. */
  version: string;
  /** When the preview ends, as an ISO 8601 time. */
  expiresAt: string;
}

/**
 * One page load's releases, decided once by the site server for this browser (staged rollout,
 * preview) and written into the page, so the host, the first screens and the preloads of one page
 * never use two versions of a remote (docs/decisions/019).
 */
export interface ReleasePlan {
  /** By remote; a remote never published is absent. */
  remotes: Partial<Record<RemoteName, PlannedRelease>>;
  /**
   * The host version this page is (docs/decisions/037): its template, first screens and boot files.
   * Every remote of the plan has its contract major. Absent while no host version is active (the site
   * server's own build of the host).
   */
  host?: PlannedRelease;
  /** The preview this browser is in, if any: the host shows a banner with a way out. */
  preview?: ReleasePreview;
  /**
   * This page load's signed id (the versions it was given, the browser and the address it was handed
   * to, when): the page's health reports carry it, so a report counts only for a load the site server
   * handed out, once (docs/decisions/021). Absent where the site keeps no release health.
   */
  load?: string;
}

/** The id of the page's `<script type="application/json">` that carries the {@link ReleasePlan}. */
export const RELEASE_PLAN_ELEMENT_ID = 'release-plan';

/** Opens a preview: `GET /release-preview?token=…` (the link `pnpm release preview` prints). */
export const RELEASE_PREVIEW_PATH = '/release-preview';

/** Leaves the preview this browser is in, back to the versions every player gets. */
export const LEAVE_PREVIEW_PATH = `${RELEASE_PREVIEW_PATH}/leave`;

/**
 * Where the host tells the site server which player this browser has (POST, the session in the
 * provider's header, `{ "pid": … }`), and that it has none any more (DELETE): a canary may go first to
 * players the provider puts in a segment (docs/decisions/036). The site server asks the provider.
 */
export const RELEASE_SEGMENT_PATH = '/release-segment';

const CHANNELS: ReadonlyArray<ReleaseChannel> = ['stable', 'canary', 'preview'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a release plan read from a page; throws a {@link RegistryFormatError} naming what is wrong. */
export function checkReleasePlan(value: unknown): ReleasePlan {
  if (!isObject(value) || !isObject(value.remotes)) throw new RegistryFormatError('Malformed release plan: remotes should be an object.');
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRemoteName(name)) continue;
    if (!isObject(entry) || typeof entry.active !== 'string' || typeof entry.contractVersion !== 'string'
      || !CHANNELS.includes(entry.channel as ReleaseChannel)) {
      throw new RegistryFormatError(`Malformed release plan: remotes["${name}"] should have active, contractVersion and channel.`);
    }
  }
  const host = value.host;
  if (host !== undefined && (!isObject(host) || typeof host.active !== 'string' || typeof host.contractVersion !== 'string'
    || !CHANNELS.includes(host.channel as ReleaseChannel))) {
    throw new RegistryFormatError('Malformed release plan: host should have active, contractVersion and channel.');
  }
  const preview = value.preview;
  if (preview !== undefined && (!isObject(preview) || typeof preview.remote !== 'string' || !isReleaseName(preview.remote)
    || typeof preview.version !== 'string' || typeof preview.expiresAt !== 'string')) {
    throw new RegistryFormatError('Malformed release plan: preview should name a remote, a version and when it ends.');
  }
  if (value.load !== undefined && typeof value.load !== 'string') throw new RegistryFormatError('Malformed release plan: load should be a string.');
  return value as unknown as ReleasePlan;
}
