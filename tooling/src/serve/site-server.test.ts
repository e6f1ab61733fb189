import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { precompressFolder } from './precompress';
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
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'published.js'), 'console.log("published");\n'.repeat(2000));
    await precompressFolder(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000'));
    // The dynamically compressed file stands for one published before compression at publish time.
    await rm(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'big.js.gz'));
    await rm(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'big.js.br'));
    await writeFile(join(hostDist, 'mf-manifest.json'), '{}');
    app = await createSiteServer({ hostDist, releasesDir, runtimeConfig: { productName: 'Test Casino' } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('never lets the config be stored', async () => {
    const response = await app.inject({ url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-store, max-age=0');
  });

  it('revalidates the registry and the page on every load, answering 304 while they are unchanged', async () => {
    for (const url of ['/releases/registry.json', '/lobby/games/', '/']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const etag = response.headers.etag;
      expect(etag).toEqual(expect.any(String));
      const again = await app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('revalidates host files without a content hash in their name', async () => {
    expect((await app.inject({ url: '/mf-manifest.json' })).headers['cache-control']).toBe('no-cache');
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

  it('sends the Brotli or gzip file written at publish time, as the browser accepts', async () => {
    const url = '/releases/mfe-lobby/1.0.0-aaaa0000/published.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("published");\n'.repeat(2000));
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("published");\n'.repeat(2000));
  });

  it('keeps connections alive between requests', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/releases/registry.json' }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on('error', reject).end();
    });
    expect(headers.connection).toBe('keep-alive');
    expect(String(headers['keep-alive'])).toMatch(/timeout=\d+/);
  });

  it('answers 404 for a release file that does not exist', async () => {
    expect((await app.inject({ url: '/releases/mfe-lobby/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
  });
});
