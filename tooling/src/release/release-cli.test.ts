import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReleaseCommand } from './release-cli';
import { verifyPreview } from './preview-links';
import { ReleaseStore } from './release-store';
import { releaseSigningKey } from './signing-key';

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
});
