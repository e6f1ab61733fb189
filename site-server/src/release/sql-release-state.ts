import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  type BuildSize, checkReleaseRegistry, type PublishedVersion, releaseFolder, type ReleaseName, type RemoteReleases,
} from 'shared-releases';
import { filesUnder } from '../lib/files-under';
import type { SiteDatabase, SiteQuery } from '../lib/site-database';
import { migrateSiteDatabase } from '../lib/site-migrations';
import {
  alignedRegistries, DEFAULT_ENVIRONMENT, type EnvironmentRegistries, isReleaseEnvironment, RELEASE_ENVIRONMENTS, type ReleaseEnvironment, registryFileOf,
} from './environments';
import { type AuditEntry, type GateRecord, type ReleaseAction, type ReleaseState, type SaveRegistries, withEnvironment } from './release-state';

/** The channel every change is announced on; the payload is the schema, so sites sharing a database tell theirs apart. */
export const RELEASE_STATE_CHANNEL = 'release_state';
/** How often a site server asks whether it missed a change (a dropped connection loses notifications). */
const DEFAULT_POLL_MS = 5_000;

interface RemoteRow {
  environment: string;
  remote: ReleaseName;
  served: string[] | null;
  active: string;
  contract_version: string;
  activated_at: Date | string | null;
  activations: string[];
  canary_version: string | null;
  canary_contract_version: string | null;
  canary_share: string | number | null;
  canary_segment: string | null;
  canary_started_at: Date | string | null;
}

interface VersionRow {
  remote: ReleaseName;
  version: string;
  contract_version: string;
  published_at: Date | string;
  withdrawn_at: Date | string | null;
  commit: string | null;
  changelog: string | null;
  bytes: string | number | null;
  gzip_bytes: string | number | null;
  brotli_bytes: string | number | null;
}

/** A version's size from its columns (bigint arrives as text); none for versions published before sizes were kept. */
function sizeOf(row: VersionRow): BuildSize | undefined {
  if (row.bytes === null) return undefined;
  return {
    bytes: Number(row.bytes),
    ...(row.gzip_bytes !== null ? { gzip: Number(row.gzip_bytes) } : {}),
    ...(row.brotli_bytes !== null ? { brotli: Number(row.brotli_bytes) } : {}),
  };
}

interface SetRow {
  environment: string;
  name: string;
  activated_at: Date | string;
  versions: Partial<Record<ReleaseName, string>>;
  previous: Partial<Record<ReleaseName, string>>;
}

