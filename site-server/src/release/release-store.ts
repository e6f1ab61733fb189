import { createHash } from 'node:crypto';
import { cp, readFile, rename, rm, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join, relative } from 'node:path';
import { contractMajor } from 'shared-events/contract-version';
import {
  type ActiveReleases, type BuildSize, checkActiveReleases, checkReleaseRegistry, HOST_RELEASE, MANIFEST_FILE, type PublishedVersion, releaseFolder,
  type ReleaseName, type ReleaseRegistry, type RemoteName, type RemoteReleases, isRemoteName, REMOTE_NAMES,
} from 'shared-releases';
import { filesUnder } from '../lib/files-under';
import { checkSegment } from './canary-segments';
import { precompressFolder } from '../lib/precompress';
import { type BuildManifest, readHostManifest, sharedPackageConflicts } from './shared-packages';
import {
  DEFAULT_ENVIRONMENT, type EnvironmentRegistries, RELEASE_ENVIRONMENTS, type ReleaseEnvironment, registryFileOf, servedIn,
} from './environments';
import { type AuditEntry, FileReleaseState, type GateRecord, ReleaseError, type ReleaseState, type SaveRegistries, type SaveRegistry } from './release-state';

export { AUDIT_FILE, ReleaseError, type AuditEntry, type GateRecord, type GatedStep, type ReleaseAction } from './release-state';
export { SqlReleaseState } from './sql-release-state';
export {
  DEFAULT_ENVIRONMENT, environmentFrom, isReleaseEnvironment, RELEASE_ENVIRONMENTS, type EnvironmentRegistries, type ReleaseEnvironment,
} from './environments';

/** Who asked for a change and why: a release manager (CLI or release page) or the site's automatic rollback. */
export interface ReleaseActor {
  /** A release manager's login, or `automatic`. */
  actor: string;
  /** Why, in the actor's words (automatic decisions give their figures). */
  reason?: string;
  /** Whether the site decided on its own (automatic rollback). */
  automatic?: boolean;
}

const MANUAL: ReleaseActor = { actor: 'unknown' };

/**
 * Who runs a release command or `pnpm start`, for the audit log: `RELEASE_ACTOR`, or the login of this machine.
 * A reason of blanks is no reason (a step that needs one, such as `--skip-gate`, is refused).
 */
export const releaseActorOf = (reason: string | undefined): ReleaseActor => {
  const given = reason?.trim();
  return { actor: process.env.RELEASE_ACTOR ?? userInfo().username, ...(given ? { reason: given } : {}) };
};

/** A canary's share: above 0 (or 0 for a canary that goes to its segment alone), below 100, in 0.1 steps. */
export function checkShare(share: number, options: { segment?: string } = {}): number {
  if (share === 0 && options.segment) return share;
  if (!Number.isFinite(share) || share <= 0 || share >= 100 || Math.round(share * 10) !== share * 10) {
    throw new ReleaseError('A canary share is a percentage above 0 and below 100, such as 10 or 2.5.');
  }
  return share;
}

/** What a canary is to be: its share, its segment, or both (docs/decisions/036). */
export interface CanaryTarget {
  /** Percent of every browser; unchanged when not given (0 for a new canary). */
  share?: number;
  /** The players who get it first (`player-class:Test Class`); unchanged when not given, none with null. */
  segment?: string | null;
}


/** What a publisher says about a build beside its files. */
export interface PublishDetails {
  /** The host's build folder: when given, the build's shared packages are checked against the host's. */
  hostDist?: string;
  /** The commit the build was made from. */
  commit?: string;
  /** The team's one line on what changed. */
  changelog?: string;
}

/**
 * What a version folder weighs as the site serves it: each file as built, and as its `.gz` or `.br`
 * copy where there is one (small files have none and go as they are). Source maps are left out:
 * the site does not serve them to players (docs/decisions/008).
 */
export async function buildSize(folder: string): Promise<BuildSize> {
  const sizes = new Map<string, number>();
  for (const file of await filesUnder(folder)) sizes.set(file, (await stat(file)).size);
  let bytes = 0;
  let gzip = 0;
  let brotli = 0;
  let compressed = false;
  for (const [file, size] of sizes) {
    if (/\.(br|gz|map)$/.test(file)) continue;
    const gz = sizes.get(`${file}.gz`);
    const br = sizes.get(`${file}.br`);
    compressed ||= gz !== undefined || br !== undefined;
    bytes += size;
    gzip += gz ?? size;
    brotli += br ?? size;
  }
  return compressed ? { bytes, gzip, brotli } : { bytes };
}

