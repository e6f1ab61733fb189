import { RELEASE_NAMES, type ReleaseName } from './remote-catalogue';

/** What every reader of the registry relies on for one remote: the release players get. */
export interface ActiveRelease {
  /** The active version (its folder name); empty while a remote is published but never activated. */
  active: string;
  /** Event contract version of the active release, for the host to check before it loads anything. */
  contractVersion: string;
}

/** One published build of a remote. */
export interface PublishedVersion {
  /** The event contract version the build was made for (its manifest's `metaData.contractVersion`). */
  contractVersion: string;
  /** When it was published, as an ISO 8601 time. */
  publishedAt: string;
  /**
   * When a release manager withdrew it (`pnpm release withdraw`), as an ISO 8601 time: a withdrawn
   * build stays in the store for the record but can no longer be activated, tried or rolled back to.
   */
  withdrawnAt?: string;
  /** The commit the build was made from (`git rev-parse HEAD` where it was published, or `--commit`). */
  commit?: string;
  /** What changed, in the team's one line (`--changelog`). */
  changelog?: string;
  /** What the build weighs as served (docs/decisions/034); absent for builds published before sizes were kept. */
  size?: BuildSize;
}

/** The bytes of a build's files as the site serves them; source maps, which players never get, left out. */
export interface BuildSize {
  /** Every file as built. */
  bytes: number;
  /** Every file as sent to a browser that takes gzip: its `.gz` copy where the store wrote one. */
  gzip?: number;
  /** The same with Brotli (`.br` copies). */
  brotli?: number;
}

/**
 * A version given to a share of browsers before every player gets it (docs/decisions/019): each
 * browser's assignment is sticky, and raising the share only adds browsers. It may go first to a
 * segment of players the provider knows (docs/decisions/036), then to a share as well.
 */
export interface CanaryRelease {
  /** The canary version (its folder name). */
  version: string;
  /** Event contract version of the canary build. */
  contractVersion: string;
  /** Percent of browsers that get it, below 100 (0.1 steps): above 0, or 0 with a segment (the segment alone). */
  share: number;
  /** The players who get it whatever the share, such as `player-class:Test Class`. */
  segment?: string;
  /** When the canary started, as an ISO 8601 time: its health is counted from then. */
  startedAt: string;
}

/** A remote's releases as `pnpm release` keeps them: the active one, every published one, the activations to roll back through. */
export interface RemoteReleases extends ActiveRelease {
  /** Every published version, by version (folder name). */
  versions: Record<string, PublishedVersion>;
  /** Activated versions, oldest first; the last is the active one. Rollback pops it. */
  activations: string[];
  /**
   * Every version this registry ever had active, oldest first, each once: a rollback does not take one
   * off. Another environment takes only these from it (`pnpm release promote-env`). Absent in a
   * registry written before it was kept: its activations then stand for it.
   */
  served?: string[];
  /** When the active version was activated (ISO 8601): a fresh activation is watched for its first minutes. */
  activatedAt?: string;
  /** The version on trial for a share of browsers, if any. */
  canary?: CanaryRelease;
}

/**
 * `registry.json` as far as a reader needs it (the host, the site server's first screens): the
 * active release of each remote. The store's bookkeeping may be there too; readers do not rely on it.
 */
export interface ActiveReleases {
  /** By remote, and the host's under `host` once it is released (docs/decisions/037); a remote never published is absent. */
  remotes: Partial<Record<ReleaseName, ActiveRelease>>;
}

/**
 * The release set an environment activated last (docs/decisions/038): what it switched, and from what,
 * so that `pnpm release set rollback` puts every one of them back together.
 */
export interface ReleaseSetRecord {
  /** The set's name (its file's `name`, or the file name). */
  name: string;
  /** When it was activated (ISO 8601). */
  activatedAt: string;
  /** The version it made active, by release: only the releases it changed. */
  versions: Partial<Record<ReleaseName, string>>;
  /** The version each of them had active before (empty when none was). */
  previous: Partial<Record<ReleaseName, string>>;
}

/** `registry.json` as `pnpm release` writes it. */
export interface ReleaseRegistry extends ActiveReleases {
  /**
   * By remote, and the host under `host` (docs/decisions/037): the host is released as a remote is.
   * A remote or host never published is absent.
   */
  remotes: Partial<Record<ReleaseName, RemoteReleases>>;
  /** The release set activated last, until it is rolled back or one of its releases changes on its own. */
  set?: ReleaseSetRecord;
}

/** A registry that is not what `pnpm release` writes; the message names the first wrong field. */
export class RegistryFormatError extends Error {
  /** Tells the error apart where classes are not the same (another bundle, isolated modules). */
  override name = 'RegistryFormatError';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, expected: string, value: unknown): never {
  const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
  throw new RegistryFormatError(`Malformed release registry: ${where} should be ${expected}, found ${found}.`);
}

