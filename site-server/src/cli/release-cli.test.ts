import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReleaseCommand } from './release-cli';
import { verifyPreview } from '../release/preview-links';
import { ReleaseStore } from '../release/release-store';
import { releaseSigningKey } from '../lib/signing-key';

// Canary and promote run the gate, a child process: seconds on a busy machine.
jest.setTimeout(30_000);

describe('pnpm release', () => {
  let root: string;
  let store: ReleaseStore;
  let v1: string;
  let v2: string;
  const now = () => new Date('2026-11-27T12:00:00Z');
  const release = (...args: string[]) => runReleaseCommand(args, store, now);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-cli-'));
    process.env.RELEASE_SIGNING_KEY_FILE = join(root, 'signing.key');
    process.env.RELEASE_ACTOR = 'ana';
    // The gate before canary and promote (release-gate.test.ts): here, journeys that pass.
    process.env.RELEASE_GATE_COMMAND = `node -e "require('fs').writeFileSync(process.env.GATE_REPORT_FILE, JSON.stringify({ journeys: [{ name: 'home page', outcome: 'passed' }] }))"`;
    store = new ReleaseStore(join(root, 'releases'));
    const build = async (name: string) => {
      const dist = join(root, name);
      await mkdir(dist, { recursive: true });
      await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.0.0' } }));
      await writeFile(join(dist, 'remoteEntry.js'), name);
      return (await store.publish('mfe-support', dist, '1.0.0')).version;
    };
    v1 = await build('one');
    v2 = await build('two');
    await store.activate('mfe-support', v1);
  });
  afterAll(async () => {
    delete process.env.RELEASE_SIGNING_KEY_FILE;
    delete process.env.RELEASE_ACTOR;
    delete process.env.RELEASE_GATE_COMMAND;
    await rm(root, { recursive: true, force: true });
  });

  it('prints a preview link signed for one version, for an hour unless told otherwise', async () => {
    const output = await release('preview', 'mfe-support', v2, '--site', 'https://casino.example/');
    expect(output).toContain(`Preview of mfe-support ${v2}, for the browser that opens it, until 2026-11-27T13:00:00.000Z:`);
    const token = /^https:\/\/casino\.example\/release-preview\?token=(\S+)$/m.exec(output)?.[1];
    expect(verifyPreview(token, releaseSigningKey(), now())).toEqual({ remote: 'mfe-support', version: v2, expiresAt: '2026-11-27T13:00:00.000Z' });
    await expect(release('preview', 'mfe-support', '9.9.9-none')).rejects.toThrow('mfe-support 9.9.9-none is not published.');
    await expect(release('preview', 'mfe-support', v2, '--minutes', '20000')).rejects.toThrow('A preview link lasts at most 7 days.');
  });

  it("signs no preview link with this machine's key file where site servers share a database: they would all refuse it", async () => {
    const before = process.env.SITE_DATABASE_URL;
    process.env.SITE_DATABASE_URL = 'postgres://site-db.invalid/site';
    try {
      await expect(release('preview', 'mfe-support', v2)).rejects.toThrow('RELEASE_SIGNING_KEY must be set where site servers share a database (SITE_DATABASE_URL)');
    } finally {
      if (before === undefined) delete process.env.SITE_DATABASE_URL;
      else process.env.SITE_DATABASE_URL = before;
    }
  });

  it('runs a canary to its promotion, with the reason and the actor in the audit log', async () => {
    await expect(release('canary', 'mfe-support', v2)).rejects.toThrow('A canary share is a percentage above 0 and below 100');
    expect((await release('canary', 'mfe-support', v2, '--share', '10', '--reason', 'new chat header')).split('\n')[1]).toBe(
      `mfe-support ${v2} goes to 10 % of browsers from their next page load; pnpm release promote or abort mfe-support when you have seen enough.`,
    );
    expect((await release('promote', 'mfe-support')).split('\n')[1]).toBe(`mfe-support ${v2} is active for every player from their next page load.`);
    expect((await store.readAudit(4)).map(({ actor, action, reason }) => ({ actor, action, reason }))).toEqual([
      { actor: 'ana', action: 'promote', reason: undefined },
      { actor: 'ana', action: 'gate', reason: undefined },
      { actor: 'ana', action: 'canary', reason: 'new chat header' },
      { actor: 'ana', action: 'gate', reason: 'new chat header' },
    ]);
    await expect(release('abort', 'mfe-support')).rejects.toThrow('mfe-support has no canary to abort.');
    await expect(release('canary', 'mfe-support', v1, '--sharing', '5')).rejects.toThrow("Unknown option '--sharing'");
  });

  it('gives a canary to the players of a class first, then to a share as well', async () => {
    const active = (await store.readRegistry()).remotes['mfe-support']?.active;
    const other = active === v1 ? v2 : v1;
    expect((await release('canary', 'mfe-support', other, '--segment', 'player-class:Test Class')).split('\n')[1]).toBe(
      `mfe-support ${other} goes to players of class Test Class from their next page load; pnpm release promote or abort mfe-support when you have seen enough.`,
    );
    expect(await release('canary', 'mfe-support', other, '--share', '20')).toBe(
      `mfe-support ${other} goes to players of class Test Class and 20 % of browsers from their next page load; pnpm release promote or abort mfe-support when you have seen enough.`,
    );
    await expect(release('canary', 'mfe-support', other, '--segment', 'staff')).rejects.toThrow('A canary segment names players the provider knows: "player-class:<class>"');
    expect(await release('audit', 'mfe-support', '--limit', '1')).toContain(`production: Canary mfe-support ${other} at 20% and to players of class Test Class`);
    await release('abort', 'mfe-support');
  });

  it('acts in the environment --env names, and moves a version staging served to production with promote-env', async () => {
    expect(await release('activate', 'mfe-support', v1, '--env', 'staging')).toBe(`mfe-support ${v1} is active in staging; players get it on their next page load.`);
    await expect(release('promote-env', 'mfe-support', v2, '--from', 'staging', '--to', 'production')).rejects.toThrow(
      `mfe-support ${v2} was never active in staging: only a version staging has served moves to production.`,
    );
    await expect(release('activate', 'mfe-support', v1, '--env', 'qa')).rejects.toThrow('--env takes staging or production, not qa.');
    await release('rollback', 'mfe-support');
    expect((await store.readRegistry()).remotes['mfe-support']?.active).toBe(v1);
    expect(await release('promote-env', 'mfe-support', v1, '--from', 'staging', '--to', 'production')).toBe(`mfe-support ${v1} is already active in production.`);
    await release('activate', 'mfe-support', v2, '--env', 'staging', '--reason', 'try the new header');
    expect((await release('promote-env', 'mfe-support', v2, '--from', 'staging', '--to', 'production')).split('\n')[1]).toBe(
      `mfe-support ${v2} is active in production instead of ${v1}: the files staging served, not rebuilt; players get it on their next page load.`,
    );
    expect((await store.readRegistry()).remotes['mfe-support']?.active).toBe(v2);
    expect((await release('audit', 'mfe-support', '--limit', '3')).split('\n')).toEqual([
      `2026-11-27 12:00 UTC  ana  Promoted mfe-support ${v2} from staging to production (was ${v1})`,
      `2026-11-27 12:00 UTC  ana  production: Gate passed before promote-env of mfe-support ${v2}: "home page"`,
      `2026-11-27 12:00 UTC  ana  staging: Activated mfe-support ${v2} (was ${v1})  why: try the new header`,
    ]);
    expect(await release('audit', 'mfe-support', '--env', 'staging', '--limit', '1')).toBe(
      `2026-11-27 12:00 UTC  ana  staging: Activated mfe-support ${v2} (was ${v1})  why: try the new header`,
    );
  });

  it("prints every remote's versions, saying why there are no health figures when the site does not answer", async () => {
    const output = await release('status', 'mfe-support', '--site', 'http://127.0.0.1:9');
    expect(output).toContain('mfe-support');
    expect(output).toContain(v2);
    expect(output).toContain('(No health figures: http://127.0.0.1:9 did not answer (is the site running? --site URL))');
  });

  describe('publishing', () => {
    let own: ReleaseStore;
    let hostDist: string;
    const REACT_19 = [['react', '19.3.1'], ['react-dom', '19.3.1'], ['styled-components', '6.6.0']] as const;
    /** A build whose manifest declares these shared packages (each asking for `^` its own version unless told). */
    const build = async (name: string, shared: ReadonlyArray<readonly [string, string, string?]>) => {
      const dist = join(root, 'publishing', name);
      await mkdir(dist, { recursive: true });
      await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({
        metaData: { contractVersion: '3.1.0' },
        shared: shared.map(([packageName, version, range]) => ({ id: `x:${packageName}`, name: packageName, version, singleton: true, requiredVersion: range ?? `^${version}` })),
      }));
      await writeFile(join(dist, 'remoteEntry.js'), `${name}\n`.repeat(400));
      await writeFile(join(dist, 'remoteEntry.js.map'), '{"version":3}');
      return dist;
    };
    const publish = (dist: string, ...args: string[]) =>
      runReleaseCommand(['publish', 'mfe-lobby', '--dist', dist, '--host-dist', hostDist, '--package-version', '2.0.0', ...args], own, now);
    const release2 = (...args: string[]) => runReleaseCommand(args, own, now);
    const lobbyVersions = async () => (await own.readRegistry()).remotes['mfe-lobby']?.versions ?? {};

    beforeAll(async () => {
      own = new ReleaseStore(join(root, 'publishing', 'releases'));
      hostDist = await build('host', REACT_19);
    });

    it("refuses a remote built with another React major than the host's, naming the package and both versions", async () => {
      const dist = await build('react-17', [['react', '17.0.2'], ['react-dom', '17.0.2'], ['styled-components', '6.6.0']]);
      await expect(publish(dist)).rejects.toThrow([
        "mfe-lobby cannot run beside the host: the page has one copy of each shared package, the host's.",
        '  react: mfe-lobby was built with 17.0.2 (17.x), the host provides 19.3.1 (19.x).',
        '  react-dom: mfe-lobby was built with 17.0.2 (17.x), the host provides 19.3.1 (19.x).',
      ].join('\n'));
      expect(await lobbyVersions()).toEqual({});
    });

    it("accepts a minor difference within the remote's range, and refuses a host older than the range", async () => {
      const older = await build('react-19.2', [['react', '19.2.0'], ['react-dom', '19.2.0'], ['styled-components', '6.6.0']]);
      expect(await publish(older)).toMatch(/^mfe-lobby 2\.0\.0-[0-9a-f]{8} published$/);
      const newer = await build('react-19.4', [['react', '19.4.0'], ['react-dom', '19.4.0'], ['styled-components', '6.6.0']]);
      await expect(publish(newer)).rejects.toThrow('  react: mfe-lobby requires ^19.4.0, the host provides 19.3.1.');
    });

    it('refuses to publish without a host build to check against', async () => {
      const dist = await build('no-host', REACT_19);
      await expect(runReleaseCommand(['publish', 'mfe-lobby', '--dist', dist, '--host-dist', join(root, 'nowhere'), '--package-version', '2.0.0'], own, now))
        .rejects.toThrow(`The host has no build in ${join(root, 'nowhere')} to check the remote's shared packages against: run pnpm --filter host build first, or name the host's build with --host-dist DIR.`);
    });

    it('records the commit, the changelog line and the size of what it publishes', async () => {
      const dist = await build('noted', REACT_19);
      const output = await publish(dist, '--commit', 'ABCDEF1234567', '--changelog', '  Jackpot banner\n  on the lobby  ');
      const version = /^mfe-lobby (\S+) published$/.exec(output)?.[1] ?? '';
      const published = (await lobbyVersions())[version];
      expect(published).toMatchObject({ commit: 'abcdef1234567', changelog: 'Jackpot banner on the lobby' });
      // The manifest and the entry as built; the source map is not served to players and is not counted.
      const manifestBytes = (await stat(join(dist, 'mf-manifest.json'))).size;
      const entryBytes = (await stat(join(dist, 'remoteEntry.js'))).size;
      expect(published?.size?.bytes).toBe(manifestBytes + entryBytes);
      const served = join(own.root, 'mfe-lobby', version);
      expect(published?.size?.brotli).toBe(manifestBytes + (await stat(join(served, 'remoteEntry.js.br'))).size);
      expect(published?.size?.gzip).toBe(manifestBytes + (await stat(join(served, 'remoteEntry.js.gz'))).size);
      await expect(publish(dist, '--commit', 'main')).rejects.toThrow('--commit takes a git commit id (7 to 40 hex digits), not main.');
      await expect(publish(dist, '--changelog', 'x'.repeat(201))).rejects.toThrow('--changelog takes one line of at most 200 characters (this one has 201).');
    });

    it('prints what changed between two versions: the commit range, each changelog line and the sizes', async () => {
      const first = /^mfe-lobby (\S+) published$/.exec(await publish(await build('first', [...REACT_19, ['axios', '1.21.1']]), '--commit', 'aaaaaaaaaaaa1111'))?.[1] ?? '';
      const second = /^mfe-lobby (\S+) published$/.exec(await publish(await build('second', [...REACT_19, ['axios', '1.22.0']]), '--commit', 'bbbbbbbbbbbb2222', '--changelog', 'Faster lobby'))?.[1] ?? '';
      const sizes = await lobbyVersions();
      const [before, after] = [sizes[first]?.size, sizes[second]?.size];
      // The entries (3.2 and 3.6 kB) compress to a few hundred bytes.
      const kB = (bytes = 0) => `${(bytes / 1000).toFixed(1)} kB`;
      const delta = (from = 0, to = 0) => (to === from ? '±0 B' : to > from ? `+${to - from} B` : `−${from - to} B`);
      expect(after?.gzip).toBeLessThan(1000);
      const output = (await release2('changes', 'mfe-lobby', first, second)).split('\n');
      expect(output[0]).toBe(`mfe-lobby ${first} → ${second}: commits aaaaaaaaaaaa..bbbbbbbbbbbb; ${kB(after?.bytes)} (+400 B), `
        + `gzip ${after?.gzip} B (${delta(before?.gzip, after?.gzip)}), Brotli ${after?.brotli} B (${delta(before?.brotli, after?.brotli)})`);
      expect(output[1]).toBe(`  ${first}  aaaaaaaaaaaa  ${kB(before?.bytes)}, gzip ${before?.gzip} B, Brotli ${before?.brotli} B  No changelog given`);
      expect(output[2]).toMatch(new RegExp(`^  ${second}  bbbbbbbbbbbb  .*  Faster lobby$`));
      await expect(release2('changes', 'mfe-lobby', first, '9.9.9-none')).rejects.toThrow('mfe-lobby 9.9.9-none is not published.');
    });

    it('takes the commit checked out where the build is, and none outside a git work tree', async () => {
      const repository = join(root, 'publishing', 'checkout');
      await mkdir(repository, { recursive: true });
      const git = (...args: string[]) => execFileSync('git', args, { cwd: repository, encoding: 'utf8' }).trim();
      git('init', '--quiet');
      git('-c', 'user.name=ci', '-c', 'user.email=ci@example.invalid', 'commit', '--quiet', '--allow-empty', '-m', 'lobby');
      const head = git('rev-parse', 'HEAD');
      const inside = await build(join('checkout', 'dist'), [...REACT_19, ['shared-ui', '1.0.0']]);
      const version = /^mfe-lobby (\S+) published$/.exec(await publish(inside))?.[1] ?? '';
      expect((await lobbyVersions())[version]?.commit).toBe(head);
      const outside = await build('no-git', [...REACT_19, ['shared-api', '1.0.0']]);
      const untracked = /^mfe-lobby (\S+) published$/.exec(await publish(outside))?.[1] ?? '';
      expect((await lobbyVersions())[untracked]).not.toHaveProperty('commit');
      expect((await lobbyVersions())[untracked]).not.toHaveProperty('changelog');
    });
  });

  describe('keeping the store', () => {
    let own: ReleaseStore;
    const versions: string[] = [];
    const at = (minute: number) => () => new Date(Date.UTC(2026, 10, 27, 13, minute));
    const ownRelease = (minute: number, ...args: string[]) => runReleaseCommand(args, own, at(minute));

    beforeAll(async () => {
      own = new ReleaseStore(join(root, 'kept'));
      for (const [index, name] of ['a', 'b', 'c', 'd', 'e'].entries()) {
        const dist = join(root, `kept-${name}`);
        await mkdir(dist, { recursive: true });
        await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.0.0' } }));
        await writeFile(join(dist, 'remoteEntry.js'), name);
        versions.push((await own.publish('mfe-lobby', dist, '1.0.0', at(index)())).version);
      }
      // a was active before b; e is the canary; c and d were published and never used.
      await own.activate('mfe-lobby', versions[0]!, { actor: 'ana' }, at(5)());
      await own.activate('mfe-lobby', versions[1]!, { actor: 'ana' }, at(6)());
      await own.canary('mfe-lobby', versions[4]!, 10, { actor: 'ana' }, at(7)());
    });

    it('withdraws a build players no longer get, and refuses one they do get', async () => {
      const [a, b, c, , e] = versions as [string, string, string, string, string];
      expect(await ownRelease(10, 'withdraw', 'mfe-lobby', c, '--reason', 'leaks a session id')).toBe(
        `mfe-lobby ${c} is withdrawn: it stays in the store for the record and can no longer be activated, tried, previewed or rolled back to.`,
      );
      await expect(ownRelease(11, 'activate', 'mfe-lobby', c)).rejects.toThrow(`mfe-lobby ${c} was withdrawn on 2026-11-27: it can no longer be given to players.`);
      await expect(ownRelease(11, 'canary', 'mfe-lobby', c, '--share', '5')).rejects.toThrow('was withdrawn');
      await expect(ownRelease(11, 'preview', 'mfe-lobby', c)).rejects.toThrow(`mfe-lobby ${c} was withdrawn: it can no longer be given to anyone.`);
      await expect(ownRelease(11, 'withdraw', 'mfe-lobby', b)).rejects.toThrow(`mfe-lobby ${b} is active: activate, abort or roll back so that no player can get it, then withdraw it.`);
      await expect(ownRelease(11, 'withdraw', 'mfe-lobby', a)).rejects.toThrow('is the version a rollback goes back to');
      await expect(ownRelease(11, 'withdraw', 'mfe-lobby', e)).rejects.toThrow('is the canary');
      expect((await own.readRegistry()).remotes['mfe-lobby']?.versions[c]?.withdrawnAt).toBe('2026-11-27T13:10:00.000Z');
    });

    it('prunes all but the newest builds, never the active, previous or canary one, and forgets them', async () => {
      const [a, b, c, d, e] = versions as [string, string, string, string, string];
      await expect(ownRelease(20, 'prune')).rejects.toThrow('Say how many versions of each remote to keep, such as --keep 5.');
      // Keeping the newest one (e, the canary) leaves a (previous) and b (active): c and d go.
      expect(await ownRelease(20, 'prune', '--keep', '1')).toBe(`Deleted 2 versions:\n  mfe-lobby ${d}\n  mfe-lobby ${c}`);
      expect(Object.keys((await own.readRegistry()).remotes['mfe-lobby']?.versions ?? {}).sort()).toEqual([a, b, e].sort());
      await expect(stat(join(own.root, 'mfe-lobby', c))).rejects.toThrow('ENOENT');
      expect((await stat(join(own.root, 'mfe-lobby', b))).isDirectory()).toBe(true);
      expect(await ownRelease(21, 'prune', '--keep', '0')).toBe('Nothing to delete: every remote has at most 0 versions beside its active, previous and canary ones.');
    });

    it('prints the audit log, newest first, with who, what and why', async () => {
      const [, , c, d] = versions as [string, string, string, string];
      expect((await ownRelease(30, 'audit', '--limit', '3')).split('\n')).toEqual([
        `2026-11-27 13:20 UTC  ana  Deleted mfe-lobby ${c} from the store`,
        `2026-11-27 13:20 UTC  ana  Deleted mfe-lobby ${d} from the store`,
        `2026-11-27 13:10 UTC  ana  Withdrew mfe-lobby ${c}: it can no longer be given to players  why: leaks a session id`,
      ]);
      expect(await ownRelease(30, 'audit', 'mfe-support')).toBe('No release change recorded yet.');
      await expect(ownRelease(30, 'audit', '--limit', 'all')).rejects.toThrow('--limit takes a whole number, not all.');
    });
  });
});
