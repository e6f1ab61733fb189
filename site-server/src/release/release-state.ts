import { appendFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkReleaseRegistry, type ReleaseRegistry, type ReleaseName } from 'shared-releases';
import {
  alignedRegistries, DEFAULT_ENVIRONMENT, type EnvironmentRegistries, RELEASE_ENVIRONMENTS, type ReleaseEnvironment, registryFileOf,
} from './environments';

/** A release command's refusal, in words for the release manager. */
export class ReleaseError extends Error {}

/** What a release command changed. */
export type ReleaseAction =
  'publish' | 'activate' | 'rollback' | 'canary' | 'promote' | 'abort' | 'withdraw' | 'prune' | 'promote-env' | 'set-activate'
  | 'set-rollback' | 'gate';

/** The steps the gate stands before (docs/decisions/039). */
export type GatedStep = 'canary' | 'promote' | 'promote-env';

/** What a `gate` audit line records: the step it stood before, how it ended, the journeys it ran and those that failed. */
export interface GateRecord {
  step: GatedStep;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Every journey the gate ran (none when skipped). */
  journeys: string[];
  /** The journeys that failed, or why the gate could not run them. */
  failed: string[];
}

/** Actions on the store itself, every environment at once (the versions): their audit lines name no environment. */
export const STORE_ACTIONS: ReadonlySet<ReleaseAction> = new Set(['publish', 'withdraw', 'prune']);

/** One line of the audit log: who did what, when, why. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: ReleaseAction;
  /**
   * The environment the change was made in (docs/decisions/035); absent for a change of the store
   * itself (publish, withdraw, prune), which every environment sees.
   */
  environment?: ReleaseEnvironment;
  /** The environment a `promote-env` took the version from. */
  fromEnvironment?: ReleaseEnvironment;
  remote: ReleaseName;
  version: string;
  /** The canary's share after a `canary` action. */
  share?: number;
  /** The canary's segment after a `canary` action, when it has one (docs/decisions/036). */
  segment?: string;
  /** The version that was replaced (activate, rollback, promote) or dropped (abort). */
  from?: string;
  /** A `gate` line's run (`version` is the candidate, `environment` the one it was tried in). */
  gate?: GateRecord;
  reason?: string;
  /** The release set a `set-activate` or `set-rollback` line belongs to (docs/decisions/038): one line per release it switched. */
  set?: string;
  automatic: boolean;
}

/** Writes a changed registry and its audit lines, inside the change that read it. */
export type SaveRegistry = (registry: ReleaseRegistry, audit: readonly AuditEntry[]) => Promise<void>;

/** Writes every environment's registry and the audit lines, inside the change that read them. */
export type SaveRegistries = (registries: EnvironmentRegistries, audit: readonly AuditEntry[]) => Promise<void>;

/** An audit line as written before environments: a change in an environment was production's. */
export const withEnvironment = (entry: AuditEntry): AuditEntry =>
  entry.environment !== undefined || STORE_ACTIONS.has(entry.action) ? entry : { ...entry, environment: DEFAULT_ENVIRONMENT };

/**
 * Where the release store keeps its state: the registry, the audit log and the published builds' files.
 * Files in the store's folder on one machine (FileReleaseState), or PostgreSQL shared by site servers on
 * several machines, each with a local copy of the builds it serves (sql-release-state.ts, decision 030).
 */
export interface ReleaseState {
  /** Whether the version folders on this machine are a copy of builds kept elsewhere (the database). */
  readonly shared: boolean;
  /** An environment's registry as JSON; an empty registry while nothing was ever published. */
  readRegistry(environment: ReleaseEnvironment): Promise<unknown>;
  /**
   * One read-change-write of every environment's registry, alone: `work` reads them (checked, with
   * the same published versions) and saves what it changed.
   */
  change<T>(work: (registries: EnvironmentRegistries, save: SaveRegistries) => Promise<T>): Promise<T>;
  /** The audit log, newest first; at most `limit` entries. */
  readAudit(limit: number): Promise<AuditEntry[]>;
  /** Keeps a published build's files (its folder, compressed copies included) where every site server finds them. */
  putVersionFiles(remote: ReleaseName, version: string, folder: string): Promise<void>;
  /** Forgets a pruned build's files. */
  deleteVersionFiles(remote: ReleaseName, version: string): Promise<void>;
  close(): Promise<void>;
}

