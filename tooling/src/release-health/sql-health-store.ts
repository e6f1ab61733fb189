import type { HealthEvent, RemoteName, VitalName } from 'shared-releases';
import type { SiteDatabase, SiteSqlParam } from '../serve/site-database';
import type { HealthStore, VersionHealth, VitalSummary } from './health-store';

/**
 * One row per event: a window is any time range, figures add up over every site server, and a
 * percentile is exact. A day of rows is kept (prune); the release page looks at the last hour.
 */
const SCHEMA = [
  `create table if not exists release_health_events (
    at timestamptz not null,
    remote text not null,
    version text not null,
    kind text not null,
    detail text,
    value double precision
  )`,
  'create index if not exists release_health_events_by_version on release_health_events (remote, version, at)',
  'create index if not exists release_health_events_by_time on release_health_events (at)',
];

interface CountRow {
  remote: RemoteName;
  version: string;
  loads: number | string;
  load_failures: number | string;
  render_errors: number | string;
  contract_refusals: number | string;
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

const rounded = (value: number, name: VitalName) => (name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

/** The health store on PostgreSQL or PGlite (the same SQL). */
export async function createSqlHealthStore(db: SiteDatabase): Promise<HealthStore> {
  // Site servers starting together on one database race to make the tables: one wins, the others retry.
  for (let attempt = 0; ; attempt += 1) {
    try {
      for (const statement of SCHEMA) await db.query(statement);
      break;
    } catch (error) {
      if (attempt >= 3 || !['23505', '42P07'].includes((error as { code?: string }).code ?? '')) throw error;
    }
  }

  const filters = (query: { since: Date; until?: Date; remote?: RemoteName; version?: string }) => {
    const params: SiteSqlParam[] = [query.since];
    let where = 'at >= $1';
    if (query.until) where += ` and at < $${params.push(query.until)}`;
    if (query.remote) where += ` and remote = $${params.push(query.remote)}`;
    if (query.version) where += ` and version = $${params.push(query.version)}`;
    return { where, params };
  };

  return {
    async record(events, at) {
      if (events.length === 0) return;
      const columns = events.map((event: HealthEvent) => ({
        remote: event.remote,
        version: event.version,
        kind: event.kind,
        detail: event.kind === 'load-failure' ? event.stage : event.kind === 'vital' ? event.name : null,
        value: event.kind === 'vital' ? event.value : null,
      }));
      await db.query(
        `insert into release_health_events (at, remote, version, kind, detail, value)
         select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::float8[])`,
        [
          at, columns.map((c) => c.remote), columns.map((c) => c.version), columns.map((c) => c.kind),
          columns.map((c) => c.detail) as string[], columns.map((c) => c.value) as number[],
        ],
      );
    },

    async summary(query) {
      const { where, params } = filters(query);
      const counts = await db.query<CountRow>(
        `select remote, version,
           count(*) filter (where kind = 'load') as loads,
           count(*) filter (where kind = 'load-failure') as load_failures,
           count(*) filter (where kind = 'render-error') as render_errors,
           count(*) filter (where kind = 'contract-refusal') as contract_refusals
         from release_health_events where ${where} group by remote, version order by remote, version`,
        params,
      );
      const vitals = await db.query<VitalRow>(
        `select remote, version, detail as name, count(*) as count,
           percentile_cont(0.5) within group (order by value) as p50,
           percentile_cont(0.75) within group (order by value) as p75,
           percentile_cont(0.95) within group (order by value) as p95
         from release_health_events where ${where} and kind = 'vital' group by remote, version, detail`,
        params,
      );
      const byVersion = new Map<string, VersionHealth>();
      for (const row of counts) {
        const loads = Number(row.loads);
        const loadFailures = Number(row.load_failures);
        const renderErrors = Number(row.render_errors);
        const contractRefusals = Number(row.contract_refusals);
        const attempts = loads + loadFailures + contractRefusals;
        const errors = loadFailures + renderErrors + contractRefusals;
        byVersion.set(`${row.remote}@${row.version}`, {
          remote: row.remote, version: row.version, loads, loadFailures, renderErrors, contractRefusals, attempts,
          // A render error after a good load counts against it; more errors than attempts is still 100 %.
          errorRate: attempts === 0 ? (errors > 0 ? 1 : 0) : Math.min(1, errors / attempts),
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
      return [...byVersion.values()];
    },

    async prune(before) {
      await db.query('delete from release_health_events where at < $1', [before]);
    },

    close: () => db.close(),
  };
}