interface AuditRow {
  at: Date | string;
  actor: string;
  action: ReleaseAction;
  remote: ReleaseName;
  version: string;
  share: string | number | null;
  segment: string | null;
  from_version: string | null;
  reason: string | null;
  automatic: boolean;
  environment: string | null;
  from_environment: string | null;
  set_name: string | null;
  gate: GateRecord | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every environment's registry as the release commands write them, read from their tables. */
async function loadRegistries(query: SiteQuery): Promise<EnvironmentRegistries> {
  const [remotes, versions, sets] = await Promise.all([
    query<RemoteRow>('select * from release_remotes order by environment, remote'),
    query<VersionRow>('select * from release_versions order by remote, published_at, version'),
    query<SetRow>('select * from release_sets'),
  ]);
  const registries: Partial<EnvironmentRegistries> = {};
  // The versions are the store's: one row each, the same in every environment.
  const published = new Map<ReleaseName, Record<string, PublishedVersion>>();
  for (const row of versions) {
    const size = sizeOf(row);
    published.set(row.remote, {
      ...published.get(row.remote),
      [row.version]: {
        contractVersion: row.contract_version,
        publishedAt: iso(row.published_at),
        ...(row.withdrawn_at ? { withdrawnAt: iso(row.withdrawn_at) } : {}),
        ...(row.commit ? { commit: row.commit } : {}),
        ...(row.changelog ? { changelog: row.changelog } : {}),
        ...(size ? { size } : {}),
      },
    });
  }
  for (const row of remotes) {
    // An environment this build does not know is left as it is.
    if (!isReleaseEnvironment(row.environment)) continue;
    const registry = (registries[row.environment] ??= { remotes: {} });
    const releases: RemoteReleases = {
      active: row.active,
      contractVersion: row.contract_version,
      versions: published.get(row.remote) ?? {},
      activations: row.activations,
      ...(row.served ? { served: row.served } : {}),
      ...(row.activated_at ? { activatedAt: iso(row.activated_at) } : {}),
    };
    if (row.canary_version && row.canary_contract_version && row.canary_share !== null && row.canary_started_at) {
      releases.canary = {
        version: row.canary_version, contractVersion: row.canary_contract_version, share: Number(row.canary_share),
        ...(row.canary_segment ? { segment: row.canary_segment } : {}), startedAt: iso(row.canary_started_at),
      };
    }
    registry.remotes[row.remote] = releases;
  }
  for (const row of sets) {
    if (!isReleaseEnvironment(row.environment)) continue;
    const registry = (registries[row.environment] ??= { remotes: {} });
    registry.set = { name: row.name, activatedAt: iso(row.activated_at), versions: row.versions, previous: row.previous };
  }
  // A remote of production's only (rows from before environments) is listed in the others too, nothing active.
  const aligned = alignedRegistries(registries);
  for (const environment of RELEASE_ENVIRONMENTS) checkReleaseRegistry(aligned[environment]);
  return aligned;
}

/** Writes every environment's registry over its tables: each remote's row per environment, the versions, and no version they no longer have. */
async function saveRegistries(query: SiteQuery, registries: EnvironmentRegistries): Promise<void> {
  const versions = new Map<ReleaseName, Record<string, PublishedVersion>>();
  for (const environment of RELEASE_ENVIRONMENTS) {
    for (const [remote, releases] of Object.entries(registries[environment].remotes) as Array<[ReleaseName, RemoteReleases]>) {
      const { canary } = releases;
      await query(
        `insert into release_remotes (environment, remote, active, contract_version, activated_at, activations, served,
           canary_version, canary_contract_version, canary_share, canary_segment, canary_started_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (environment, remote) do update set active = excluded.active, contract_version = excluded.contract_version,
           activated_at = excluded.activated_at, activations = excluded.activations, served = excluded.served,
           canary_version = excluded.canary_version, canary_contract_version = excluded.canary_contract_version,
           canary_share = excluded.canary_share, canary_segment = excluded.canary_segment, canary_started_at = excluded.canary_started_at`,
        [environment, remote, releases.active, releases.contractVersion, releases.activatedAt ?? null, releases.activations, releases.served ?? null,
          canary?.version ?? null, canary?.contractVersion ?? null, canary?.share ?? null, canary?.segment ?? null, canary?.startedAt ?? null],
      );
      // The store keeps every environment's versions the same (a version published, withdrawn or pruned in all at once).
      versions.set(remote, { ...versions.get(remote), ...releases.versions });
    }
  }
  for (const environment of RELEASE_ENVIRONMENTS) {
    const set = registries[environment].set;
    if (!set) {
      await query('delete from release_sets where environment = $1', [environment]);
      continue;
    }
    await query(
      `insert into release_sets (environment, name, activated_at, versions, previous) values ($1, $2, $3, $4, $5)
       on conflict (environment) do update set name = excluded.name, activated_at = excluded.activated_at, versions = excluded.versions, previous = excluded.previous`,
      [environment, set.name, set.activatedAt, JSON.stringify(set.versions), JSON.stringify(set.previous)],
    );
  }
  for (const [remote, kept] of versions) {
    await query('delete from release_versions where remote = $1 and not (version = any($2))', [remote, Object.keys(kept)]);
    for (const [version, published] of Object.entries(kept)) {
      await query(
        `insert into release_versions (remote, version, contract_version, published_at, withdrawn_at, commit, changelog, bytes, gzip_bytes, brotli_bytes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (remote, version) do update set withdrawn_at = excluded.withdrawn_at`,
        [remote, version, published.contractVersion, published.publishedAt, published.withdrawnAt ?? null,
          published.commit ?? null, published.changelog ?? null, published.size?.bytes ?? null, published.size?.gzip ?? null, published.size?.brotli ?? null],
      );
    }
  }
}


/** A site server's copy of the shared release state: the registry it serves from, kept up to date. */
export interface ReleaseMirror {
  /** Makes sure a published version's files are in the local folder; false when the version has no files in the database. */
  ensureVersion(remote: ReleaseName, version: string): Promise<boolean>;
  /** Reads the state again now (after a change this server made, or a notification). */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The release state in PostgreSQL, shared by site servers on separate machines and the release commands
 * (docs/decisions/030): the registry in tables changed in transactions that lock `release_state`, the audit
 * log, and every published file by content (`release_blobs`). `root` is this machine's copy of the builds it
 * serves and of the registry, filled from the database (startMirror).
 */
export class SqlReleaseState implements ReleaseState {
  readonly shared = true;
  private mirrored: { registries: EnvironmentRegistries; revision: number } | null = null;
  private mirror: ReleaseMirror | null = null;

