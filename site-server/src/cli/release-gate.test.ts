import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReleaseCommand } from './release-cli';
import { verifyPreview } from '../release/preview-links';
import { ReleaseStore } from '../release/release-store';
import { releaseSigningKey } from '../lib/signing-key';

/**
 * A stand-in for the smoke journeys: it notes what the CLI told it (site, preview link, candidate) and
 * reports three journeys, "log in" failing when asked to; `silent` reports nothing, `crash` stops before reporting.
 */
const FAKE_GATE = `
import { appendFileSync, writeFileSync } from 'node:fs';
const [log, mode] = process.argv.slice(2);
const env = process.env;
appendFileSync(log, JSON.stringify({ site: env.GATE_SITE_URL, link: env.GATE_PREVIEW_LINK, remote: env.GATE_REMOTE, version: env.GATE_VERSION, environment: env.GATE_ENVIRONMENT }) + '\\n');
console.log('running the smoke journeys');
if (mode === 'crash') { console.error('Error: no browser here'); process.exit(3); }
const login = mode === 'fail' ? { name: 'log in', outcome: 'failed', error: 'expected the greeting "Hello, " after Log In' } : { name: 'log in', outcome: 'passed' };
if (mode !== 'silent') writeFileSync(env.GATE_REPORT_FILE, JSON.stringify({ journeys: [{ name: 'home page', outcome: 'passed' }, login, { name: 'chat widget', outcome: 'passed' }] }));
process.exit(mode === 'fail' ? 1 : 0);
`;

interface GateCall {
  site: string;
  link: string;
  remote: string;
  version: string;
  environment: string;
}

// Each gate is a child process (node starting the fake journeys): seconds on a busy machine.
jest.setTimeout(30_000);

