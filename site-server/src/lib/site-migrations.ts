import type { SiteDatabase } from './site-database';

/**
 * The site servers' tables, in order: each migration runs once per schema, in a transaction, while the
 * others wait on an advisory lock (site servers starting together on one database). A migration never
 * changes once released: a change is a new one at the end.
 */
export const SITE_MIGRATIONS: ReadonlyArray<{ name: string; statements: readonly string[] }> = [
  {
    // One row per event of a page load (release-health/sql-health-store.ts). Created "if not exists":
    // databases from before migrations were numbered have them already.
    name: 'release health',
    statements: [
      'drop table if exists release_health_events',
      `create table if not exists release_health_loads (
        load_id text primary key,
        network text not null,
        browser text not null,
        issued_at timestamptz not null,
        first_report_at timestamptz not null
      )`,
      'create index if not exists release_health_loads_by_network on release_health_loads (network, first_report_at)',
      `create table if not exists release_load_events (
        at timestamptz not null,
        load_id text not null,
        network text not null,
        browser text not null,
        remote text not null,
        version text not null,
        kind text not null,
        name text not null default '',
        stage text,
        value double precision,
        primary key (load_id, remote, kind, name)
      )`,
      'create index if not exists release_load_events_by_version on release_load_events (remote, version, at)',
      'create index if not exists release_load_events_by_time on release_load_events (at)',
    ],
  },
  {
    name: 'release page sign-in failures',
    statements: [
      'create table if not exists release_sign_in_failures (key text not null, at timestamptz not null)',
      'create index if not exists release_sign_in_failures_by_key on release_sign_in_failures (key, at)',
    ],
  },
  {
    // The release registry, its audit log and the published builds' files, shared by every site server
    // and the release commands (docs/decisions/030). `release_state` is the one row every change locks:
    // its revision tells a server that missed a notification that it must read again.
    name: 'release state',
    statements: [
      `create table release_state (
        id smallint primary key default 1 check (id = 1),
        revision bigint not null default 0
      )`,
      'insert into release_state (id, revision) values (1, 0)',
      `create table release_remotes (
        remote text primary key,
        active text not null,
        contract_version text not null,
        activated_at timestamptz,
        activations text[] not null default '{}',
        canary_version text,
        canary_contract_version text,
        canary_share numeric(4, 1),
        canary_started_at timestamptz
      )`,
      `create table release_versions (
        remote text not null references release_remotes (remote),
        version text not null,
        contract_version text not null,
        published_at timestamptz not null,
        withdrawn_at timestamptz,
        primary key (remote, version)
      )`,
      `create table release_audit (
        id bigserial primary key,
        at timestamptz not null,
        actor text not null,
        action text not null,
        remote text not null,
        version text not null,
        share numeric(4, 1),
        from_version text,
        reason text,
        automatic boolean not null default false
      )`,
      // A build's files by content: the same bytes (a vendor chunk two versions share) are kept once.
      'create table release_blobs (sha256 text primary key, bytes bytea not null)',
      `create table release_files (
        remote text not null,
        version text not null,
        path text not null,
        sha256 text not null references release_blobs (sha256),
        primary key (remote, version, path)
      )`,
      `create table release_managers (
        login text primary key,
        password_hash text not null,
        changed_at timestamptz not null default now()
      )`,
    ],
  },
  {
    // What changed in each published version (docs/decisions/034): its commit, the team's changelog line,
    // and what its files weigh as served. Versions published before have none of them.
    name: 'what changed per version',
    statements: [
      'alter table release_versions add column commit text',
      'alter table release_versions add column changelog text',
      'alter table release_versions add column bytes bigint',
      'alter table release_versions add column gzip_bytes bigint',
      'alter table release_versions add column brotli_bytes bigint',
    ],
  },
  {
    // Release environments (docs/decisions/035): a remote's row per environment over the same versions,
    // the rows so far production's; the versions every environment ever had active (`served`, absent
    // for rows from before: their activations stand for it); each audit line's environment, none for a
    // change of the store itself (publish, withdraw, prune).
    name: 'release environments',
    statements: [
      'alter table release_versions drop constraint release_versions_remote_fkey',
      "alter table release_remotes add column environment text not null default 'production'",
      'alter table release_remotes alter column environment drop default',
      'alter table release_remotes drop constraint release_remotes_pkey',
      'alter table release_remotes add primary key (environment, remote)',
      'alter table release_remotes add column served text[]',
      'alter table release_audit add column environment text',
      'alter table release_audit add column from_environment text',
      "update release_audit set environment = 'production' where action not in ('publish', 'withdraw', 'prune')",
    ],
  },
  {
    // Targeted canaries (docs/decisions/036): the players a canary goes to first, whatever its share
    // (which may then be 0), and the segment a `canary` audit line set.
    name: 'canary segments',
    statements: [
      'alter table release_remotes add column canary_segment text',
      'alter table release_audit add column segment text',
    ],
  },
  {
    // The host as a release (docs/decisions/037): the host version each health event's page ran, so the
    // release page shows which host versions a remote version has run under. Null for events from before.
    name: 'host version of health events',
    statements: [
      'alter table release_load_events add column host_version text',
      'create index if not exists release_load_events_by_host on release_load_events (remote, version, host_version)',
    ],
  },
  {
    // Release sets (docs/decisions/038): each environment's last set, for its rollback together, and the
    // set an audit line belongs to.
    name: 'release sets',
    statements: [
      `create table release_sets (
        environment text primary key,
        name text not null,
        activated_at timestamptz not null,
        versions jsonb not null,
        previous jsonb not null
      )`,
      'alter table release_audit add column set_name text',
    ],
  },
  {
    // The gate before canary and promote (docs/decisions/039): a `gate` audit line's step, outcome and journeys.
    name: 'release gate',
    statements: ['alter table release_audit add column if not exists gate jsonb'],
  },
];

/** Databases already brought up to date by this process. */
const migrated = new WeakMap<SiteDatabase, Promise<void>>();

/** Brings the site's schema up to date (once per database object; concurrent callers share the run). */
export function migrateSiteDatabase(db: SiteDatabase): Promise<void> {
  let run = migrated.get(db);
  if (!run) {
    run = applyMigrations(db);
    run.catch(() => migrated.delete(db));
    migrated.set(db, run);
  }
  return run;
}

async function applyMigrations(db: SiteDatabase): Promise<void> {
  await db.transaction(async (query) => {
    // One schema's migrations at a time, whichever server or command gets here first.
    await query('select pg_advisory_xact_lock(hashtext($1))', [`site-migrations:${db.schema}`]);
    await query('create table if not exists site_migrations (id integer primary key, name text not null, applied_at timestamptz not null default now())');
    const done = new Set((await query<{ id: number }>('select id from site_migrations')).map((row) => Number(row.id)));
    for (const [index, migration] of SITE_MIGRATIONS.entries()) {
      const id = index + 1;
      if (done.has(id)) continue;
      for (const statement of migration.statements) await query(statement);
      await query('insert into site_migrations (id, name) values ($1, $2)', [id, migration.name]);
    }
  });
}