/** A hash of every file of a build, names and contents: the same build always gets the same version. */
export async function buildHash(distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(distDir)) {
    hash.update(relative(distDir, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 8);
}

/** How long a gate run that passed lets the release page promote its version (docs/decisions/039). */
export const GATE_PASS_VALID_MS = 30 * 60_000;

/**
 * The release store: immutable version folders and, per environment (docs/decisions/035), the registry
 * that names the active one, kept by a ReleaseState (files in `root` by default; PostgreSQL with a local
 * copy in `root` on several machines). Publishing, withdrawing and pruning change the store, every
 * environment at once; activating, rolling back and canaries change the store's `environment` alone
 * (production unless told: `in(environment)`).
 */
export class ReleaseStore {
  constructor(
    readonly root: string,
    readonly state: ReleaseState = new FileReleaseState(root),
    readonly environment: ReleaseEnvironment = DEFAULT_ENVIRONMENT,
  ) {}

  /** The same store, its changes and reads in `environment`. */
  in(environment: ReleaseEnvironment): ReleaseStore {
    return environment === this.environment ? this : new ReleaseStore(this.root, this.state, environment);
  }

  /** This environment's registry file (the one its site server serves). */
  get registryPath(): string {
    return join(this.root, registryFileOf(this.environment));
  }

  /** This environment's whole registry, checked (a RegistryFormatError names what is wrong), for the release commands to change. */
  async readRegistry(): Promise<ReleaseRegistry> {
    return checkReleaseRegistry(await this.state.readRegistry(this.environment));
  }

  /** Every environment's registry, checked: the release page shows them side by side. */
  async readEnvironments(): Promise<EnvironmentRegistries> {
    const registries = {} as EnvironmentRegistries;
    for (const environment of RELEASE_ENVIRONMENTS) registries[environment] = checkReleaseRegistry(await this.state.readRegistry(environment));
    return registries;
  }

  /** The active release of each remote, checked as the host checks it: all a reader such as the site server needs. */
  async readActiveReleases(): Promise<ActiveReleases> {
    return checkActiveReleases(await this.state.readRegistry(this.environment));
  }

  /** One read-change-write of this environment's registry alone; `audit` lines are kept with the registry they describe. */
  private changeRegistry<T>(change: (registry: ReleaseRegistry, save: SaveRegistry) => Promise<T>): Promise<T> {
    return this.state.change((registries, saveAll) =>
      change(registries[this.environment], (registry, audit) => saveAll({ ...registries, [this.environment]: registry }, audit)));
  }

  /** One read-change-write of every environment's registry: the store's own changes (the versions). */
  private changeStore<T>(change: (registries: EnvironmentRegistries, save: SaveRegistries) => Promise<T>): Promise<T> {
    return this.state.change(change);
  }

  /** An audit line of a change in this environment. */
  private line(entry: Omit<AuditEntry, 'at' | 'actor' | 'automatic' | 'reason' | 'environment'>, by: ReleaseActor, now: Date): AuditEntry {
    return { ...ReleaseStore.storeLine(entry, by, now), environment: this.environment };
  }

  /** An audit line of a change of the store itself, which names no environment. */
  private static storeLine(entry: Omit<AuditEntry, 'at' | 'actor' | 'automatic' | 'reason'>, by: ReleaseActor, now: Date): AuditEntry {
    return { at: now.toISOString(), actor: by.actor, ...entry, ...(by.reason ? { reason: by.reason } : {}), automatic: by.automatic === true };
  }

  /** The audit log, newest first; at most `limit` entries. */
  readAudit(limit = 200): Promise<AuditEntry[]> {
    return this.state.readAudit(limit);
  }

  /**
   * Copies a remote's build into `<remote>/<version>/`, where version is the package version
   * and a hash of the build. Publishing the same build again changes nothing (its first commit and
   * changelog stay). With `hostDist`, a build whose shared packages cannot run beside the host's
   * (another major, or outside the range it asks for) is refused, naming each package.
   */
  async publish(
    remote: ReleaseName, distDir: string, packageVersion: string, now = new Date(), by: ReleaseActor = MANUAL, details: PublishDetails = {},
  ): Promise<{ version: string; isNew: boolean }> {
    let manifest: BuildManifest;
    try {
      manifest = JSON.parse(await readFile(join(distDir, MANIFEST_FILE), 'utf8')) as BuildManifest;
    } catch {
      throw new ReleaseError(`${remote} has no build in ${distDir}: run pnpm --filter ${remote} build first.`);
    }
    const contractVersion = manifest.metaData?.contractVersion;
    if (!contractVersion) throw new ReleaseError(`${remote}'s manifest does not name its event contract version.`);
    // The host's shared packages are the page's: there is nothing to check it against.
    if (details.hostDist !== undefined && remote !== HOST_RELEASE) {
      const host = await readHostManifest(details.hostDist);
      if (typeof host === 'string') throw new ReleaseError(host);
      const conflicts = sharedPackageConflicts(remote, manifest, host);
      if (conflicts.length > 0) {
        throw new ReleaseError([`${remote} cannot run beside the host: the page has one copy of each shared package, the host's.`, ...conflicts.map((line) => `  ${line}`)].join('\n'));
      }
    }

    const version = `${packageVersion}-${await buildHash(distDir)}`;
    const target = join(this.root, releaseFolder({ remote, version }));
    if ((await this.readRegistry()).remotes[remote]?.versions[version]) return { version, isNew: false };
    if (await stat(target).catch(() => null)) {
      // A folder of the store itself is never overwritten; a local copy of a shared store is made again.
      if (!this.state.shared) throw new ReleaseError(`${target} exists but is not in the registry; refusing to overwrite it.`);
      await rm(target, { recursive: true, force: true });
    }

    const staging = `${target}.${process.pid}.tmp`;
    await cp(distDir, staging, { recursive: true });
    // Compressed once here, so the site server sends Brotli or gzip files as they are.
    await precompressFolder(staging);
    const size = await buildSize(staging);
    await rename(staging, target);
    // Every file is where every site server finds it before the registry names the version.
    await this.state.putVersionFiles(remote, version, target);
    const published: PublishedVersion = {
      contractVersion,
      publishedAt: now.toISOString(),
      ...(details.commit ? { commit: details.commit } : {}),
      ...(details.changelog ? { changelog: details.changelog } : {}),
      size,
    };
    await this.changeStore(async (registries, save) => {
      // Every environment may take it: the folder is the store's.
      for (const registry of Object.values(registries)) {
        const releases = registry.remotes[remote];
        registry.remotes[remote] = releases
          ? { ...releases, versions: { ...releases.versions, [version]: published } }
          : { active: '', contractVersion, versions: { [version]: published }, activations: [] };
      }
      await save(registries, [ReleaseStore.storeLine({ action: 'publish', remote, version }, by, now)]);
    });
    return { version, isNew: true };
  }

  /** A remote's releases with `version` published and not withdrawn, or a ReleaseError saying why not. */
  private static published(registry: ReleaseRegistry, remote: ReleaseName, version: string): { releases: RemoteReleases; published: PublishedVersion } {
    const releases = registry.remotes[remote];
    const published = releases?.versions[version];
    if (!releases || !published) throw new ReleaseError(`${remote} ${version} is not published.`);
    if (published.withdrawnAt) throw new ReleaseError(`${remote} ${version} was withdrawn on ${published.withdrawnAt.slice(0, 10)}: it can no longer be given to players.`);
    return { releases, published };
  }

  /**
   * Why `name` with a build of `contractVersion` active would leave a page whose host and remotes
   * disagree on the event contract's major (docs/decisions/037), or null when it would not: the host
   * against every remote with an active version, a remote against the active host. A store whose host
   * was never released has nothing to disagree with (the site server's own build of the host is checked
   * at page time). `others` are versions the same change makes active (a release set).
   */
  static contractConflict(
    registry: ReleaseRegistry, name: ReleaseName, contractVersion: string, others: Partial<Record<ReleaseName, string>> = {},
  ): string | null {
    const disagreeing = ReleaseStore.disagreeing(registry, name, contractVersion, others);
    if (disagreeing.length === 0) return null;
    return `${name} built for event contract ${contractVersion} cannot be active beside ${disagreeing.join(', ')}: a page pairs the host with every remote, `
      + 'and a host refuses a remote of another contract major. Ship them together with a release set (pnpm release set activate <file>).';
  }

  /** The releases whose active version (or the one in `others`) is of another contract major than `name`'s `contractVersion`, as `name version (contract x)`. */
  private static disagreeing(
    registry: ReleaseRegistry, name: ReleaseName, contractVersion: string, others: Partial<Record<ReleaseName, string>>,
  ): string[] {
    const major = contractMajor(contractVersion);
    // In the catalogue's order, whatever order the state keeps them in.
    const against: ReadonlyArray<ReleaseName> = name === HOST_RELEASE ? REMOTE_NAMES : [HOST_RELEASE];
    return against.flatMap((other) => {
      const releases = registry.remotes[other];
      const version = others[other] ?? releases?.active;
      if (!releases || !version) return [];
      const otherContract = releases.versions[version]?.contractVersion ?? releases.contractVersion;
      return contractMajor(otherContract) !== major ? [`${other} ${version} (contract ${otherContract})`] : [];
    });
  }

  /** Throws the {@link contractConflict} as a ReleaseError. */
  private static checkContract(registry: ReleaseRegistry, name: ReleaseName, contractVersion: string): void {
    const conflict = ReleaseStore.contractConflict(registry, name, contractVersion);
    if (conflict) throw new ReleaseError(conflict);
  }

  /** The versions of `releases` that players have or may be sent back to: the active one, the one a rollback goes to, the canary's. */
  private static inUse(releases: RemoteReleases | undefined): Set<string> {
    return new Set([releases?.active, releases?.activations.at(-2), releases?.canary?.version].filter((version): version is string => Boolean(version)));
  }

  /**
   * What `version` is to players of this environment (`active`) or another (`active in staging`), or
   * null when it is nothing to them anywhere.
   */
  private roleIn(registries: EnvironmentRegistries, remote: ReleaseName, version: string): string | null {
    for (const environment of [this.environment, ...RELEASE_ENVIRONMENTS.filter((other) => other !== this.environment)]) {
      const releases = registries[environment].remotes[remote];
      if (!releases || !ReleaseStore.inUse(releases).has(version)) continue;
      const role = version === releases.active ? 'active' : version === releases.canary?.version ? 'the canary' : 'the version a rollback goes back to';
      return environment === this.environment ? role : `${role} in ${environment}`;
    }
    return null;
  }

  /**
   * Marks a published build withdrawn (a security fix superseded it, a build is known bad): kept for
   * the record, never again activated, tried, previewed or rolled back to. The active, previous and
   * canary versions cannot be withdrawn: move players off them first.
   */
  async withdraw(remote: ReleaseName, version: string, by: ReleaseActor = MANUAL, now = new Date()): Promise<void> {
    await this.changeStore(async (registries, save) => {
      const published = registries[this.environment].remotes[remote]?.versions[version];
      if (!published) throw new ReleaseError(`${remote} ${version} is not published.`);
      if (published.withdrawnAt) return;
      const role = this.roleIn(registries, remote, version);
      if (role) throw new ReleaseError(`${remote} ${version} is ${role}: activate, abort or roll back so that no player can get it, then withdraw it.`);
      for (const registry of Object.values(registries)) {
        const releases = registry.remotes[remote];
        if (releases?.versions[version]) releases.versions[version] = { ...published, withdrawnAt: now.toISOString() };
      }
      await save(registries, [ReleaseStore.storeLine({ action: 'withdraw', remote, version }, by, now)]);
    });
  }

  /**
   * Deletes every remote's published builds but the `keep` most recently published, never the active,
   * previous or canary version; answers what was deleted. The registry forgets them first, so no page
   * is ever planned with a folder that is going.
   */
  async prune(keep: number, by: ReleaseActor = MANUAL, now = new Date()): Promise<Array<{ remote: ReleaseName; version: string }>> {
    if (!Number.isInteger(keep) || keep < 0) throw new ReleaseError('Say how many versions of each remote to keep, such as --keep 5.');
    const pruned = await this.changeStore(async (registries, save) => {
      const gone: Array<{ remote: ReleaseName; version: string }> = [];
      for (const [remote, releases] of Object.entries(registries[this.environment].remotes) as Array<[ReleaseName, RemoteReleases]>) {
        // What players of any environment have or may be sent back to stays.
        const kept = new Set(RELEASE_ENVIRONMENTS.flatMap((environment) => [...ReleaseStore.inUse(registries[environment].remotes[remote])]));
        const newestFirst = Object.entries(releases.versions).sort(([, a], [, b]) => b.publishedAt.localeCompare(a.publishedAt));
        newestFirst.slice(0, keep).forEach(([version]) => kept.add(version));
        for (const [version] of newestFirst) {
          if (kept.has(version)) continue;
          for (const registry of Object.values(registries)) delete registry.remotes[remote]?.versions[version];
          gone.push({ remote, version });
        }
      }
      if (gone.length === 0) return gone;
      await save(registries, gone.map(({ remote, version }) => ReleaseStore.storeLine({ action: 'prune', remote, version }, by, now)));
      return gone;
    });
    for (const { remote, version } of pruned) {
      await rm(join(this.root, releaseFolder({ remote, version })), { recursive: true, force: true });
      await this.state.deleteVersionFiles(remote, version);
    }
    return pruned;
  }

  /**
   * `releases` with `version` active from `now` on, pushed on the activations; a canary of that
   * version ends (every browser has it now), a canary of another version goes on.
   */
  private static withActive(releases: RemoteReleases, version: string, published: PublishedVersion, now: Date): RemoteReleases {
    const { canary, ...rest } = releases;
    return {
      ...rest,
      active: version,
      contractVersion: published.contractVersion,
      activations: [...releases.activations, version],
      served: [...new Set([...servedIn(releases), version])],
      activatedAt: now.toISOString(),
      ...(canary && canary.version !== version ? { canary } : {}),
    };
  }

  /** Makes `version` the one players get on their next page load. */
  async activate(remote: ReleaseName, version: string, by: ReleaseActor = MANUAL, now = new Date()): Promise<void> {
    await this.changeRegistry(async (registry, save) => {
      const { releases, published } = ReleaseStore.published(registry, remote, version);
      if (releases.active === version) return;
      ReleaseStore.checkContract(registry, remote, published.contractVersion);
      registry.remotes[remote] = ReleaseStore.withActive(releases, version, published, now);
      await save(registry, [this.line({ action: 'activate', remote, version, ...(releases.active ? { from: releases.active } : {}) }, by, now)]);
    });
  }

  /**
   * Goes back to the version that was active before the current one. With `from`, only if `from` is
   * still the active version (an automatic rollback decided on figures of that version); returns
   * null when it was not.
   */
  async rollback(remote: ReleaseName, by: ReleaseActor = MANUAL, options: { from?: string; now?: Date } = {}): Promise<string | null> {
    const now = options.now ?? new Date();
    return this.changeRegistry(async (registry, save) => {
      const releases = registry.remotes[remote];
      if (options.from !== undefined && releases?.active !== options.from) return null;
      const activations = releases?.activations ?? [];
      const previous = activations[activations.length - 2];
      if (!releases || !previous) throw new ReleaseError(`${remote} has no earlier version to roll back to.`);
      const { published } = ReleaseStore.published(registry, remote, previous);
      ReleaseStore.checkContract(registry, remote, published.contractVersion);
      registry.remotes[remote] = {
        ...releases,
        active: previous,
        contractVersion: published.contractVersion,
        activations: activations.slice(0, -1),
        activatedAt: now.toISOString(),
      };
      await save(registry, [this.line({ action: 'rollback', remote, version: previous, from: releases.active }, by, now)]);
      return previous;
    });
  }

  /**
   * Gives `version` to `share` percent of browsers (docs/decisions/019). The same version again
   * changes only the share, so a browser keeps its assignment and a higher share only adds browsers;
   * another version replaces the canary and starts its count again.
   */
  async canary(remote: ReleaseName, version: string, target: number | CanaryTarget, by: ReleaseActor = MANUAL, now = new Date()): Promise<void> {
    const asked: CanaryTarget = typeof target === 'number' ? { share: target } : target;
    // A share alone is checked at once; with a segment (the canary's own, or one asked for), in the change.
    if (typeof target === 'number') checkShare(target);
    const segmentAsked = asked.segment ? checkSegment(asked.segment) : asked.segment;
    await this.changeRegistry(async (registry, save) => {
      const { releases, published } = ReleaseStore.published(registry, remote, version);
      if (!releases.active) throw new ReleaseError(`${remote} has no active version yet: activate one before a canary.`);
      if (releases.active === version) throw new ReleaseError(`${remote} ${version} is already active for every player.`);
      if (contractMajor(published.contractVersion) !== contractMajor(releases.contractVersion)) {
        throw new ReleaseError(
          `${remote} ${version} was built for event contract ${published.contractVersion}, the active one for ${releases.contractVersion}: the host would refuse one of them.`,
        );
      }
      const same = releases.canary?.version === version;
      // The same canary keeps what was not asked to change; another starts from nothing.
      const segment = segmentAsked === undefined ? (same ? releases.canary?.segment : undefined) : (segmentAsked ?? undefined);
      const share = checkShare(asked.share ?? (same ? releases.canary!.share : 0), segment ? { segment } : {});
      registry.remotes[remote] = {
        ...releases,
        canary: {
          version, contractVersion: published.contractVersion, share, ...(segment ? { segment } : {}), startedAt: same ? releases.canary!.startedAt : now.toISOString(),
        },
      };
      await save(registry, [this.line({
        action: 'canary', remote, version, share, ...(segment ? { segment } : {}), ...(releases.canary && !same ? { from: releases.canary.version } : {}),
      }, by, now)]);
    });
  }

  /** The canary's version becomes the active one for every player. */
  async promote(remote: ReleaseName, by: ReleaseActor = MANUAL, now = new Date()): Promise<string> {
    const version = (await this.readRegistry()).remotes[remote]?.canary?.version;
    if (!version) throw new ReleaseError(`${remote} has no canary to promote.`);
    await this.changeRegistry(async (registry, save) => {
      const releases = registry.remotes[remote];
      if (releases?.canary?.version !== version) throw new ReleaseError(`${remote}'s canary changed meanwhile; look again (pnpm release status).`);
      const { published } = ReleaseStore.published(registry, remote, version);
      registry.remotes[remote] = ReleaseStore.withActive(releases, version, published, now);
      await save(registry, [this.line({ action: 'promote', remote, version, from: releases.active }, by, now)]);
    });
    return version;
  }

  /**
   * Makes a version that `from` has had active the active one of this environment (docs/decisions/035):
   * the same version folder, so the same files to the byte, no build. A version `from` never had active
   * is refused: staging is where a version is seen before players get it. Returns the version replaced
   * here (empty when none was active), or null when it was active here already.
   */
  async promoteFrom(from: ReleaseEnvironment, remote: ReleaseName, version: string, by: ReleaseActor = MANUAL, now = new Date()): Promise<string | null> {
    const to = this.environment;
    if (from === to) throw new ReleaseError(`--from and --to are both ${to}: name two environments.`);
    return this.changeStore(async (registries, save) => {
      if (!servedIn(registries[from].remotes[remote]).includes(version)) {
        throw new ReleaseError(
          `${remote} ${version} was never active in ${from}: only a version ${from} has served moves to ${to}. `
          + `Activate it there first (pnpm release activate ${remote} ${version} --env ${from}).`,
        );
      }
      const { releases, published } = ReleaseStore.published(registries[to], remote, version);
      if (releases.active === version) return null;
      ReleaseStore.checkContract(registries[to], remote, published.contractVersion);
      registries[to].remotes[remote] = ReleaseStore.withActive(releases, version, published, now);
      await save(registries, [this.line({ action: 'promote-env', fromEnvironment: from, remote, version, ...(releases.active ? { from: releases.active } : {}) }, by, now)]);
      return releases.active;
    });
  }

  /**
   * Writes the gate's run before a step (docs/decisions/039) in this environment's audit log; the
   * registry stays as it was: a gate that failed or was skipped is on the record, whatever the step did next.
   */
  async recordGate(remote: ReleaseName, version: string, gate: GateRecord, by: ReleaseActor = MANUAL, now = new Date()): Promise<void> {
    await this.changeRegistry((registry, save) => save(registry, [this.line({ action: 'gate', remote, version, gate }, by, now)]));
  }

  /**
   * Whether the gate passed `version` before a promote in this environment within GATE_PASS_VALID_MS of
   * `now`: the release page, which cannot run the journeys itself, promotes only such a version.
   */
  async gatePassedLately(remote: ReleaseName, version: string, now = new Date()): Promise<boolean> {
    const since = now.getTime() - GATE_PASS_VALID_MS;
    return (await this.readAudit(500)).some((entry) => entry.action === 'gate' && entry.remote === remote && entry.version === version
      && (entry.environment ?? DEFAULT_ENVIRONMENT) === this.environment && entry.gate?.step === 'promote' && entry.gate.outcome === 'passed'
      && Date.parse(entry.at) >= since);
  }

  /**
   * Ends the canary: every browser gets the active version on its next load. With `version`, only if
   * that is still the canary (an automatic abort decided on its figures); returns the aborted version,
   * or null when there was nothing to abort.
   */
  async abort(remote: ReleaseName, by: ReleaseActor = MANUAL, options: { version?: string; now?: Date } = {}): Promise<string | null> {
    const now = options.now ?? new Date();
    return this.changeRegistry(async (registry, save) => {
      const releases = registry.remotes[remote];
      const canary = releases?.canary;
      if (!releases || !canary) {
        if (options.version !== undefined) return null;
        throw new ReleaseError(`${remote} has no canary to abort.`);
      }
      if (options.version !== undefined && canary.version !== options.version) return null;
      const { canary: _aborted, ...rest } = releases;
      registry.remotes[remote] = rest;
      await save(registry, [this.line({ action: 'abort', remote, version: canary.version, share: canary.share }, by, now)]);
      return canary.version;
    });
  }

  /**
   * Makes every version of `set` active in this environment in one change (docs/decisions/038): one
   * registry write (files) or one transaction (PostgreSQL), so no page load is planned with some of them.
   * Every version must be published, not withdrawn, and of one contract major with each other and with
   * every release the set leaves as it is; otherwise nothing changes and the error says what is wrong.
   * Returns what it switched (a release already at the set's version is left as it is).
   */
  async activateSet(set: ReleaseSet, by: ReleaseActor = MANUAL, now = new Date()): Promise<Array<{ name: ReleaseName; version: string; from: string }>> {
    const wanted = releasesOfSet(set);
    return this.changeRegistry(async (registry, save) => {
      const problems: string[] = [];
      const published = new Map<ReleaseName, PublishedVersion>();
      for (const [name, version] of wanted) {
        try {
          published.set(name, ReleaseStore.published(registry, name, version).published);
        } catch (error) {
          if (!(error instanceof ReleaseError)) throw error;
          problems.push(error.message);
        }
      }
      const majors = new Set([...published.values()].map(({ contractVersion }) => contractMajor(contractVersion)));
      if (majors.size > 1) {
        problems.push(`The set's versions are built for more than one event contract major: ${
          [...published].map(([name, { contractVersion }]) => `${name} ${contractVersion}`).join(', ')}.`);
      } else if (published.size === wanted.length) {
        const versions = Object.fromEntries(wanted);
        // The releases the set leaves as they are must take its major too.
        const left = new Set([...published].flatMap(([name, { contractVersion }]) => ReleaseStore.disagreeing(registry, name, contractVersion, versions)));
        if (left.size > 0) problems.push(`The set leaves releases of another event contract major active: ${[...left].join(', ')}; add them to the set.`);
      }
      if (problems.length > 0) throw new ReleaseError([`Release set ${set.name} not activated; nothing changed:`, ...problems.map((line) => `  ${line}`)].join('\n'));

      const switched: Array<{ name: ReleaseName; version: string; from: string }> = [];
      for (const [name, version] of wanted) {
        const releases = registry.remotes[name]!;
        if (releases.active === version) continue;
        switched.push({ name, version, from: releases.active });
        const { canary, ...active } = ReleaseStore.withActive(releases, version, published.get(name)!, now);
        // A canary of the old major would pair with the new one on some pages: it ends with the set.
        const keepCanary = canary && contractMajor(canary.contractVersion) === contractMajor(active.contractVersion);
        registry.remotes[name] = keepCanary ? { ...active, canary } : active;
      }
      if (switched.length === 0) return switched;
      registry.set = {
        name: set.name,
        activatedAt: now.toISOString(),
        versions: Object.fromEntries(switched.map(({ name, version }) => [name, version])),
        previous: Object.fromEntries(switched.map(({ name, from }) => [name, from])),
      };
      const reason = set.reason ?? by.reason;
      await save(registry, switched.map(({ name, version, from }) => this.line({
        action: 'set-activate', remote: name, version, set: set.name, ...(from ? { from } : {}),
      }, { ...by, ...(reason ? { reason } : {}) }, now)));
      return switched;
    });
  }

  /**
   * Puts back, together and in one change, every release the last set switched in this environment
   * (docs/decisions/038). Refused when one of them has changed since (activated, rolled back or
   * promoted on its own): the message names it, and nothing changes.
   */
  async rollbackSet(by: ReleaseActor = MANUAL, now = new Date()): Promise<{ name: string; restored: Array<{ name: ReleaseName; version: string; from: string }> }> {
    return this.changeRegistry(async (registry, save) => {
      const set = registry.set;
      if (!set) throw new ReleaseError('No release set to roll back in this environment (pnpm release set activate <file> first).');
      const restored: Array<{ name: ReleaseName; version: string; from: string }> = [];
      const problems: string[] = [];
      for (const [name, version] of Object.entries(set.versions) as Array<[ReleaseName, string]>) {
        const releases = registry.remotes[name];
        const previous = set.previous[name] ?? '';
        if (releases?.active !== version || (releases.activations.at(-2) ?? '') !== previous) {
          problems.push(`${name} is at ${releases?.active || 'no version'} now, not the set's ${version}: it changed on its own since the set.`);
        } else if (previous && releases.versions[previous]?.withdrawnAt) {
          problems.push(`${name} ${previous} was withdrawn since: it can no longer be given to players.`);
        } else {
          restored.push({ name, version: previous, from: version });
        }
      }
      if (problems.length > 0) throw new ReleaseError([`Release set ${set.name} not rolled back; nothing changed:`, ...problems.map((line) => `  ${line}`)].join('\n'));
      for (const { name, version } of restored) {
        const releases = registry.remotes[name]!;
        registry.remotes[name] = {
          ...releases,
          active: version,
          contractVersion: version ? releases.versions[version]!.contractVersion : releases.contractVersion,
          activations: releases.activations.slice(0, -1),
          activatedAt: now.toISOString(),
        };
      }
      delete registry.set;
      await save(registry, restored.map(({ name, version, from }) => this.line({
        action: 'set-rollback', remote: name, version, from, set: set.name,
      }, by, now)));
      return { name: set.name, restored };
    });
  }
}

/** Versions that go out together (docs/decisions/038): a set file's content. */
export interface ReleaseSet {
  /** How the audit log and the registry name it. */
  name: string;
  /** The host's version, if the set has one. */
  host?: string;
  /** Each remote's version. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Why, for the audit log. */
  reason?: string;
}

/** The set's releases, host first. */
const releasesOfSet = (set: ReleaseSet): Array<[ReleaseName, string]> => [
  ...(set.host ? [[HOST_RELEASE, set.host] as [ReleaseName, string]] : []),
  ...(Object.entries(set.remotes) as Array<[ReleaseName, string]>),
];

const SET_NAME = /^[\w.-]{1,80}$/;

/**
 * Reads a set file: `{ "name"?: …, "host"?: version, "remotes"?: { remote: version }, "reason"?: … }`.
 * `fallbackName` (the file's name) names a set that gives none. Throws a ReleaseError saying what is wrong.
 */
export function parseReleaseSet(text: string, fallbackName: string): ReleaseSet {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ReleaseError('A release set file is JSON: { "host": "<version>", "remotes": { "<remote>": "<version>" }, "reason": "…" }.');
  }
  const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);
  if (!isObject(value)) throw new ReleaseError('A release set file holds one object: { "host": …, "remotes": { … } }.');
  const unknownKey = Object.keys(value).find((key) => !['name', 'host', 'remotes', 'reason'].includes(key));
  if (unknownKey) throw new ReleaseError(`A release set has name, host, remotes and reason; not "${unknownKey}".`);
  const name = value.name ?? fallbackName;
  if (typeof name !== 'string' || !SET_NAME.test(name)) throw new ReleaseError('A release set\'s name is 1 to 80 letters, digits, dots, dashes or underscores.');
  if (value.host !== undefined && (typeof value.host !== 'string' || value.host === '')) throw new ReleaseError('A release set\'s host is a version, such as "1.0.0-abc12345".');
  if (value.reason !== undefined && typeof value.reason !== 'string') throw new ReleaseError('A release set\'s reason is text.');
  const remotes = value.remotes ?? {};
  if (!isObject(remotes)) throw new ReleaseError('A release set\'s remotes map each remote to a version: { "mfe-lobby": "1.0.0-abc12345" }.');
  for (const [remote, version] of Object.entries(remotes)) {
    if (!isRemoteName(remote)) throw new ReleaseError(`${remote} is not a remote of the catalogue (${REMOTE_NAMES.join(', ')}).`);
    if (typeof version !== 'string' || version === '') throw new ReleaseError(`The set's ${remote} is a version, such as "1.0.0-abc12345".`);
  }
  if (value.host === undefined && Object.keys(remotes).length < 1) throw new ReleaseError('A release set names at least one version.');
  return {
    name,
    ...(value.host !== undefined ? { host: value.host as string } : {}),
    remotes: remotes as Partial<Record<RemoteName, string>>,
    ...(typeof value.reason === 'string' && value.reason.trim() ? { reason: value.reason.trim() } : {}),
  };
}