describe('pnpm release: the gate before canary and promote', () => {
  let root: string;
  let store: ReleaseStore;
  let v1: string;
  let v2: string;
  let v3: string;
  let script: string;
  let log: string;
  const now = () => new Date('2026-11-27T12:00:00Z');
  const release = (...args: string[]) => runReleaseCommand(args, store, now);
  const gate = (mode: 'pass' | 'fail' | 'silent' | 'crash') => {
    process.env.RELEASE_GATE_COMMAND = `node ${script} ${log} ${mode}`;
  };
  const calls = async (): Promise<GateCall[]> =>
    (await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as GateCall);
  const registry = async () => (await store.readRegistry()).remotes['mfe-support'];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-gate-'));
    process.env.RELEASE_SIGNING_KEY_FILE = join(root, 'signing.key');
    process.env.RELEASE_ACTOR = 'ana';
    script = join(root, 'fake-gate.mjs');
    await writeFile(script, FAKE_GATE);
    store = new ReleaseStore(join(root, 'releases'));
    const build = async (name: string) => {
      const dist = join(root, name);
      await mkdir(dist, { recursive: true });
      await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.0.0' } }));
      await writeFile(join(dist, 'remoteEntry.js'), name);
      return (await store.publish('mfe-support', dist, '1.0.0')).version;
    };
    [v1, v2, v3] = [await build('one'), await build('two'), await build('three')];
    await store.activate('mfe-support', v1);
  });
  beforeEach(async () => {
    log = join(root, `calls-${Math.random().toString(36).slice(2)}.jsonl`);
  });
  afterAll(async () => {
    delete process.env.RELEASE_SIGNING_KEY_FILE;
    delete process.env.RELEASE_ACTOR;
    delete process.env.RELEASE_GATE_COMMAND;
    await rm(root, { recursive: true, force: true });
  });

  it('stops a canary whose login journey fails: nothing changes, the output and the audit log name the journey', async () => {
    gate('fail');
    const before = await registry();
    const refused = release('canary', 'mfe-support', v2, '--share', '10', '--site', 'https://casino.example', '--reason', 'new header');
    await expect(refused).rejects.toThrow(`The gate stopped canary of mfe-support ${v2} (https://casino.example, `);
    await expect(refused).rejects.toThrow('"log in" failed.\n  ✗ log in: expected the greeting "Hello, " after Log In\nNothing changed; pnpm release audit mfe-support shows the run.');
    expect(await registry()).toEqual(before);
    expect((await store.readAudit(1))[0]).toMatchObject({
      action: 'gate', remote: 'mfe-support', version: v2, environment: 'production', actor: 'ana', reason: 'new header',
      gate: { step: 'canary', outcome: 'failed', journeys: ['home page', 'log in', 'chat widget'], failed: ['log in'] },
    });
    expect(await release('audit', 'mfe-support', '--limit', '1')).toBe(
      `2026-11-27 12:00 UTC  ana  production: Gate stopped canary of mfe-support ${v2}: failed "log in"  why: new header`,
    );
  });

  it('runs the journeys against the candidate in preview on the site named, and starts the canary when they pass', async () => {
    gate('pass');
    const output = await release('canary', 'mfe-support', v2, '--share', '10', '--site', 'https://casino.example/');
    const [passed, started] = output.split('\n');
    expect(passed).toMatch(/^Gate passed in \d+(\.\d)? s: home page, log in, chat widget\.$/);
    expect(started).toBe(`mfe-support ${v2} goes to 10 % of browsers from their next page load; pnpm release promote or abort mfe-support when you have seen enough.`);
    const [call] = await calls();
    expect(call).toMatchObject({ site: 'https://casino.example/', remote: 'mfe-support', version: v2, environment: 'production' });
    // The link is a preview of the candidate on that site, for the gate's browser alone, for a quarter of an hour.
    const token = /^https:\/\/casino\.example\/release-preview\?token=(\S+)$/.exec(call?.link ?? '')?.[1];
    expect(verifyPreview(token, releaseSigningKey(), now())).toEqual({ remote: 'mfe-support', version: v2, expiresAt: '2026-11-27T12:15:00.000Z' });
    expect((await registry())?.canary).toMatchObject({ version: v2, share: 10 });
    expect((await store.readAudit(2)).map(({ action, gate: run }) => ({ action, run }))).toEqual([
      { action: 'canary', run: undefined },
      { action: 'gate', run: { step: 'canary', outcome: 'passed', journeys: ['home page', 'log in', 'chat widget'], failed: [] } },
    ]);
  });

  it('does not run again when the running canary only changes its share', async () => {
    gate('fail');
    expect(await release('canary', 'mfe-support', v2, '--share', '30')).toBe(
      `mfe-support ${v2} goes to 30 % of browsers from their next page load; pnpm release promote or abort mfe-support when you have seen enough.`,
    );
    expect(await calls()).toEqual([]);
  });

  it('stands before promote: a failure keeps the canary a canary, a pass promotes the version it tried', async () => {
    gate('fail');
    await expect(release('promote', 'mfe-support')).rejects.toThrow(`The gate stopped promote of mfe-support ${v2}`);
    expect(await registry()).toMatchObject({ active: v1, canary: { version: v2, share: 30 } });
    gate('pass');
    expect((await release('promote', 'mfe-support')).split('\n')[1]).toBe(`mfe-support ${v2} is active for every player from their next page load.`);
    expect((await calls()).map(({ version }) => version)).toEqual([v2, v2]);
    expect((await release('audit', 'mfe-support', '--limit', '3')).split('\n').map((line) => line.split('  ')[2])).toEqual([
      `production: Promoted mfe-support ${v2} to every player (was ${v1})`,
      `production: Gate passed before promote of mfe-support ${v2}: "home page", "log in", "chat widget"`,
      `production: Gate stopped promote of mfe-support ${v2}: failed "log in"`,
    ]);
  });

  it('is skipped only with a reason, and the skip is on the record', async () => {
    gate('fail');
    await expect(release('canary', 'mfe-support', v3, '--share', '5', '--skip-gate')).rejects.toThrow(
      '--skip-gate needs --reason "…": the audit log says why the journeys did not run.',
    );
    // A reason of blanks says nothing either.
    await expect(release('canary', 'mfe-support', v3, '--share', '5', '--skip-gate', '--reason', '   ')).rejects.toThrow(
      '--skip-gate needs --reason "…": the audit log says why the journeys did not run.',
    );
    expect((await registry())?.canary).toBeUndefined();
    const output = await release('canary', 'mfe-support', v3, '--share', '5', '--skip-gate', '--reason', 'the gate player is locked; fixed tomorrow');
    expect(output.split('\n')[0]).toBe('Gate skipped: the gate player is locked; fixed tomorrow');
    expect((await registry())?.canary?.version).toBe(v3);
    expect(await calls()).toEqual([]);
    expect((await store.readAudit(2))[1]).toMatchObject({
      action: 'gate', version: v3, reason: 'the gate player is locked; fixed tomorrow', gate: { step: 'canary', outcome: 'skipped', journeys: [], failed: [] },
    });
    await release('abort', 'mfe-support');
  });

  it('fails when the journeys could not run or ran none: a gate that showed nothing lets nothing through', async () => {
    gate('crash');
    const crashed = release('canary', 'mfe-support', v3, '--share', '5');
    await expect(crashed).rejects.toThrow(`"the gate command failed (exit 3) before reporting a failed journey" failed.`);
    await expect(crashed).rejects.toThrow('Error: no browser here');
    gate('silent');
    await expect(release('canary', 'mfe-support', v3, '--share', '5')).rejects.toThrow('"the gate ran no journey" failed.');
    expect((await registry())?.canary).toBeUndefined();
    expect((await store.readAudit(1))[0]?.gate).toEqual({ step: 'canary', outcome: 'failed', journeys: [], failed: ['the gate ran no journey'] });
  });

  it('spends no gate on a version that cannot be given anyway', async () => {
    gate('pass');
    await expect(release('canary', 'mfe-support', '9.9.9-none', '--share', '5')).rejects.toThrow('mfe-support 9.9.9-none is not published.');
    await expect(release('promote-env', 'mfe-support', v3, '--from', 'staging', '--to', 'production')).rejects.toThrow(`mfe-support ${v3} was never active in staging`);
    await expect(release('promote', 'mfe-support')).rejects.toThrow('mfe-support has no canary to promote.');
    await expect(release('canary', 'mfe-support', (await registry())?.active ?? '', '--share', '5')).rejects.toThrow('is already active for every player.');
    expect(await calls()).toEqual([]);
  });

  it('stands before promote-env, trying the candidate on the site of the environment it goes to', async () => {
    gate('pass');
    await release('activate', 'mfe-support', v3, '--env', 'staging');
    const output = await release('promote-env', 'mfe-support', v3, '--from', 'staging', '--to', 'production', '--site', 'https://casino.example');
    expect(output.split('\n')[1]).toBe(`mfe-support ${v3} is active in production instead of ${v2}: the files staging served, not rebuilt; players get it on their next page load.`);
    expect(await calls()).toEqual([expect.objectContaining({ site: 'https://casino.example', version: v3, environment: 'production' })]);
    expect((await store.readAudit(2))[1]).toMatchObject({ action: 'gate', environment: 'production', gate: { step: 'promote-env', outcome: 'passed' } });
  });

  it('runs alone before a promote on the release page, which then promotes the version it passed for 30 minutes', async () => {
    gate('pass');
    await release('canary', 'mfe-support', v2, '--share', '10', '--skip-gate', '--reason', 'set up the canary');
    await expect(release('gate', 'mfe-support', '--skip-gate', '--reason', 'x')).rejects.toThrow('--skip-gate has nothing to skip');
    const output = await release('gate', 'mfe-support', '--site', 'https://casino.example');
    expect(output.split('\n')[1]).toBe(`The release page may promote mfe-support ${v2} in the next 30 minutes.`);
    expect(await calls()).toEqual([expect.objectContaining({ site: 'https://casino.example', remote: 'mfe-support', version: v2 })]);
    expect(await store.gatePassedLately('mfe-support', v2, now())).toBe(true);
    expect(await store.gatePassedLately('mfe-support', v2, new Date(now().getTime() + 31 * 60_000))).toBe(false);
    gate('fail');
    await expect(release('gate', 'mfe-support', v3)).rejects.toThrow('"log in" failed.');
    expect(await store.gatePassedLately('mfe-support', v3, now())).toBe(false);
    await release('abort', 'mfe-support');
  });
});
