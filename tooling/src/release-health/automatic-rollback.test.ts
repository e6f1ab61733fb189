import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HealthEvent } from 'shared-releases';
import { ReleaseStore } from '../release/release-store';
import { checkReleases } from './automatic-rollback';
import { openSiteDatabase } from '../serve/site-database';
import type { HealthStore } from './health-store';
import { createSqlHealthStore } from './sql-health-store';

async function publishFake(store: ReleaseStore, root: string, content: string): Promise<string> {
  const dist = join(root, content);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.0.0' } }));
  await writeFile(join(dist, 'remoteEntry.js'), content);
  return (await store.publish('mfe-promotions', dist, '1.0.0')).version;
}

const events = (version: string, loads: number, failures: number): HealthEvent[] => [
  ...Array.from({ length: loads }, () => ({ remote: 'mfe-promotions' as const, version, kind: 'load' as const })),
  ...Array.from({ length: failures }, () => ({ remote: 'mfe-promotions' as const, version, kind: 'load-failure' as const, stage: 'chunk' as const })),
];

describe('automatic rollback', () => {
  let root: string;
  let store: ReleaseStore;
  let health: HealthStore;
  let stable: string;
  let next: string;
  let clock: Date;
  const now = () => clock;
  const lines: string[] = [];
  const look = () => checkReleases({ store, health, now, log: (line) => lines.push(line) });

  beforeAll(async () => {
    health = await createSqlHealthStore(await openSiteDatabase({}));
  }, 30_000);
  afterAll(async () => health.close());

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'automatic-rollback-'));
    store = new ReleaseStore(join(root, 'releases'));
    await health.prune(new Date('3000-01-01T00:00:00Z'));
    clock = new Date('2026-11-27T12:00:00Z');
    stable = await publishFake(store, root, 'stable');
    next = await publishFake(store, root, 'next');
    await store.activate('mfe-promotions', stable, { actor: 'ana' }, new Date('2026-11-27T10:00:00Z'));
    await health.record(events(stable, 200, 1), new Date('2026-11-27T11:50:00Z'));
    lines.length = 0;
  }, 30_000);
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('aborts a canary at 2 % errors of 50 loads, worse than the stable version, and logs why', async () => {
    await store.canary('mfe-promotions', next, 10, { actor: 'ana' }, clock);
    await health.record(events(next, 48, 1), clock);
    expect(await look()).toEqual([]);
    await health.record(events(next, 0, 1), clock);
    expect(await look()).toEqual([expect.stringContaining(`canary ${next} aborted automatically: 4.0 % errors over 50 loads`)]);
    expect((await store.readRegistry()).remotes['mfe-promotions']?.canary).toBeUndefined();
    const [entry] = await store.readAudit();
    expect(entry).toMatchObject({ action: 'abort', version: next, actor: 'automatic', automatic: true });
    expect(entry?.reason).toMatch(/^Canary aborted: 4\.0 % errors over 50 loads \(threshold 2 % of at least 50; .+: 0\.5 % errors over 201 loads\)$/);
    // Nothing left to do: a second look (another site server's) changes nothing.
    expect(await look()).toEqual([]);
  });

  it('leaves a canary no worse than the stable version, or under the threshold', async () => {
    await health.record(events(stable, 0, 20), new Date('2026-11-27T11:55:00Z'));
    await store.canary('mfe-promotions', next, 50, { actor: 'ana' }, clock);
    await health.record(events(next, 90, 10), clock);
    // 10 % against the stable version's 9.5 %… still worse: aborted; at 9 % it would not be.
    expect(await look()).toHaveLength(1);
    await store.canary('mfe-promotions', next, 50, { actor: 'ana' }, new Date(clock.getTime() + 60_000));
    clock = new Date(clock.getTime() + 60_000);
    await health.record(events(next, 91, 9), clock);
    expect(await look()).toEqual([]);
  });

  it('rolls a fresh activation back to the version before it, and not once its first minutes are over', async () => {
    await store.activate('mfe-promotions', next, { actor: 'ana' }, clock);
    await health.record(events(next, 40, 10), clock);
    expect(await look()).toEqual([expect.stringContaining(`${next} rolled back automatically to ${stable}: 20.0 % errors over 50 loads`)]);
    expect((await store.readRegistry()).remotes['mfe-promotions']?.active).toBe(stable);
    expect((await store.readAudit())[0]).toMatchObject({ action: 'rollback', version: stable, from: next, automatic: true });

    clock = new Date(clock.getTime() + 60_000);
    await store.activate('mfe-promotions', next, { actor: 'ana' }, clock);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await health.record(events(next, 40, 10), clock);
    expect(await look()).toEqual([]);
  });
});
