import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ReleaseStore } from './release-store';
import { releaseStoreVariants } from './release-store-testing';

async function fakeBuild(root: string, name: string, content: string, contractVersion = '1.0.0'): Promise<string> {
  const dist = join(root, name);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion } }));
  await writeFile(join(dist, 'remoteEntry.js'), content);
  return dist;
}

const variants = releaseStoreVariants('release_store_test');

describe.each(variants)('ReleaseStore on $name', ({ open }) => {
  let root: string;
  let store: ReleaseStore;
  let close: () => Promise<void>;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-store-'));
    ({ store, close } = await open(join(root, 'releases')));
  });
  afterEach(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  it('publishes a build into an immutable version folder named by version and content', async () => {
    const dist = await fakeBuild(root, 'v1', 'console.log(1)');
    const first = await store.publish('mfe-lobby', dist, '1.2.0');
    expect(first.version).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    expect(first.isNew).toBe(true);
    expect(await readFile(join(store.root, 'mfe-lobby', first.version, 'remoteEntry.js'), 'utf8')).toBe('console.log(1)');
    expect(await store.publish('mfe-lobby', dist, '1.2.0')).toEqual({ version: first.version, isNew: false });
  });

  it('writes Brotli and gzip copies of the scripts it publishes, leaving small files alone', async () => {
    const script = 'console.log("a line of the lobby");\n'.repeat(200);
    const dist = await fakeBuild(root, 'big', script);
    await writeFile(join(dist, 'tiny.js'), 'x');
    const { version } = await store.publish('mfe-lobby', dist, '1.0.0');
    const folder = join(store.root, 'mfe-lobby', version);
    const br = await readFile(join(folder, 'remoteEntry.js.br'));
    expect(br.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(folder, 'remoteEntry.js.gz'))).toString()).toBe(script);
    await expect(readFile(join(folder, 'tiny.js.br'))).rejects.toThrow();
    // The build itself is not touched: its hash, and so its version, stay the same.
    await expect(readFile(join(dist, 'remoteEntry.js.br'))).rejects.toThrow();
  });

  it("keeps what changed in each version, its commit, changelog line and size, through later changes to the registry", async () => {
    const script = 'console.log("the cashier");\n'.repeat(100);
    const dist = await fakeBuild(root, 'noted', script);
    const { version } = await store.publish('mfe-cashier', dist, '2.1.0', new Date('2026-11-28T09:00:00Z'), { actor: 'ana' }, {
      commit: '0123456789abcdef0123456789abcdef01234567', changelog: 'Card deposits show the fee before you pay',
    });
    const bare = (await store.publish('mfe-cashier', await fakeBuild(root, 'bare', 'tiny'), '2.1.1')).version;
    await store.activate('mfe-cashier', version);
    await store.withdraw('mfe-cashier', bare);
    const versions = (await store.readRegistry()).remotes['mfe-cashier']?.versions;
    const manifestBytes = (await readFile(join(dist, 'mf-manifest.json'))).length;
    const folder = join(store.root, 'mfe-cashier', version);
    expect(versions?.[version]).toEqual({
      contractVersion: '1.0.0',
      publishedAt: '2026-11-28T09:00:00.000Z',
      commit: '0123456789abcdef0123456789abcdef01234567',
      changelog: 'Card deposits show the fee before you pay',
      size: {
        bytes: manifestBytes + script.length,
        gzip: manifestBytes + (await readFile(join(folder, 'remoteEntry.js.gz'))).length,
        brotli: manifestBytes + (await readFile(join(folder, 'remoteEntry.js.br'))).length,
      },
    });
    // Nothing compressed: the size as built alone; no commit or changelog given: none kept.
    expect(versions?.[bare]).toEqual({ contractVersion: '1.0.0', publishedAt: expect.any(String), withdrawnAt: expect.any(String), size: { bytes: manifestBytes + 4 } });
  });

  it('activates, then rolls back to the previous version of one remote only', async () => {
    const v1 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'one'), '1.0.0')).version;
    const v2 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v2', 'two'), '1.0.0')).version;
    const support = (await store.publish('mfe-support', await fakeBuild(root, 's1', 'chat'), '1.0.0')).version;
    await store.activate('mfe-lobby', v1);
    await store.activate('mfe-support', support);
    await store.activate('mfe-lobby', v2);
    expect((await store.readRegistry()).remotes['mfe-lobby']?.active).toBe(v2);

    expect(await store.rollback('mfe-lobby')).toBe(v1);
    const registry = await store.readRegistry();
    expect(registry.remotes['mfe-lobby']?.active).toBe(v1);
    expect(registry.remotes['mfe-support']?.active).toBe(support);
    await expect(store.rollback('mfe-lobby')).rejects.toThrow('mfe-lobby has no earlier version to roll back to.');
  });

  it('records the contract version of the active release', async () => {
    const v2 = (await store.publish('mfe-cashier', await fakeBuild(root, 'c2', 'next', '2.0.0'), '2.0.0')).version;
    await store.activate('mfe-cashier', v2);
    expect((await store.readRegistry()).remotes['mfe-cashier']?.contractVersion).toBe('2.0.0');
  });

  it('refuses unknown versions and missing builds with a clear message', async () => {
    await expect(store.activate('mfe-lobby', '9.9.9-deadbeef')).rejects.toThrow('mfe-lobby 9.9.9-deadbeef is not published.');
    await expect(store.publish('mfe-lobby', join(root, 'nothing'), '1.0.0')).rejects.toThrow(
      'mfe-lobby has no build in',
    );
  });

  it('runs a canary: its share changed in place, promoted to every player, or aborted, each written in the audit log', async () => {
    const v1 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'one'), '1.0.0')).version;
    const v2 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v2', 'two'), '1.0.0')).version;
    await expect(store.canary('mfe-lobby', v2, 10)).rejects.toThrow('mfe-lobby has no active version yet: activate one before a canary.');
    await store.activate('mfe-lobby', v1, { actor: 'ana', reason: 'first release' }, new Date('2026-11-27T10:00:00Z'));
    await expect(store.canary('mfe-lobby', v1, 10)).rejects.toThrow(`mfe-lobby ${v1} is already active for every player.`);
    await expect(store.canary('mfe-lobby', v2, 100)).rejects.toThrow('A canary share is a percentage above 0 and below 100, such as 10 or 2.5.');

    await store.canary('mfe-lobby', v2, 10, { actor: 'ana' }, new Date('2026-11-27T11:00:00Z'));
    await store.canary('mfe-lobby', v2, 25, { actor: 'bo', reason: 'no errors' }, new Date('2026-11-27T11:30:00Z'));
    // The same canary at a higher share keeps its start: its figures are counted from then.
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary).toEqual({ version: v2, contractVersion: '1.0.0', share: 25, startedAt: '2026-11-27T11:00:00.000Z' });
    expect(await store.abort('mfe-lobby', { actor: 'bo' }, { version: 'other' })).toBeNull();
    expect(await store.promote('mfe-lobby', { actor: 'bo' }, new Date('2026-11-27T12:00:00Z'))).toBe(v2);
    const promoted = (await store.readRegistry()).remotes['mfe-lobby'];
    expect(promoted).toMatchObject({ active: v2, activations: [v1, v2], activatedAt: '2026-11-27T12:00:00.000Z' });
    expect(promoted?.canary).toBeUndefined();
    await expect(store.promote('mfe-lobby')).rejects.toThrow('mfe-lobby has no canary to promote.');
    await expect(store.abort('mfe-lobby')).rejects.toThrow('mfe-lobby has no canary to abort.');

    await store.canary('mfe-lobby', v1, 5, { actor: 'bo' });
    expect(await store.abort('mfe-lobby', { actor: 'cy', reason: 'slow' })).toBe(v1);
    expect((await store.readAudit()).map(({ actor, action, version, share, reason, automatic }) => ({ actor, action, version, share, reason, automatic }))).toEqual([
      { actor: 'cy', action: 'abort', version: v1, share: 5, reason: 'slow', automatic: false },
      { actor: 'bo', action: 'canary', version: v1, share: 5, reason: undefined, automatic: false },
      { actor: 'bo', action: 'promote', version: v2, share: undefined, reason: undefined, automatic: false },
      { actor: 'bo', action: 'canary', version: v2, share: 25, reason: 'no errors', automatic: false },
      { actor: 'ana', action: 'canary', version: v2, share: 10, reason: undefined, automatic: false },
      { actor: 'ana', action: 'activate', version: v1, share: undefined, reason: 'first release', automatic: false },
      { actor: 'unknown', action: 'publish', version: v2, share: undefined, reason: undefined, automatic: false },
      { actor: 'unknown', action: 'publish', version: v1, share: undefined, reason: undefined, automatic: false },
    ]);
  });

  it('refuses a canary built for another contract major than the active release', async () => {
    const v1 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'one', '3.0.0'), '1.0.0')).version;
    const v4 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v4', 'four', '4.0.0'), '1.0.0')).version;
    await store.activate('mfe-lobby', v1);
    await expect(store.canary('mfe-lobby', v4, 10)).rejects.toThrow(
      `mfe-lobby ${v4} was built for event contract 4.0.0, the active one for 3.0.0: the host would refuse one of them.`,
    );
  });

  it('keeps a registry per environment over the same version folders, and moves a version staging served to production as it is', async () => {
    const v1 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'one'), '1.0.0')).version;
    const v2 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v2', 'two'), '1.0.0')).version;
    const staging = store.in('staging');
    await store.activate('mfe-lobby', v1, { actor: 'ana' }, new Date('2026-11-28T09:00:00Z'));
    await staging.activate('mfe-lobby', v1, { actor: 'ana' }, new Date('2026-11-28T09:05:00Z'));
    await staging.activate('mfe-lobby', v2, { actor: 'ana' }, new Date('2026-11-28T10:00:00Z'));
    // Each environment has its own active version; the published versions are the store's.
    expect((await store.readRegistry()).remotes['mfe-lobby']?.active).toBe(v1);
    expect((await staging.readRegistry()).remotes['mfe-lobby']?.active).toBe(v2);
    expect(Object.keys((await staging.readRegistry()).remotes['mfe-lobby']?.versions ?? {}).sort()).toEqual([v1, v2].sort());

    const v3 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v3', 'three'), '1.0.0')).version;
    await expect(store.promoteFrom('staging', 'mfe-lobby', v3)).rejects.toThrow(
      `mfe-lobby ${v3} was never active in staging: only a version staging has served moves to production. Activate it there first (pnpm release activate mfe-lobby ${v3} --env staging).`,
    );
    await expect(store.promoteFrom('production', 'mfe-lobby', v2)).rejects.toThrow('--from and --to are both production: name two environments.');
    // A rollback in staging does not undo what staging served.
    await staging.rollback('mfe-lobby', { actor: 'bo' });
    expect(await store.promoteFrom('staging', 'mfe-lobby', v2, { actor: 'cy', reason: 'seen on staging' }, new Date('2026-11-28T11:00:00Z'))).toBe(v1);
    expect((await store.readRegistry()).remotes['mfe-lobby']).toMatchObject({ active: v2, activations: [v1, v2], activatedAt: '2026-11-28T11:00:00.000Z' });
    expect((await staging.readRegistry()).remotes['mfe-lobby']?.active).toBe(v1);
    expect(await store.promoteFrom('staging', 'mfe-lobby', v2)).toBeNull();
    // A version active in staging is in use there: it is neither withdrawn nor pruned.
    await expect(store.withdraw('mfe-lobby', v1)).rejects.toThrow(`mfe-lobby ${v1} is the version a rollback goes back to: `);
    await store.rollback('mfe-lobby');
    await store.activate('mfe-lobby', v3);
    await staging.canary('mfe-lobby', v2, 10);
    await expect(store.withdraw('mfe-lobby', v2)).rejects.toThrow(`mfe-lobby ${v2} is the canary in staging: `);
    expect(await store.prune(0)).toEqual([]);

    expect((await store.readAudit()).slice(0, 6).map(({ action, environment, fromEnvironment, version, from }) => ({ action, environment, fromEnvironment, version, from })))
      .toEqual([
        { action: 'canary', environment: 'staging', fromEnvironment: undefined, version: v2, from: undefined },
        { action: 'activate', environment: 'production', fromEnvironment: undefined, version: v3, from: v1 },
        { action: 'rollback', environment: 'production', fromEnvironment: undefined, version: v1, from: v2 },
        { action: 'promote-env', environment: 'production', fromEnvironment: 'staging', version: v2, from: v1 },
        { action: 'rollback', environment: 'staging', fromEnvironment: undefined, version: v1, from: v2 },
        { action: 'publish', environment: undefined, fromEnvironment: undefined, version: v3, from: undefined },
      ]);
    const environments = await store.readEnvironments();
    expect([environments.staging.remotes['mfe-lobby']?.active, environments.production.remotes['mfe-lobby']?.active]).toEqual([v1, v3]);
  });

  it('gives a canary to a segment of players first, then to a share as well, keeping both through each change', async () => {
    const v1 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v1', 'one'), '1.0.0')).version;
    const v2 = (await store.publish('mfe-lobby', await fakeBuild(root, 'v2', 'two'), '1.0.0')).version;
    await store.activate('mfe-lobby', v1);
    await expect(store.canary('mfe-lobby', v2, { segment: 'testers' })).rejects.toThrow('A canary segment names players the provider knows');
    await expect(store.canary('mfe-lobby', v2, { share: 0 })).rejects.toThrow('A canary share is a percentage above 0 and below 100');
    await store.canary('mfe-lobby', v2, { segment: 'player-class:Test Class' }, { actor: 'ana' }, new Date('2026-11-29T09:00:00Z'));
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary).toEqual({
      version: v2, contractVersion: '1.0.0', share: 0, segment: 'player-class:Test Class', startedAt: '2026-11-29T09:00:00.000Z',
    });
    await store.canary('mfe-lobby', v2, { share: 20 }, { actor: 'ana' }, new Date('2026-11-29T10:00:00Z'));
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary).toMatchObject({ share: 20, segment: 'player-class:Test Class', startedAt: '2026-11-29T09:00:00.000Z' });
    // Without its segment, a canary needs a share above 0.
    await expect(store.canary('mfe-lobby', v2, { share: 0, segment: null })).rejects.toThrow('A canary share is a percentage above 0 and below 100');
    await store.canary('mfe-lobby', v2, { segment: null });
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary).toMatchObject({ share: 20 });
    expect((await store.readRegistry()).remotes['mfe-lobby']?.canary?.segment).toBeUndefined();
    expect((await store.readAudit(3)).map(({ action, share, segment }) => ({ action, share, segment }))).toEqual([
      { action: 'canary', share: 20, segment: undefined },
      { action: 'canary', share: 20, segment: 'player-class:Test Class' },
      { action: 'canary', share: 0, segment: 'player-class:Test Class' },
    ]);
  });

  it('keeps every change when several writers change the registry at once', async () => {
    const versions = await Promise.all(['a', 'b', 'c', 'd'].map(async (name) => (await store.publish('mfe-lobby', await fakeBuild(root, name, name), '1.0.0')).version));
    expect(Object.keys((await store.readRegistry()).remotes['mfe-lobby']?.versions ?? {}).sort()).toEqual([...versions].sort());
  });
});