/** The audit log's file, beside the registry; the site server never serves it. */
export const AUDIT_FILE = 'audit.jsonl';
const LOCK_FILE = 'registry.lock';
/** A lock older than this was left by a process that died mid-change. */
const STALE_LOCK_MS = 30_000;

/** The release state in the store's folder: one machine (or a disk every site server shares). */
export class FileReleaseState implements ReleaseState {
  readonly shared = false;

  constructor(readonly root: string) {}

  private registryPath(environment: ReleaseEnvironment): string {
    return join(this.root, registryFileOf(environment));
  }

  private get auditPath(): string {
    return join(this.root, AUDIT_FILE);
  }

  /** An environment's file as it is; null when it was never written. */
  private async readFileOf(environment: ReleaseEnvironment): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.registryPath(environment), 'utf8')) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * An environment's registry file. One never written (no change since environments came) is
   * production's versions with nothing active; a malformed production file leaves it empty.
   */
  async readRegistry(environment: ReleaseEnvironment): Promise<unknown> {
    const own = await this.readFileOf(environment);
    if (own !== null) return own;
    if (environment === DEFAULT_ENVIRONMENT) return { remotes: {} };
    try {
      return alignedRegistries({ [DEFAULT_ENVIRONMENT]: checkReleaseRegistry((await this.readFileOf(DEFAULT_ENVIRONMENT)) ?? { remotes: {} }) })[environment];
    } catch {
      return { remotes: {} };
    }
  }

  /**
   * The CLI, the release page and the automatic rollback of several site servers may change the
   * registry at once: a lock file, `open(…, 'wx')`.
   */
  async change<T>(work: (registries: EnvironmentRegistries, save: SaveRegistries) => Promise<T>): Promise<T> {
    await mkdir(this.root, { recursive: true });
    const lock = join(this.root, LOCK_FILE);
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await (await open(lock, 'wx')).close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const held = await stat(lock).catch(() => null);
        if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { force: true });
        else if (Date.now() > deadline) throw new ReleaseError(`The release store is locked (${lock}); try again.`);
        else await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    try {
      const read: Partial<EnvironmentRegistries> = {};
      for (const environment of RELEASE_ENVIRONMENTS) {
        const own = await this.readFileOf(environment);
        if (own !== null || environment === DEFAULT_ENVIRONMENT) read[environment] = checkReleaseRegistry(own ?? { remotes: {} });
      }
      return await work(alignedRegistries(read), async (registries, audit) => {
        for (const environment of RELEASE_ENVIRONMENTS) {
          // Write then rename, so a page load never reads half a registry.
          const path = this.registryPath(environment);
          const temporary = `${path}.${process.pid}.tmp`;
          await writeFile(temporary, `${JSON.stringify(registries[environment], null, 2)}\n`);
          await rename(temporary, path);
        }
        for (const entry of audit) await appendFile(this.auditPath, `${JSON.stringify(entry)}\n`);
      });
    } finally {
      await rm(lock, { force: true });
    }
  }

  async readAudit(limit: number): Promise<AuditEntry[]> {
    const text = await readFile(this.auditPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    return text.split('\n').filter(Boolean).map((line) => withEnvironment(JSON.parse(line) as AuditEntry)).reverse().slice(0, limit);
  }

  /** The version folder is the store itself. */
  async putVersionFiles(): Promise<void> {}

  async deleteVersionFiles(): Promise<void> {}

  async close(): Promise<void> {}
}
