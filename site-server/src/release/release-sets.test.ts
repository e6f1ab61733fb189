import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseRegistry } from 'shared-releases';
import { parseReleaseSet, ReleaseError, type ReleaseStore } from './release-store';
import { releaseStoreVariants } from './release-store-testing';

async function fakeBuild(root: string, name: string, contractVersion: string, files: Record<string, string> = {}): Promise<string> {
  const dist = join(root, 'builds', name);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion } }));
  await writeFile(join(dist, 'main.js'), `// ${name}`);
  for (const [file, text] of Object.entries(files)) await writeFile(join(dist, file), text);
  return dist;
}

const variants = releaseStoreVariants('release_sets_test');

const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

/** Which version each release has active. */
const actives = (registry: ReleaseRegistry) => Object.fromEntries(Object.entries(registry.remotes).map(([name, releases]) => [name, releases.active]));

describe.each(variants)('the host as a release and release sets, on $name', ({ open }) => {
  let root: string;
  let store: ReleaseStore;
  let close: () => Promise<void>;
  /** Contract 3 everywhere active; a contract 4 build of each published. */
  let v3: Record<'host' | 'lobby' | 'cashier', string>;
  let v4: Record<'host' | 'lobby' | 'cashier', string>;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'release-sets-'));
    ({ store, close } = await open(join(root, 'releases')));
    const publish = async (name: 'host' | 'mfe-lobby' | 'mfe-cashier', contract: string) =>
      (await store.publish(name, await fakeBuild(root, `${name}-${contract}`, contract), '1.0.0')).version;
    v3 = { host: await publish('host', '3.1.0'), lobby: await publish('mfe-lobby', '3.1.0'), cashier: await publish('mfe-cashier', '3.0.0') };
    v4 = { host: await publish('host', '4.0.0'), lobby: await publish('mfe-lobby', '4.0.0'), cashier: await publish('mfe-cashier', '4.0.0') };
    await store.activate('host', v3.host);
    await store.activate('mfe-lobby', v3.lobby);
    await store.activate('mfe-cashier', v3.cashier);
  });
  afterEach(async () => {
    await close();
    await rm(root, { recursive: true, force: true });
  });

  it('publishes the host into host/<version>/ and keeps it in the registry beside the remotes', async () => {
    expect(await readFile(join(store.root, 'host', v3.host, 'main.js'), 'utf8')).toBe('// host-3.1.0');
    const registry = await store.readRegistry();
    expect(registry.remotes.host).toMatchObject({ active: v3.host, contractVersion: '3.1.0', activations: [v3.host] });
    expect(Object.keys(registry.remotes.host?.versions ?? {}).sort()).toEqual([v3.host, v4.host].sort());
  });

  it('refuses to activate, promote or roll back the host or a remote into a page of two contract majors', async () => {
    const host = await refusal(store.activate('host', v4.host));
    expect(host).toContain(`host built for event contract 4.0.0 cannot be active beside mfe-lobby ${v3.lobby} (contract 3.1.0), mfe-cashier ${v3.cashier} (contract 3.0.0)`);
    expect(host).toContain('pnpm release set activate <file>');
    expect(await refusal(store.activate('mfe-lobby', v4.lobby))).toContain(`beside host ${v3.host} (contract 3.1.0)`);
    expect(await refusal(store.canary('host', v4.host, 20))).toContain('was built for event contract 4.0.0');
    expect(actives(await store.readRegistry())).toEqual({ host: v3.host, 'mfe-lobby': v3.lobby, 'mfe-cashier': v3.cashier });
  });

  it('switches a set of host and two remotes in one change, and rolls them back together', async () => {
    const file = JSON.stringify({ name: 'contract-4', host: v4.host, remotes: { 'mfe-lobby': v4.lobby, 'mfe-cashier': v4.cashier }, reason: 'Contract 4.0.0' });
    const switched = await store.activateSet(parseReleaseSet(file, 'ignored'), { actor: 'ada' });
    expect(switched.map(({ name }) => name)).toEqual(['host', 'mfe-lobby', 'mfe-cashier']);
    expect(actives(await store.readRegistry())).toEqual({ host: v4.host, 'mfe-lobby': v4.lobby, 'mfe-cashier': v4.cashier });
    const activated = await store.readAudit(3);
    expect(activated.map((entry) => [entry.action, entry.remote, entry.set, entry.reason, entry.from])).toEqual([
      ['set-activate', 'mfe-cashier', 'contract-4', 'Contract 4.0.0', v3.cashier],
      ['set-activate', 'mfe-lobby', 'contract-4', 'Contract 4.0.0', v3.lobby],
      ['set-activate', 'host', 'contract-4', 'Contract 4.0.0', v3.host],
    ]);
    // A single rollback of one of them would split the page's majors: refused, the set rollback is the way.
    expect(await refusal(store.rollback('host'))).toContain('cannot be active beside');

    const { restored } = await store.rollbackSet({ actor: 'ada' });
    expect(restored).toHaveLength(3);
    const registry = await store.readRegistry();
    expect(actives(registry)).toEqual({ host: v3.host, 'mfe-lobby': v3.lobby, 'mfe-cashier': v3.cashier });
    expect(registry.set).toBeUndefined();
    expect((await store.readAudit(3)).every((entry) => entry.action === 'set-rollback' && entry.set === 'contract-4')).toBe(true);
    expect(await refusal(store.rollbackSet())).toContain('No release set to roll back');
  });

  it('never lets a reader see part of a set', async () => {
    const set = { name: 'contract-4', host: v4.host, remotes: { 'mfe-lobby': v4.lobby, 'mfe-cashier': v4.cashier } };
    const seen = new Set<string>();
    let done = false;
    const reading = (async () => {
      while (!done) {
        const majors = new Set(Object.values((await store.readRegistry()).remotes).map((releases) => releases.contractVersion[0]));
        seen.add([...majors].sort().join('+'));
      }
    })();
    await store.activateSet(set);
    await store.rollbackSet();
    await store.activateSet(set);
    done = true;
    await reading;
    expect([...seen].every((majors) => majors === '3' || majors === '4')).toBe(true);
  });

  it('refuses a set with a version not published, withdrawn, of two majors, or leaving another major active, and changes nothing', async () => {
    const before = await store.readRegistry();
    expect(await refusal(store.activateSet({ name: 's', host: '9.9.9-nothere', remotes: { 'mfe-lobby': v4.lobby } }))).toBe(
      ['Release set s not activated; nothing changed:', '  host 9.9.9-nothere is not published.'].join('\n'),
    );
    expect(await refusal(store.activateSet({ name: 's', host: v4.host, remotes: { 'mfe-lobby': v3.lobby, 'mfe-cashier': v4.cashier } })))
      .toContain(`more than one event contract major: host 4.0.0, mfe-lobby 3.1.0, mfe-cashier 4.0.0`);
    expect(await refusal(store.activateSet({ name: 's', host: v4.host, remotes: { 'mfe-lobby': v4.lobby } })))
      .toContain(`leaves releases of another event contract major active: mfe-cashier ${v3.cashier} (contract 3.0.0); add them to the set.`);
    await store.withdraw('mfe-cashier', v4.cashier);
    expect(await refusal(store.activateSet({ name: 's', host: v4.host, remotes: { 'mfe-lobby': v4.lobby, 'mfe-cashier': v4.cashier } })))
      .toContain(`mfe-cashier ${v4.cashier} was withdrawn`);
    expect(actives(await store.readRegistry())).toEqual(actives(before));
    expect((await store.readAudit(1))[0]?.action).toBe('withdraw');
  });

  it('refuses a set rollback when one of its releases changed on its own since', async () => {
    await store.activateSet({ name: 'contract-4', host: v4.host, remotes: { 'mfe-lobby': v4.lobby, 'mfe-cashier': v4.cashier } });
    const lobby5 = (await store.publish('mfe-lobby', await fakeBuild(root, 'lobby-4.1', '4.1.0'), '1.0.1')).version;
    await store.activate('mfe-lobby', lobby5);
    expect(await refusal(store.rollbackSet())).toContain(`mfe-lobby is at ${lobby5} now, not the set's ${v4.lobby}`);
    expect(actives(await store.readRegistry())).toEqual({ host: v4.host, 'mfe-lobby': lobby5, 'mfe-cashier': v4.cashier });
  });
});

describe('a release set file', () => {
  it('takes a host, remotes, a name and a reason', () => {
    expect(parseReleaseSet('{"host":"1.0.0-aa","remotes":{"mfe-lobby":"2.0.0-bb"},"reason":" Contract 4 "}', 'contract-4')).toEqual({
      name: 'contract-4', host: '1.0.0-aa', remotes: { 'mfe-lobby': '2.0.0-bb' }, reason: 'Contract 4',
    });
  });

  it('says what is wrong', () => {
    const message = (text: string) => {
      try {
        parseReleaseSet(text, 'set');
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(message('{')).toContain('A release set file is JSON');
    expect(message('{"remotes":{"mfe-casino":"1"}}')).toContain('mfe-casino is not a remote of the catalogue');
    expect(message('{"remotes":{}}')).toBe('A release set names at least one version.');
    expect(message('{"hosts":"1"}')).toBe('A release set has name, host, remotes and reason; not "hosts".');
    expect(message('{"host":"1","name":"a b"}')).toContain("A release set's name is");
  });
});
