import type { HealthEvent } from 'shared-releases';
import { openSiteDatabase } from '../serve/site-database';
import type { HealthStore } from './health-store';
import { createSqlHealthStore } from './sql-health-store';

const schema = `health_test_${process.pid}`;
const variants = [
  { name: 'PGlite', open: () => openSiteDatabase({}) },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: () => openSiteDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema }) }] : []),
];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute));
const lobby = (version: string) => ({ remote: 'mfe-lobby' as const, version });

describe.each(variants)('the release health store on $name', ({ name, open }) => {
  let health: HealthStore;
  beforeAll(async () => {
    const db = await open();
    if (name === 'PostgreSQL') await db.query('drop table if exists release_health_events');
    health = await createSqlHealthStore(db);
  }, 30_000);
  afterAll(async () => health.close());

  it('adds up loads, failures and errors per version, with the error rate over attempts', async () => {
    const events: HealthEvent[] = [
      ...Array.from({ length: 47 }, () => ({ ...lobby('1.0.0-a'), kind: 'load' as const })),
      { ...lobby('1.0.0-a'), kind: 'load-failure', stage: 'chunk' },
      { ...lobby('1.0.0-a'), kind: 'load-failure', stage: 'entry' },
      { ...lobby('1.0.0-a'), kind: 'contract-refusal' },
      { ...lobby('1.0.0-a'), kind: 'render-error' },
      { ...lobby('1.0.0-b'), kind: 'load' },
    ];
    await health.record(events.slice(0, 30), at(1));
    await health.record(events.slice(30), at(2));
    const summary = await health.summary({ since: at(0) });
    expect(summary.find((entry) => entry.version === '1.0.0-a')).toMatchObject({
      loads: 47, loadFailures: 2, contractRefusals: 1, renderErrors: 1, attempts: 50, errorRate: 4 / 50,
    });
    expect(summary.find((entry) => entry.version === '1.0.0-b')).toMatchObject({ loads: 1, attempts: 1, errorRate: 0 });
    // A window leaves out what came before it.
    expect(await health.summary({ since: at(2), version: '1.0.0-a' })).toEqual([expect.objectContaining({ loads: 17, attempts: 20 })]);
  });

  it('answers the percentiles of each vital', async () => {
    const lcp = Array.from({ length: 100 }, (_, index) => ({ ...lobby('1.0.0-v'), kind: 'vital' as const, name: 'LCP' as const, value: index + 1 }));
    await health.record([...lcp.slice(0, 50), { ...lobby('1.0.0-v'), kind: 'load' }], at(3));
    await health.record([...lcp.slice(50), { ...lobby('1.0.0-v'), kind: 'vital', name: 'CLS', value: 0.1234 }], at(3));
    const [version] = await health.summary({ since: at(3), version: '1.0.0-v' });
    expect(version?.vitals.LCP).toEqual({ count: 100, p50: 51, p75: 75, p95: 95 });
    expect(version?.vitals.CLS).toEqual({ count: 1, p50: 0.123, p75: 0.123, p95: 0.123 });
    expect(version?.vitals.INP).toBeUndefined();
  });

  it('prunes what is older than the kept window', async () => {
    await health.prune(at(3));
    expect((await health.summary({ since: at(0) })).map((entry) => entry.version)).toEqual(['1.0.0-v']);
  });
});