  private constructor(private readonly db: SiteDatabase, readonly root: string) {}

  static async open(db: SiteDatabase, root: string): Promise<SqlReleaseState> {
    await migrateSiteDatabase(db);
    return new SqlReleaseState(db, root);
  }

  /** An environment's mirrored registry on a site server (no query per page load); the database's otherwise. */
  async readRegistry(environment: ReleaseEnvironment): Promise<unknown> {
    return (this.mirrored?.registries ?? await loadRegistries(this.db.query))[environment];
  }

  async change<T>(work: (registries: EnvironmentRegistries, save: SaveRegistries) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (query) => {
      // Every change takes this row's lock first: changes from any server or command run one at a time.
      await query('select revision from release_state where id = 1 for update');
      return work(await loadRegistries(query), async (registries, audit) => {
        await saveRegistries(query, registries);
        for (const entry of audit) {
          await query(
            `insert into release_audit (at, actor, action, environment, from_environment, remote, version, share, segment, from_version, reason, automatic, set_name,
               gate)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [entry.at, entry.actor, entry.action, entry.environment ?? null, entry.fromEnvironment ?? null, entry.remote, entry.version,
              entry.share ?? null, entry.segment ?? null, entry.from ?? null, entry.reason ?? null, entry.automatic, entry.set ?? null,
              entry.gate ? JSON.stringify(entry.gate) : null],
          );
        }
        await query('update release_state set revision = revision + 1 where id = 1');
        // Delivered when the transaction commits, to every server listening (this one too).
        await query('select pg_notify($1, $2)', [RELEASE_STATE_CHANNEL, this.db.schema]);
      });
    });
    // This server's next page load sees its own change without waiting for the notification.
    await this.mirror?.sync();
    return result;
  }

  async readAudit(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.query<AuditRow>('select * from release_audit order by id desc limit $1', [limit]);
    return rows.map((row) => withEnvironment({
      at: iso(row.at), actor: row.actor, action: row.action,
      ...(isReleaseEnvironment(row.environment) ? { environment: row.environment } : {}),
      ...(isReleaseEnvironment(row.from_environment) ? { fromEnvironment: row.from_environment } : {}),
      remote: row.remote, version: row.version,
      ...(row.share !== null ? { share: Number(row.share) } : {}),
      ...(row.segment ? { segment: row.segment } : {}),
      ...(row.from_version ? { from: row.from_version } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.set_name ? { set: row.set_name } : {}),
      ...(row.gate ? { gate: row.gate } : {}),
      automatic: row.automatic,
    }));
  }

  async putVersionFiles(remote: ReleaseName, version: string, folder: string): Promise<void> {
    const files = await filesUnder(folder);
    await this.db.transaction(async (query) => {
      for (const file of files) {
        const bytes = await readFile(file);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        await query('insert into release_blobs (sha256, bytes) values ($1, $2) on conflict (sha256) do nothing', [sha256, bytes]);
        await query(
          'insert into release_files (remote, version, path, sha256) values ($1, $2, $3, $4) on conflict (remote, version, path) do update set sha256 = excluded.sha256',
          [remote, version, relative(folder, file).split(sep).join('/'), sha256],
        );
      }
    });
  }

  async deleteVersionFiles(remote: ReleaseName, version: string): Promise<void> {
    await this.db.transaction(async (query) => {
      await query('delete from release_files where remote = $1 and version = $2', [remote, version]);
      // A blob another version still names stays.
      await query('delete from release_blobs b where not exists (select 1 from release_files f where f.sha256 = b.sha256)');
    });
  }

  /**
   * Keeps `root` a copy of the shared state for a site server: the registry (`registry.json`, what the
   * host and the first screens read) and the files of every version a player may get (active, previous,
   * canary), fetched before the registry names them; any other published version on its first request.
   * Changes arrive by LISTEN/NOTIFY, and a look at the revision every `pollMs` catches a missed one.
   */
  async startMirror(
    options: { pollMs?: number; onError?: (error: unknown) => void; environment?: ReleaseEnvironment } = {},
  ): Promise<ReleaseMirror> {
    // The environment this server serves: its versions are fetched ahead; every environment's registry file is written.
    const served = options.environment ?? DEFAULT_ENVIRONMENT;
    const fetching = new Map<string, Promise<boolean>>();
    const onError = options.onError ?? ((error: unknown) => console.error(`Release state: ${error instanceof Error ? error.message : String(error)}`));

    const fetchVersion = async (remote: ReleaseName, version: string): Promise<boolean> => {
      const target = join(this.root, releaseFolder({ remote, version }));
      if (await stat(target).catch(() => null)) return true;
      const files = await this.db.query<{ path: string; bytes: Buffer | Uint8Array }>(
        'select f.path, b.bytes from release_files f join release_blobs b on b.sha256 = f.sha256 where f.remote = $1 and f.version = $2',
        [remote, version],
      );
      if (files.length === 0) return false;
      const staging = `${target}.${process.pid}.${Date.now()}.tmp`;
      for (const file of files) {
        const path = join(staging, ...file.path.split('/'));
        // Paths come from the publisher's own folder walk; one that leaves the folder is refused all the same.
        if (!path.startsWith(staging + sep)) throw new Error(`${remote} ${version} names a file outside its folder: ${file.path}`);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.bytes);
      }
      await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another request of this process or another process on this machine finished first: same bytes.
        await rm(staging, { recursive: true, force: true });
        if (!(await stat(target).catch(() => null))) throw error;
      });
      return true;
    };
    // Versions known to be in the folder: every request for a release file asks, so it is answered from memory.
    const present = new Set<string>();
    const ensureVersion = (remote: ReleaseName, version: string): Promise<boolean> => {
      const key = `${remote}/${version}`;
      if (present.has(key)) return Promise.resolve(true);
      let run = fetching.get(key);
      if (!run) {
        run = fetchVersion(remote, version).then((found) => {
          if (found) present.add(key);
          return found;
        }).finally(() => fetching.delete(key));
        fetching.set(key, run);
      }
      return run;
    };

    let syncing: Promise<void> | null = null;
    let again = false;
    let stopped = false;
    const syncOnce = async () => {
      const [state] = await this.db.query<{ revision: string | number }>('select revision from release_state where id = 1');
      const revision = Number(state?.revision ?? 0);
      const registries = await loadRegistries(this.db.query);
      for (const [remote, releases] of Object.entries(registries[served].remotes) as Array<[ReleaseName, RemoteReleases]>) {
        const versions = [releases.active, releases.activations.at(-2), releases.canary?.version].filter((version): version is string => Boolean(version));
        for (const version of versions) await ensureVersion(remote, version);
      }
      await mkdir(this.root, { recursive: true });
      for (const environment of RELEASE_ENVIRONMENTS) {
        const file = join(this.root, registryFileOf(environment));
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, `${JSON.stringify(registries[environment], null, 2)}\n`);
        await rename(temporary, file);
      }
      this.mirrored = { registries, revision };
    };
    // One read at a time; a change announced during a read is read once more after it.
    const sync = (): Promise<void> => {
      if (syncing) {
        again = true;
        return syncing;
      }
      syncing = (async () => {
        try {
          do {
            again = false;
            await syncOnce();
          } while (again);
        } finally {
          syncing = null;
        }
      })();
      return syncing;
    };

    await sync();
    const unlisten = await this.db.listen(RELEASE_STATE_CHANNEL, (schema) => {
      if (schema === this.db.schema && !stopped) sync().catch(onError);
    });
    const poll = setInterval(() => {
      this.db.query<{ revision: string | number }>('select revision from release_state where id = 1')
        .then(([row]) => (!stopped && Number(row?.revision ?? 0) !== this.mirrored?.revision ? sync() : undefined))
        .catch(onError);
    }, options.pollMs ?? DEFAULT_POLL_MS);
    poll.unref();
    this.mirror = {
      ensureVersion,
      sync,
      stop: async () => {
        stopped = true;
        clearInterval(poll);
        await unlisten();
        // A read under way finishes before the database may close.
        await syncing?.catch(() => undefined);
        this.mirror = null;
      },
    };
    return this.mirror;
  }

  async close(): Promise<void> {
    await this.mirror?.stop();
  }
}