function objectAt(where: string, value: unknown): Record<string, unknown> {
  return isObject(value) ? value : fail(where, 'an object', value);
}

function stringAt(where: string, value: unknown): string {
  return typeof value === 'string' ? value : fail(where, 'a string', value);
}

/** The remotes of the catalogue that the registry names, with where each one is. */
function catalogueEntries(value: unknown): Array<[string, unknown]> {
  const remotes = objectAt('remotes', objectAt('the registry', value).remotes);
  // A remote outside this build's catalogue is left as it is: it is not this reader's to judge.
  return RELEASE_NAMES.filter((name) => remotes[name] !== undefined).map((name) => [`remotes["${name}"]`, remotes[name]]);
}

function checkActiveRelease(where: string, value: unknown): Record<string, unknown> {
  const entry = objectAt(where, value);
  stringAt(`${where}.active`, entry.active);
  stringAt(`${where}.contractVersion`, entry.contractVersion);
  return entry;
}

function checkSize(where: string, value: unknown): void {
  const size = objectAt(where, value);
  for (const key of ['bytes', 'gzip', 'brotli'] as const) {
    const bytes = size[key];
    if ((key === 'bytes' || bytes !== undefined) && !(typeof bytes === 'number' && Number.isInteger(bytes) && bytes >= 0)) {
      fail(`${where}.${key}`, 'a whole number of bytes', bytes);
    }
  }
}

function checkCanary(where: string, value: unknown): CanaryRelease {
  const canary = objectAt(where, value);
  stringAt(`${where}.version`, canary.version);
  stringAt(`${where}.contractVersion`, canary.contractVersion);
  stringAt(`${where}.startedAt`, canary.startedAt);
  if (canary.segment !== undefined) stringAt(`${where}.segment`, canary.segment);
  const share = canary.share;
  const least = canary.segment !== undefined ? 0 : Number.MIN_VALUE;
  if (typeof share !== 'number' || !(share >= least && share < 100)) {
    fail(`${where}.share`, canary.segment !== undefined ? 'a number from 0 to below 100' : 'a number above 0 and below 100', share);
  }
  return canary as unknown as CanaryRelease;
}

/**
 * Checks a registry read by the host or the site server: every remote of the catalogue it names has
 * an active version and a contract version. Returns the value, typed; throws a
 * {@link RegistryFormatError} saying what is wrong otherwise.
 */
export function checkActiveReleases(value: unknown): ActiveReleases {
  for (const [where, entry] of catalogueEntries(value)) checkActiveRelease(where, entry);
  return value as ActiveReleases;
}

/**
 * Checks the whole registry, as the release store reads it before changing it: each remote's
 * active release, its published versions and its activations. Returns the value, typed; throws a
 * {@link RegistryFormatError} saying what is wrong otherwise.
 */
export function checkReleaseRegistry(value: unknown): ReleaseRegistry {
  for (const [where, entryValue] of catalogueEntries(value)) {
    const entry = checkActiveRelease(where, entryValue);
    for (const [version, published] of Object.entries(objectAt(`${where}.versions`, entry.versions))) {
      const at = `${where}.versions["${version}"]`;
      const fields = objectAt(at, published);
      stringAt(`${at}.contractVersion`, fields.contractVersion);
      stringAt(`${at}.publishedAt`, fields.publishedAt);
      if (fields.withdrawnAt !== undefined) stringAt(`${at}.withdrawnAt`, fields.withdrawnAt);
      if (fields.commit !== undefined) stringAt(`${at}.commit`, fields.commit);
      if (fields.changelog !== undefined) stringAt(`${at}.changelog`, fields.changelog);
      if (fields.size !== undefined) checkSize(`${at}.size`, fields.size);
    }
    if (!Array.isArray(entry.activations)) fail(`${where}.activations`, 'an array', entry.activations);
    entry.activations.forEach((version, index) => stringAt(`${where}.activations[${index}]`, version));
    if (entry.served !== undefined) {
      if (!Array.isArray(entry.served)) fail(`${where}.served`, 'an array', entry.served);
      entry.served.forEach((version, index) => stringAt(`${where}.served[${index}]`, version));
    }
    if (entry.activatedAt !== undefined) stringAt(`${where}.activatedAt`, entry.activatedAt);
    if (entry.canary !== undefined) checkCanary(`${where}.canary`, entry.canary);
  }
  const set = (value as Record<string, unknown>).set;
  if (set !== undefined) {
    const fields = objectAt('set', set);
    stringAt('set.name', fields.name);
    stringAt('set.activatedAt', fields.activatedAt);
    for (const key of ['versions', 'previous'] as const) {
      for (const [name, version] of Object.entries(objectAt(`set.${key}`, fields[key]))) stringAt(`set.${key}["${name}"]`, version);
    }
  }
  return value as ReleaseRegistry;
}
