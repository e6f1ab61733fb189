import type { HealthEvent, RemoteName, VitalName } from 'shared-releases';
import type { SiteDatabase, SiteSqlParam } from '../lib/site-database';
import { migrateSiteDatabase } from '../lib/site-migrations';
import type { HealthStore, VersionHealth, VitalSummary } from './health-store';

interface CountRow {
  remote: RemoteName;
  version: string;
  loads: number | string;
  load_failures: number | string;
  render_errors: number | string;
  contract_refusals: number | string;
  attempts: number | string;
  failing_loads: number | string;
  failing_browsers: number | string;
  failing_networks: number | string;
}

interface VitalRow {
  remote: RemoteName;
  version: string;
  name: VitalName;
  count: number | string;
  p50: number;
  p75: number;
  p95: number;
}

const HOUR_MS = 60 * 60 * 1000;
const rounded = (value: number, name: VitalName) => (name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

/**
 * One row per event of a page load, each kind (and vital) once per load and remote: a window is any
 * time range, figures add up over every site server, a percentile is exact, and a report sent twice
 * counts once. A day of rows is kept (prune); the release page looks at the last hour.
 * The health store on PostgreSQL or PGlite (the same SQL; tables in lib/site-migrations.ts).
 */
export async function createSqlHealthStore(db: SiteDatabase): Promise<HealthStore> {
  await migrateSiteDatabase(db);

  const filters = (query: { since: Date; until?: Date; remote?: RemoteName; version?: string }) => {
    const params: SiteSqlParam[] = [query.since];
    let where = 'at >= $1';
    if (query.until) where += ` and at < $${params.push(query.until)}`;
    if (query.remote) where += ` and remote = $${params.push(query.remote)}`;
    if (query.version) where += ` and version = $${params.push(query.version)}`;
    return { where, params };
  };

  return {
    async record(load, events, at, limits) {
      // A load is counted from its first report on, while its network is under its hourly number of loads
      // (two site servers taking two first reports at once may let one more through: a limit, not a ledger).
      await db.query(
        `insert into release_health_loads (load_id, network, browser, issued_at, first_report_at)
         select $1, $2, $3, $4, $5
         where (select count(*) from release_health_loads where network = $2 and first_report_at > $6) < $7
         on conflict (load_id) do nothing`,
        [load.id, load.network, load.browser, load.issuedAt, at, new Date(at.getTime() - HOUR_MS), limits.maxLoadsPerNetwork],
      );
      const [known] = await db.query('select 1 from release_health_loads where load_id = $1', [load.id]);
      if (!known) return 'network-limit';
      if (events.length === 0) return 'counted';
      // One row per kind (and vital) of each remote, as the table keeps them: the first of a kind, a vital's last value.
      const byKey = new Map<string, { remote: string; version: string; kind: string; name: string; stage: string | null; value: number | null }>();
      for (const event of events as ReadonlyArray<HealthEvent>) {
        const name = event.kind === 'vital' ? event.name : '';
        const key = `${event.remote}\n${event.kind}\n${name}`;
        if (byKey.has(key) && event.kind !== 'vital') continue;
        byKey.set(key, {
          remote: event.remote, version: event.version, kind: event.kind, name,
          stage: event.kind === 'load-failure' ? event.stage : null,
          value: event.kind === 'vital' ? event.value : null,
        });
      }
      const rows = [...byKey.values()];
      // The first of each kind counts; a vital measured again keeps its latest value (CLS and INP grow while a page is used).
      await db.query(
        `insert into release_load_events (at, load_id, network, browser, host_version, remote, version, kind, name, stage, value)
         select $1, $2, $3, $4, $11, * from unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::float8[])
         on conflict (load_id, remote, kind, name) do update set value = excluded.value, at = excluded.at
           where release_load_events.kind = 'vital'`,
        [
          at, load.id, load.network, load.browser,
          rows.map((row) => row.remote), rows.map((row) => row.version), rows.map((row) => row.kind), rows.map((row) => row.name),
          rows.map((row) => row.stage) as string[], rows.map((row) => row.value) as number[], load.hostVersion ?? null,
        ],
      );
      return 'counted';
    },

    async summary(query) {
      const { where, params } = filters(query);
      const counts = await db.query<CountRow>(
        `with per_load as (
           select remote, version, load_id, network, browser,
             bool_or(kind = 'load') as loaded,
             bool_or(kind = 'load-failure') as failed,
             bool_or(kind = 'render-error') as render_error,
             bool_or(kind = 'contract-refusal') as refused
           from release_load_events where ${where}
           group by remote, version, load_id, network, browser
         )
         select remote, version,
           count(*) filter (where loaded) as loads,
           count(*) filter (where failed) as load_failures,
           count(*) filter (where render_error) as render_errors,
           count(*) filter (where refused) as contract_refusals,
           count(*) filter (where loaded or failed or refused) as attempts,
           count(*) filter (where failed or render_error or refused) as failing_loads,
           count(distinct browser) filter (where failed or render_error or refused) as failing_browsers,
           count(distinct network) filter (where failed or render_error or refused) as failing_networks
         from per_load group by remote, version order by remote, version`,
        params,
      );
      const vitals = await db.query<VitalRow>(
        `select remote, version, name, count(*) as count,
           percentile_cont(0.5) within group (order by value) as p50,
           percentile_cont(0.75) within group (order by value) as p75,
           percentile_cont(0.95) within group (order by value) as p95
         from release_load_events where ${where} and kind = 'vital' group by remote, version, name`,
        params,
      );
      // Which host versions each version's pages ran under, first seen first.
      const hosts = await db.query<{ remote: RemoteName; version: string; host_versions: string[] }>(
        `select remote, version, array_agg(host_version order by first_at) as host_versions from (
           select remote, version, host_version, min(at) as first_at from release_load_events
           where ${where} and host_version is not null group by remote, version, host_version
         ) as ran group by remote, version`,
        params,
      );
      const byVersion = new Map<string, VersionHealth>();
      for (const row of counts) {
        const attempts = Number(row.attempts);
        const failingLoads = Number(row.failing_loads);
        byVersion.set(`${row.remote}@${row.version}`, {
          remote: row.remote,
          version: row.version,
          loads: Number(row.loads),
          loadFailures: Number(row.load_failures),
          renderErrors: Number(row.render_errors),
          contractRefusals: Number(row.contract_refusals),
          attempts,
          failingLoads,
          failingBrowsers: Number(row.failing_browsers),
          failingNetworks: Number(row.failing_networks),
          // A render error without an attempt in the window (the load came before it) is still an error.
          errorRate: attempts === 0 ? (failingLoads > 0 ? 1 : 0) : Math.min(1, failingLoads / attempts),
          vitals: {},
        });
      }
      for (const row of vitals) {
        const health = byVersion.get(`${row.remote}@${row.version}`);
        if (!health) continue;
        const summary: VitalSummary = {
          count: Number(row.count), p50: rounded(row.p50, row.name), p75: rounded(row.p75, row.name), p95: rounded(row.p95, row.name),
        };
        health.vitals[row.name] = summary;
      }
      for (const row of hosts) {
        const health = byVersion.get(`${row.remote}@${row.version}`);
        if (health) health.hostVersions = row.host_versions;
      }
      return [...byVersion.values()];
    },

    async prune(before) {
      await db.query('delete from release_load_events where at < $1', [before]);
      await db.query('delete from release_health_loads where first_report_at < $1', [before]);
    },

    close: () => db.close(),
  };
}
