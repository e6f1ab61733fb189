import { openSiteDatabase } from '../lib/site-database';
import type { HealthStore } from './health-store';
import { handedOutLoad } from './health-testing';
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
    if (name === 'PostgreSQL') for (const table of ['release_load_events', 'release_health_loads']) await db.query(`drop table if exists ${table}`);
    health = await createSqlHealthStore(db);
  }, 30_000);
  afterAll(async () => health.close());

  const unlimited = { maxLoadsPerNetwork: Number.MAX_SAFE_INTEGER };

  it('adds up page loads per version: each load once, whatever it reported, with the error rate over loads that tried it', async () => {
    const good = Array.from({ length: 46 }, (_, index) => handedOutLoad({ 'mfe-lobby': '1.0.0-a' }, `network-${index % 3}`));
    for (const load of good.slice(0, 30)) await health.record(load, [{ ...lobby('1.0.0-a'), kind: 'load' }], at(1), unlimited);
    for (const load of good.slice(30)) await health.record(load, [{ ...lobby('1.0.0-a'), kind: 'load' }], at(2), unlimited);
    // One load failed twice and loaded on its third try; one was refused; one rendered an error after loading.
    const retried = handedOutLoad({ 'mfe-lobby': '1.0.0-a' }, 'network-0');
    await health.record(retried, [{ ...lobby('1.0.0-a'), kind: 'load-failure', stage: 'chunk' }, { ...lobby('1.0.0-a'), kind: 'load-failure', stage: 'entry' }], at(2), unlimited);
    await health.record(retried, [{ ...lobby('1.0.0-a'), kind: 'load' }], at(2), unlimited);
    await health.record(handedOutLoad({ 'mfe-lobby': '1.0.0-a' }, 'network-1'), [{ ...lobby('1.0.0-a'), kind: 'contract-refusal' }], at(2), unlimited);
    const rendered = handedOutLoad({ 'mfe-lobby': '1.0.0-a' }, 'network-1');
    await health.record(rendered, [{ ...lobby('1.0.0-a'), kind: 'load' }, { ...lobby('1.0.0-a'), kind: 'render-error' }], at(2), unlimited);
    await health.record(handedOutLoad({ 'mfe-lobby': '1.0.0-b' }), [{ ...lobby('1.0.0-b'), kind: 'load' }], at(2), unlimited);

    const summary = await health.summary({ since: at(0) });
    expect(summary.find((entry) => entry.version === '1.0.0-a')).toMatchObject({
      loads: 48, loadFailures: 1, contractRefusals: 1, renderErrors: 1, attempts: 49, failingLoads: 3, failingBrowsers: 3, failingNetworks: 2, errorRate: 3 / 49,
    });
    expect(summary.find((entry) => entry.version === '1.0.0-b')).toMatchObject({ loads: 1, attempts: 1, errorRate: 0 });
    // A window leaves out what came before it.
    expect(await health.summary({ since: at(2), version: '1.0.0-a' })).toEqual([expect.objectContaining({ loads: 18, attempts: 19 })]);
  });

  it('counts a load only while its network has had fewer loads counted in the last hour than it may, and its later reports as before', async () => {
    const limit = { maxLoadsPerNetwork: 3 };
    const loads = Array.from({ length: 5 }, () => handedOutLoad({ 'mfe-lobby': '1.0.0-n' }, 'one-office'));
    const outcomes = [];
    for (const load of loads) outcomes.push(await health.record(load, [{ ...lobby('1.0.0-n'), kind: 'load' }], at(10), limit));
    expect(outcomes).toEqual(['counted', 'counted', 'counted', 'network-limit', 'network-limit']);
    // A load already counted goes on counting (its vitals come later); another network is not held back.
    expect(await health.record(loads[0]!, [{ ...lobby('1.0.0-n'), kind: 'vital', name: 'LCP', value: 900 }], at(11), limit)).toBe('counted');
    expect(await health.record(handedOutLoad({ 'mfe-lobby': '1.0.0-n' }, 'another-home'), [{ ...lobby('1.0.0-n'), kind: 'load' }], at(11), limit)).toBe('counted');
    // An hour later the network counts again.
    expect(await health.record(loads[4]!, [{ ...lobby('1.0.0-n'), kind: 'load' }], at(71), limit)).toBe('counted');
    expect(await health.summary({ since: at(0), version: '1.0.0-n' })).toEqual([expect.objectContaining({ loads: 5, attempts: 5 })]);
  });

  it('answers the percentiles of each vital, one per load, the latest value kept', async () => {
    const loads = Array.from({ length: 100 }, () => handedOutLoad({ 'mfe-lobby': '1.0.0-v' }));
    for (const [index, load] of loads.entries()) {
      await health.record(load, [{ ...lobby('1.0.0-v'), kind: 'load' }, { ...lobby('1.0.0-v'), kind: 'vital', name: 'LCP', value: index + 1 }], at(3), unlimited);
    }
    // CLS measured twice on one page: the later, larger figure is the page's.
    await health.record(loads[0]!, [{ ...lobby('1.0.0-v'), kind: 'vital', name: 'CLS', value: 0.05 }], at(3), unlimited);
    await health.record(loads[0]!, [{ ...lobby('1.0.0-v'), kind: 'vital', name: 'CLS', value: 0.1234 }], at(3), unlimited);
    const [version] = await health.summary({ since: at(3), version: '1.0.0-v' });
    expect(version?.vitals.LCP).toEqual({ count: 100, p50: 51, p75: 75, p95: 95 });
    expect(version?.vitals.CLS).toEqual({ count: 1, p50: 0.123, p75: 0.123, p95: 0.123 });
    expect(version?.vitals.INP).toBeUndefined();
  });

  it('prunes what is older than the kept window', async () => {
    await health.prune(at(3));
    expect((await health.summary({ since: at(0) })).map((entry) => entry.version).sort()).toEqual(['1.0.0-n', '1.0.0-v']);
    await health.prune(at(80));
    expect(await health.summary({ since: at(0) })).toEqual([]);
  });

  it('keeps the host version each page ran under, and answers them per remote version, first seen first', async () => {
    const underHost = (hostVersion: string) => ({ ...handedOutLoad({ 'mfe-lobby': '1.0.0-h' }), hostVersion });
    await health.record(underHost('host-1'), [{ ...lobby('1.0.0-h'), kind: 'load' }], at(20), unlimited);
    await health.record(underHost('host-2'), [{ ...lobby('1.0.0-h'), kind: 'load' }], at(21), unlimited);
    await health.record(underHost('host-1'), [{ ...lobby('1.0.0-h'), kind: 'render-error' }], at(22), unlimited);
    await health.record(handedOutLoad({ 'mfe-lobby': '1.0.0-h' }), [{ ...lobby('1.0.0-h'), kind: 'load' }], at(22), unlimited);
    expect(await health.summary({ since: at(0), version: '1.0.0-h' })).toEqual([expect.objectContaining({ loads: 3, hostVersions: ['host-1', 'host-2'] })]);
  });
});
