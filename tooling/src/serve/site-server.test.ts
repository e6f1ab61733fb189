import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './site-server';

describe('site server', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-server-'));
    const hostDist = join(root, 'host');
    const releasesDir = join(root, 'releases');
    await mkdir(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000'), { recursive: true });
    await mkdir(hostDist, { recursive: true });
    await writeFile(join(hostDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(hostDist, 'main.1234abcd.js'), 'console.log("host")');
    await writeFile(join(releasesDir, 'registry.json'), '{"remotes":{}}');
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'remoteEntry.js'), 'remote');
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'big.js'), 'console.log("lobby");\n'.repeat(2000));
    app = await createSiteServer({ hostDist, releasesDir, runtimeConfig: { productName: 'Test Casino' } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('never lets the registry, the config or the page be cached', async () => {
    for (const url of ['/releases/registry.json', '/config.json', '/lobby/games/']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store, max-age=0');
    }
  });

  it('caches versioned release files and hashed host assets for good', async () => {
    const remote = await app.inject({ url: '/releases/mfe-lobby/1.0.0-aaaa0000/remoteEntry.js' });
    expect(remote.body).toBe('remote');
    expect(remote.headers['cache-control']).toContain('immutable');
    const host = await app.inject({ url: '/main.1234abcd.js' });
    expect(host.headers['cache-control']).toContain('immutable');
  });

  it('serves the runtime config and the app shell for every route', async () => {
    expect((await app.inject({ url: '/config.json' })).json()).toEqual({ productName: 'Test Casino' });
    const page = await app.inject({ url: '/info/faq?x=1' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it('compresses scripts for browsers that accept it', async () => {
    const big = await app.inject({ url: '/releases/mfe-lobby/1.0.0-aaaa0000/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.rawPayload.length).toBeLessThan(2048);
  });

  it('answers 404 for a release file that does not exist', async () => {
    expect((await app.inject({ url: '/releases/mfe-lobby/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
  });
});
