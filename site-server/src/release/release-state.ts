import { appendFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkReleaseRegistry, REGISTRY_FILE, type ReleaseRegistry, type RemoteName } from 'shared-releases';

/** A release command's refusal, in words for the release manager. */
export class ReleaseError extends Error {}

/** What a release command changed. */
export type ReleaseAction = 'publish' | 'activate' | 'rollback' | 'canary' | 'promote' | 'abort' | 'withdraw' | 'prune';

/** One line of the audit log: who did what, when, why. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: ReleaseAction;
  remote: RemoteName;
  version: string;
  /** The canary's share after a `canary` action. */
  share?: number;
  /** The version that was replaced (activate, rollback, promote) or dropped (abort). */
  from?: string;
  reason?: string;
  automatic: boolean;
}

/** Writes a changed registry and its audit lines, inside the change that read it. */
export type SaveRegistry = (registry: ReleaseRegistry, audit: readonly AuditEntry[]) => Promise<void>;

/**
 * Where the release store keeps its state: the registry, the audit log and the published builds' files.
 * Files in the store's folder on one machine (FileReleaseState), or PostgreSQL shared by site servers on
 * several machines, each with a local copy of the builds it serves (sql-release-state.ts, decision 030).
 */
export interface ReleaseState {
  /** Whether the version folders on this machine are a copy of builds kept elsewhere (the database). */
  readonly shared: boolean;
  /** The registry's JSON; an empty registry while nothing was ever published. */
  readRegistry(): Promise<unknown>;
  /** One read-change-write of the registry, alone: `work` reads it and saves what it changed. */
  change<T>(work: (registry: ReleaseRegistry, save: SaveRegistry) => Promise<T>): Promise<T>;
  /** The audit log, newest first; at most `limit` entries. */
  readAudit(limit: number): Promise<AuditEntry[]>;
  /** Keeps a published build's files (its folder, compressed copies included) where every site server finds them. */
  putVersionFiles(remote: RemoteName, version: string, folder: string): Promise<void>;
  /** Forgets a pruned build's files. */
  deleteVersionFiles(remote: RemoteName, version: string): Promise<void>;
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

  private get registryPath(): string {
    return join(this.root, REGISTRY_FILE);
  }

  private get auditPath(): string {
    return join(this.root, AUDIT_FILE);
  }

  async readRegistry(): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.registryPath, 'utf8')) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
      throw error;
    }
  }

  /**
   * The CLI, the release page and the automatic rollback of several site servers may change the
   * registry at once: a lock file, `open(…, 'wx')`.
   */
  async change<T>(work: (registry: ReleaseRegistry, save: SaveRegistry) => Promise<T>): Promise<T> {
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
      return await work(checkReleaseRegistry(await this.readRegistry()), async (registry, audit) => {
        // Write then rename, so a page load never reads half a registry.
        const temporary = `${this.registryPath}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(registry, null, 2)}\n`);
        await rename(temporary, this.registryPath);
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
    return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as AuditEntry).reverse().slice(0, limit);
  }

  /** The version folder is the store itself. */
  async putVersionFiles(): Promise<void> {}

  async deleteVersionFiles(): Promise<void> {}

  async close(): Promise<void> {}
}
