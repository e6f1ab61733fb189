import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { siteServerEnvironment } from 'site-server/options';
import { openSiteDatabase } from 'site-server/site-database';
import { ReleaseStore, SqlReleaseState } from 'site-server/release-store';
import { startSiteServerSet, type SiteServerSet } from './site-servers';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX) console.warn('nginx is not installed: the site servers behind it are not tested (scripts/ensure-nginx.sh installs it).');

const SITE_PORT = 8580;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const registry = (version: string) => JSON.stringify({ remotes: { 'mfe-lobby': { active: version, versions: [version] } } });

/** Which process answered (the last address nginx tried), read from X-Site-Server. */
async function get(path: string): Promise<{ status: number; body: string; upstream: string }> {
  const response = await fetch(`${SITE}${path}`);
  const upstream = (response.headers.get('x-site-server') ?? '').split(',').at(-1)!.trim();
  return { status: response.status, body: await response.text(), upstream };
}

(NGINX ? describe : describe.skip)('two site servers behind nginx', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-servers-'));
  const releasesDir = join(root, 'releases');
  // Release health in PostgreSQL when the suite has one (as `pnpm start --site-servers 2`); in each process's memory otherwise.
  const databaseUrl = process.env.TEST_DATABASE_URL;
  let set: SiteServerSet;

  beforeAll(async () => {
    const hostDist = join(root, 'host');
    await mkdir(hostDist, { recursive: true });
    await writeFile(join(hostDist, 'index.html'), '<!doctype html><meta property="csp-nonce" content="__CSP_NONCE__"><div id="root"></div>');
    await mkdir(releasesDir, { recursive: true });
    await writeFile(join(releasesDir, 'registry.json'), registry('1.0.0-aaaa0000'));
    const env = siteServerEnvironment({
      sitePort: SITE_PORT, providerUrl: 'http://localhost:4500', releasesDir, sourceMaps: false, signingKey: randomBytes(32), databaseUrl,
    });
    set = startSiteServerSet({
      count: 2,
      port: SITE_PORT,
      host: '127.0.0.1',
      env: {
        ...env, SITE_HOST_DIST: hostDist, SITE_HEALTH_DATA_DIR: 'memory://', RELEASE_MANAGERS_FILE: join(root, 'managers.json'), RELEASE_WATCH_INTERVAL_MS: '0',
      },
      dir: join(root, 'nginx'),
      nginx: NGINX!,
      // Without PostgreSQL each process opens PGlite in memory first (a few seconds each on two cores).
      timeoutMs: databaseUrl ? 20_000 : 40_000,
    });
    await set.ready;
  }, 45_000);

  afterAll(async () => {
    await set?.stop();
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists site_${SITE_PORT} cascade`);
      await client.end();
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('sends requests to both processes', async () => {
    const answered = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const { status, body, upstream } = await get('/config.json');
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ providerApiUrl: 'http://localhost:4500' });
      answered.add(upstream);
    }
    expect([...answered].sort()).toEqual([`127.0.0.1:${SITE_PORT + 1}`, `127.0.0.1:${SITE_PORT + 2}`]);
  });

  (databaseUrl ? it : it.skip)('keeps release health in the site\'s own schema of PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select 1 from information_schema.tables where table_schema = $1 and table_name = 'release_load_events'", [`site_${SITE_PORT}`]);
      expect(rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  // With a database the registry is the database's (decision 030): the folder is each server's copy of it.
  (databaseUrl ? it.skip : it)('serves a registry change through either process on the next request', async () => {
    expect((await get('/releases/registry.json')).body).toBe(registry('1.0.0-aaaa0000'));
    await writeFile(join(releasesDir, 'registry.json'), registry('1.0.1-bbbb1111'));
    const answered = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const { status, body, upstream } = await get('/releases/registry.json');
      expect(status).toBe(200);
      expect(body).toBe(registry('1.0.1-bbbb1111'));
      answered.add(upstream);
    }
    expect(answered.size).toBe(2);
  });

  (databaseUrl ? it : it.skip)('serves a version published to the database through either process, with the registry naming it', async () => {
    const database = await openSiteDatabase({ databaseUrl, schema: `site_${SITE_PORT}` });
    try {
      // The publisher's own folder: nothing on disk is shared with the site servers.
      const publisherFolder = join(root, 'publisher');
      const store = new ReleaseStore(publisherFolder, await SqlReleaseState.open(database, publisherFolder));
      const dist = join(root, 'build');
      await mkdir(dist, { recursive: true });
      await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '3.1.0' } }));
      await writeFile(join(dist, 'remoteEntry.js'), 'the lobby, published once');
      const { version } = await store.publish('mfe-lobby', dist, '1.0.0');
      await store.activate('mfe-lobby', version, { actor: 'ana' });
      const answered = new Set<string>();
      for (let index = 0; index < 6; index += 1) {
        const registryAnswer = await get('/releases/registry.json');
        if (JSON.parse(registryAnswer.body).remotes['mfe-lobby']?.active !== version) {
          // The notification is on its way: a server learns of a change within moments.
          await new Promise((resolve) => setTimeout(resolve, 100));
          index -= 1;
          continue;
        }
        const file = await get(`/releases/mfe-lobby/${version}/remoteEntry.js`);
        expect(file).toMatchObject({ status: 200, body: 'the lobby, published once' });
        // nginx takes turns: the registry from one process, the file from the other.
        answered.add(registryAnswer.upstream).add(file.upstream);
      }
      expect(answered.size).toBe(2);
    } finally {
      await database.close();
    }
  });

  it('keeps answering when one process stops', async () => {
    const [first, second] = set.processes.current();
    // Players keep loading pages while the process stops gracefully.
    let stopped = false;
    const statuses: number[] = [];
    const players = Array.from({ length: 4 }, async () => {
      while (!stopped) statuses.push((await get('/lobby')).status);
    });
    await new Promise<void>((resolve) => {
      first!.child.once('exit', () => resolve());
      first!.child.kill('SIGTERM');
    });
    stopped = true;
    await Promise.all(players);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Gone (the set starts it again after a second): nothing listens on its port now.
    await expect(fetch(`http://127.0.0.1:${first!.port}/config.json`)).rejects.toThrow();
    for (let index = 0; index < 4; index += 1) {
      const { status, upstream } = await get('/');
      expect(status).toBe(200);
      expect(upstream).toBe(`127.0.0.1:${second!.port}`);
    }
  });

  it('stops nginx and every process, leaving the list of processes empty', async () => {
    await set.stop();
    expect(set.balancer.exitCode !== null || set.balancer.signalCode !== null).toBe(true);
    expect(set.processes.current().every(({ child }) => child.exitCode !== null || child.signalCode !== null)).toBe(true);
    expect(JSON.parse(await readFile(join(root, 'nginx', 'processes.json'), 'utf8'))).toEqual({ processes: [] });
    await expect(fetch(`${SITE}/config.json`)).rejects.toThrow();
  }, 15_000);
});
