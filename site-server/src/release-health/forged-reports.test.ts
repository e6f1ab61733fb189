import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { fileManagerStore } from '../release-page/manager-accounts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { HealthEvent, ReleasePlan } from 'shared-releases';
import { memorySignInAttempts } from '../release-page/sign-in-attempts';
import { ReleaseStore } from '../release/release-store';
import { openSiteDatabase } from '../lib/site-database';
import { createSiteServer } from '../app';
import { checkReleases } from './automatic-rollback';
import type { HealthStore } from './health-store';
import { createSqlHealthStore } from './sql-health-store';

const KEY = Buffer.alloc(32, 3);
const ATTACKER = '203.0.113.66';

/** An address of a network of its own (a /24 each), as players at home are. */
const player = (index: number) => `192.0.${index % 250}.${10 + Math.floor(index / 250)}`;

const planOf = (page: string): ReleasePlan => JSON.parse(/<script type="application\/json" id="release-plan">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as ReleasePlan;

async function fakeBuild(root: string, name: string): Promise<string> {
  const dist = join(root, name);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.0.0' } }));
  await writeFile(join(dist, 'remoteEntry.js'), `/* ${name} */`);
  return dist;
}

/**
 * What an attacker can do to the automatic rollback from one address, through the site server as it
 * runs (signed page loads, the health store on PGlite, the default guards): replay a report, invent
 * one, or load the page hundreds of times to report in bulk.
 */
describe('health reports an attacker sends', () => {
  let root: string;
  let store: ReleaseStore;
  let health: HealthStore;
  let app: FastifyInstance;
  let stable: string;
  let canary: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'forged-reports-'));
    const hostDist = join(root, 'host');
    await mkdir(hostDist, { recursive: true });
    await writeFile(join(hostDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    store = new ReleaseStore(join(root, 'releases'));
    stable = (await store.publish('mfe-promotions', await fakeBuild(root, 'stable'), '1.0.0')).version;
    canary = (await store.publish('mfe-promotions', await fakeBuild(root, 'canary'), '1.0.0')).version;
    health = await createSqlHealthStore(await openSiteDatabase({}));
    app = await createSiteServer({
      hostDist, releasesDir: store.root, runtimeConfig: {},
      releases: { health, signingKey: KEY, managers: fileManagerStore(join(root, 'managers.json')), watchIntervalMs: 0, signInAttempts: memorySignInAttempts() },
    });
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await health.prune(new Date(Date.now() + 3_600_000));
    await store.activate('mfe-promotions', stable, { actor: 'ana' });
    await store.canary('mfe-promotions', canary, 50, { actor: 'ana' });
  });
  afterEach(() => store.abort('mfe-promotions', { actor: 'ana' }).catch(() => undefined));

  /** A fresh browser's page load from `address`: the version it was given and the page's signed load. */
  async function pageLoad(address: string): Promise<{ version: string; load: string }> {
    const plan = planOf((await app.inject({ url: '/lobby/promotions/', remoteAddress: address })).body);
    return { version: plan.remotes['mfe-promotions']?.active ?? '', load: plan.load ?? '' };
  }

  const report = (address: string, load: string, events: HealthEvent[]) =>
    app.inject({ method: 'POST', url: '/release-health', remoteAddress: address, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ load, events }) });

  const loaded = (version: string): HealthEvent => ({ remote: 'mfe-promotions', version, kind: 'load' });
  const failed = (version: string): HealthEvent => ({ remote: 'mfe-promotions', version, kind: 'load-failure', stage: 'entry' });

  /** Players on networks of their own load the page until `canaryLoads` of them had the canary; `failing` of those failed. */
  async function playersLoad(canaryLoads: number, failing: number, firstPlayer = 0): Promise<void> {
    let onCanary = 0;
    for (let index = firstPlayer; onCanary < canaryLoads; index += 1) {
      const page = await pageLoad(player(index));
      const fails = page.version === canary && onCanary < failing;
      if (page.version === canary) onCanary += 1;
      expect((await report(player(index), page.load, [fails ? failed(page.version) : loaded(page.version)])).statusCode).toBe(204);
    }
  }

  const look = () => checkReleases({ store, health, log: () => undefined });
  const canaryFigures = async () => (await health.summary({ since: new Date(Date.now() - 3_600_000), version: canary }))[0];

  it('a healthy canary survives replayed, invented and bulk failure reports from one address', async () => {
    await playersLoad(40, 0);

    // Replayed: one page load of the canary, its failure sent 50 times.
    let own = await pageLoad(ATTACKER);
    while (own.version !== canary) own = await pageLoad(ATTACKER);
    for (let replay = 0; replay < 50; replay += 1) expect((await report(ATTACKER, own.load, [failed(canary)])).statusCode).toBe(204);
    expect(await canaryFigures()).toMatchObject({ failingLoads: 1 });

    // Invented: page loads the site never handed out.
    const [fields = ''] = own.load.split('.');
    const invented = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(fields, 'base64url').toString()), l: 'another-load' })).toString('base64url');
    expect((await report(ATTACKER, `${invented}.${own.load.split('.')[1]}`, [failed(canary)])).statusCode).toBe(400);
    expect((await report(ATTACKER, `${fields}.${'A'.repeat(43)}`, [failed(canary)])).statusCode).toBe(400);

    // Bulk: 80 fresh page loads from the same address, each reporting a failure of the version it was given.
    const statuses: number[] = [];
    for (let load = 0; load < 80; load += 1) {
      const page = await pageLoad(ATTACKER);
      statuses.push((await report(ATTACKER, page.load, [failed(page.version)])).statusCode);
    }
    // The network's hour is full after 30 loads (the replayed one among them): the rest are refused.
    expect(statuses.filter((status) => status === 204)).toHaveLength(29);
    expect(statuses.filter((status) => status === 429)).toHaveLength(51);

    const figures = await canaryFigures();
    expect(figures?.failingNetworks).toBe(1);
    expect(figures?.errorRate).toBeGreaterThan(0.02);
    expect(await look()).toEqual([]);
    expect((await store.readRegistry()).remotes['mfe-promotions']?.canary?.version).toBe(canary);
  }, 120_000);

  it('a failing canary is taken back though one address reports hundreds of good loads', async () => {
    // An eighth of the canary's loads fail, on five players' networks.
    await playersLoad(40, 5);
    // 500 page loads from one address (about 250 of them on the canary), each reporting a good load:
    // enough to bring 5 failures under 2 %, were they all counted.
    for (let load = 0; load < 500; load += 1) {
      const page = await pageLoad(ATTACKER);
      await report(ATTACKER, page.load, [loaded(page.version)]);
    }
    const figures = await canaryFigures();
    expect(figures?.attempts).toBeLessThanOrEqual(70);
    expect(figures?.errorRate).toBeGreaterThanOrEqual(0.02);
    expect(await look()).toEqual([expect.stringContaining(`canary ${canary} aborted automatically`)]);
    const [entry] = await store.readAudit(1);
    expect(entry?.reason).toMatch(/5 failed loads from 5 browsers on 5 networks/);
  }, 180_000);
});
