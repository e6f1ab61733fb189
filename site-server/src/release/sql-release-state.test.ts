import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSiteDatabase, type SiteDatabase } from '../lib/site-database';
import { ReleaseStore } from './release-store';
import { type ReleaseMirror, SqlReleaseState } from './sql-release-state';
import { SITE_MIGRATIONS } from '../lib/site-migrations';

async function fakeBuild(root: string, name: string, content: string): Promise<string> {
  const dist = join(root, 'builds', name);
  await mkdir(join(dist, 'chunks'), { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.1.0' } }));
  await writeFile(join(dist, 'remoteEntry.js'), content);
  // A file two builds share byte for byte, as a vendor chunk does.
  await writeFile(join(dist, 'chunks', 'vendor.js'), 'the same vendor code in every build');
  return dist;
}

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const exists = (path: string) => stat(path).then(() => true, () => false);

const databases: Array<{ name: string; open: (schema: string) => Promise<SiteDatabase> }> = [
  { name: 'PGlite', open: () => openSiteDatabase({}) },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: (schema: string) => openSiteDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema }) }] : []),
];

describe.each(databases)('release state shared by site servers on separate machines, on $name', ({ name, open }) => {
  let root: string;
  let schema: string;
  /** Each "machine" has a connection pool of its own and a folder of its own: nothing on disk is shared. */
  let machines: Array<{ db: SiteDatabase; state: SqlReleaseState; store: ReleaseStore; folder: string }>;
  let mirrors: ReleaseMirror[];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'sql-release-state-'));
    schema = `release_state_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    // PGlite is one process's database: its two "machines" share the instance (LISTEN/NOTIFY works within it).
    const shared = name === 'PGlite' ? await open(schema) : null;
    machines = [];
    for (const label of ['one', 'two']) {
      const db = shared ?? await open(schema);
      const folder = join(root, label, 'releases');
      const state = await SqlReleaseState.open(db, folder);
      machines.push({ db, state, store: new ReleaseStore(folder, state), folder });
    }
    mirrors = [];
  }, 60_000);

  afterEach(async () => {
    for (const mirror of mirrors) await mirror.stop();
    const [first, second] = machines;
    if (name !== 'PGlite') await first!.db.query(`drop schema ${schema} cascade`);
    await first!.db.close();
    if (second!.db !== first!.db) await second!.db.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves a version published on one machine from the other, learns of a rollback made there, and shares the audit log', async () => {
    const [one, two] = machines as [typeof machines[0], typeof machines[0]];
    mirrors.push(await two.state.startMirror({ pollMs: 60_000 }));

    const v1 = (await one.store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'lobby one'), '1.0.0')).version;
    await one.store.activate('mfe-lobby', v1, { actor: 'ana' });
    // The notification reaches machine two, which fetches the files before its registry names the version.
    await until(async () => (await two.store.readRegistry()).remotes['mfe-lobby']?.active === v1, 'machine two has v1 active');
    expect(await readFile(join(two.folder, 'mfe-lobby', v1, 'remoteEntry.js'), 'utf8')).toBe('lobby one');
    expect(JSON.parse(await readFile(join(two.folder, 'registry.json'), 'utf8')).remotes['mfe-lobby'].active).toBe(v1);
    // Each environment's registry file: staging has nothing active yet.
    expect(JSON.parse(await readFile(join(two.folder, 'registry.staging.json'), 'utf8')).remotes['mfe-lobby'].active).toBe('');

    const v2 = (await one.store.publish('mfe-lobby', await fakeBuild(root, 'v2', 'lobby two'), '1.0.0')).version;
    await one.store.activate('mfe-lobby', v2, { actor: 'ana' });
    await until(async () => (await two.store.readRegistry()).remotes['mfe-lobby']?.active === v2, 'machine two has v2 active');

    // A rollback made through machine two is what machine one reads next.
    expect(await two.store.rollback('mfe-lobby', { actor: 'automatic', automatic: true, reason: 'errors' }, { from: v2 })).toBe(v1);
    expect((await one.store.readRegistry()).remotes['mfe-lobby']).toMatchObject({ active: v1, activations: [v1] });
    expect((await one.store.readAudit()).map(({ actor, action, version, automatic }) => ({ actor, action, version, automatic }))).toEqual([
      { actor: 'automatic', action: 'rollback', version: v1, automatic: true },
      { actor: 'ana', action: 'activate', version: v2, automatic: false },
      { actor: 'unknown', action: 'publish', version: v2, automatic: false },
      { actor: 'ana', action: 'activate', version: v1, automatic: false },
      { actor: 'unknown', action: 'publish', version: v1, automatic: false },
    ]);
    // A gate's run (docs/decisions/039) is read back as it was written, its journeys with it.
    const gate = { step: 'canary', outcome: 'failed', journeys: ['home page', 'log in'], failed: ['log in'] } as const;
    await two.store.recordGate('mfe-lobby', v2, { ...gate, journeys: [...gate.journeys], failed: [...gate.failed] }, { actor: 'ana' });
    expect((await one.store.readAudit(1))[0]).toMatchObject({ action: 'gate', version: v2, environment: 'production', gate });
  });

  it('fetches a published version the machine has never seen on its first request, and keeps a shared file once', async () => {
    const [one, two] = machines as [typeof machines[0], typeof machines[0]];
    const mirror = await two.state.startMirror({ pollMs: 60_000 });
    mirrors.push(mirror);
    const v1 = (await one.store.publish('mfe-cashier', await fakeBuild(root, 'c1', 'cashier one'), '1.0.0')).version;
    const v2 = (await one.store.publish('mfe-cashier', await fakeBuild(root, 'c2', 'cashier two'), '1.0.0')).version;
    expect(await exists(join(two.folder, 'mfe-cashier', v2))).toBe(false);

    // Two requests at once fetch it once.
    expect(await Promise.all([mirror.ensureVersion('mfe-cashier', v2), mirror.ensureVersion('mfe-cashier', v2)])).toEqual([true, true]);
    expect(await readFile(join(two.folder, 'mfe-cashier', v2, 'remoteEntry.js'), 'utf8')).toBe('cashier two');
    expect(await readFile(join(two.folder, 'mfe-cashier', v2, 'chunks', 'vendor.js'), 'utf8')).toBe('the same vendor code in every build');
    expect(await mirror.ensureVersion('mfe-cashier', '9.9.9-00000000')).toBe(false);

    const blobs = async () => Number((await one.db.query<{ count: string }>('select count(*) as count from release_blobs'))[0]!.count);
    // One manifest (both builds' are the same bytes), two entries, one vendor chunk (files too small to compress).
    expect(await blobs()).toBe(4);
    await one.store.activate('mfe-cashier', v1);
    expect(await one.store.prune(0)).toEqual([{ remote: 'mfe-cashier', version: v2 }]);
    // v2's entry goes; the manifest and the vendor chunk v1 still names stay.
    expect(await blobs()).toBe(3);
    expect(await mirror.ensureVersion('mfe-cashier', v1)).toBe(true);
  });

  it('catches a change whose notification it missed at its next look', async () => {
    const [one, two] = machines as [typeof machines[0], typeof machines[0]];
    mirrors.push(await two.state.startMirror({ pollMs: 50 }));
    const v1 = (await one.store.publish('mfe-support', await fakeBuild(root, 's1', 'chat'), '1.0.0')).version;
    // A change written without its notification, as when machine two's listening connection was down.
    await one.db.transaction(async (query) => {
      await query("update release_remotes set active = $1, activations = array[$1] where remote = 'mfe-support'", [v1]);
      await query('update release_state set revision = revision + 1');
    });
    await until(async () => (await two.store.readRegistry()).remotes['mfe-support']?.active === v1, 'machine two polls the revision');
  });
});

describe('release state from before environments', () => {
  it("becomes production's: its remotes, versions and audit lines, staging starting with nothing active", async () => {
    const db = await openSiteDatabase({});
    try {
      // The schema as the fourth migration left it, with a remote active and its audit line.
      await db.transaction(async (query) => {
        await query('create table site_migrations (id integer primary key, name text not null, applied_at timestamptz not null default now())');
        for (const [index, migration] of SITE_MIGRATIONS.slice(0, 4).entries()) {
          for (const statement of migration.statements) await query(statement);
          await query('insert into site_migrations (id, name) values ($1, $2)', [index + 1, migration.name]);
        }
        await query(`insert into release_remotes (remote, active, contract_version, activations) values ('mfe-lobby', '1.0.0-aaaa0000', '3.1.0', '{1.0.0-aaaa0000}')`);
        await query(`insert into release_versions (remote, version, contract_version, published_at) values ('mfe-lobby', '1.0.0-aaaa0000', '3.1.0', '2026-01-01T00:00:00Z')`);
        await query(`insert into release_audit (at, actor, action, remote, version) values (now(), 'ana', 'publish', 'mfe-lobby', '1.0.0-aaaa0000'), (now(), 'ana', 'activate', 'mfe-lobby', '1.0.0-aaaa0000')`);
      });
      const folder = await mkdtemp(join(tmpdir(), 'sql-release-state-'));
      const store = new ReleaseStore(folder, await SqlReleaseState.open(db, folder));
      expect((await store.readRegistry()).remotes['mfe-lobby']).toMatchObject({ active: '1.0.0-aaaa0000', activations: ['1.0.0-aaaa0000'] });
      expect((await store.in('staging').readRegistry()).remotes['mfe-lobby']).toMatchObject({ active: '', activations: [], versions: { '1.0.0-aaaa0000': expect.any(Object) } });
      expect((await store.readAudit(10)).map(({ action, environment }) => ({ action, environment }))).toEqual([
        { action: 'activate', environment: 'production' },
        { action: 'publish', environment: undefined },
      ]);
      // Staging gets a row of its own beside production's.
      await store.in('staging').promoteFrom('production', 'mfe-lobby', '1.0.0-aaaa0000');
      expect(await db.query('select environment, active from release_remotes order by environment')).toEqual([
        { environment: 'production', active: '1.0.0-aaaa0000' },
        { environment: 'staging', active: '1.0.0-aaaa0000' },
      ]);
      await rm(folder, { recursive: true, force: true });
    } finally {
      await db.close();
    }
  }, 60_000);
});