describe('ReleaseStore on files', () => {
  let root: string;
  let store: ReleaseStore;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-store-'));
    store = new ReleaseStore(join(root, 'releases'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("reads a store from before environments as production's, staging starting from its versions with nothing active", async () => {
    const before = {
      remotes: {
        'mfe-lobby': {
          active: '1.0.0-aaaa0000', contractVersion: '1.0.0', activations: ['1.0.0-aaaa0000'],
          versions: { '1.0.0-aaaa0000': { contractVersion: '1.0.0', publishedAt: '2026-01-01T00:00:00.000Z' } },
        },
      },
    };
    await mkdir(store.root, { recursive: true });
    await writeFile(store.registryPath, JSON.stringify(before));
    await writeFile(join(store.root, 'audit.jsonl'), `${JSON.stringify({ at: '2026-01-01T00:00:00.000Z', actor: 'ana', action: 'activate', remote: 'mfe-lobby', version: '1.0.0-aaaa0000', automatic: false })}\n`);
    expect(await store.readRegistry()).toEqual(before);
    expect((await store.in('staging').readRegistry()).remotes['mfe-lobby']).toEqual({ ...before.remotes['mfe-lobby'], active: '', activations: [] });
    expect((await store.readAudit())[0]?.environment).toBe('production');
    // Production's activations stand for what it served: it can hand a version on to staging.
    await store.in('staging').promoteFrom('production', 'mfe-lobby', '1.0.0-aaaa0000');
    expect(JSON.parse(await readFile(join(store.root, 'registry.staging.json'), 'utf8')).remotes['mfe-lobby'].active).toBe('1.0.0-aaaa0000');
  });

  it('refuses to change a malformed registry, naming what is wrong, and leaves it as it was', async () => {
    const malformed = JSON.stringify({ remotes: { 'mfe-lobby': { active: '1.0.0-aaaa0000', contractVersion: '2.1.0', versions: {}, activations: 'none' } } });
    await mkdir(store.root, { recursive: true });
    await writeFile(store.registryPath, malformed);
    const dist = await fakeBuild(root, 'v1', 'console.log(1)');
    await expect(store.publish('mfe-lobby', dist, '1.0.0')).rejects.toThrow(
      'Malformed release registry: remotes["mfe-lobby"].activations should be an array, found string.',
    );
    expect(await readFile(store.registryPath, 'utf8')).toBe(malformed);
    // A reader needs only the active release: the site server still finds it.
    expect((await store.readActiveReleases()).remotes['mfe-lobby']?.active).toBe('1.0.0-aaaa0000');
  });
});
