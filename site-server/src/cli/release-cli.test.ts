import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReleaseCommand } from './release-cli';
import { verifyPreview } from '../release/preview-links';
import { ReleaseStore } from '../release/release-store';
import { releaseSigningKey } from '../lib/signing-key';

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
    expect(await release('canary', 'mfe-support', v2, '--share', '10', '--reason', 'new chat header')).toBe(
      `mfe-support ${v2} goes to 10 % of browsers from their next page load; pnpm release promote or abort mfe-support when you have seen enough.`,
    );
    expect(await release('promote', 'mfe-support')).toBe(`mfe-support ${v2} is active for every player from their next page load.`);
    expect((await store.readAudit(2)).map(({ actor, action, reason }) => ({ actor, action, reason }))).toEqual([
      { actor: 'ana', action: 'promote', reason: undefined },
      { actor: 'ana', action: 'canary', reason: 'new chat header' },
    ]);
    await expect(release('abort', 'mfe-support')).rejects.toThrow('mfe-support has no canary to abort.');
    await expect(release('canary', 'mfe-support', v1, '--sharing', '5')).rejects.toThrow("Unknown option '--sharing'");
  });

  it("prints every remote's versions, saying why there are no health figures when the site does not answer", async () => {
    const output = await release('status', 'mfe-support', '--site', 'http://127.0.0.1:9');
    expect(output).toContain('mfe-support');
    expect(output).toContain(v2);
    expect(output).toContain('(No health figures: http://127.0.0.1:9 did not answer (is the site running? --site URL))');
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
