import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { precompressFolder } from './lib/precompress';
import { createSiteServer } from './app';

/** Stands for the host's entry loader, the one inline script the build writes into its pages. */
const ENTRY_LOADER = 'document.title = "loaded"';
const ENTRY_LOADER_HASH = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

describe('site server', () => {
  let root: string;
  let app: FastifyInstance;
  let withMaps: FastifyInstance;
  const reports: unknown[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-server-'));
    const hostDist = join(root, 'host');
    const releasesDir = join(root, 'releases');
    await mkdir(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000'), { recursive: true });
    await mkdir(hostDist, { recursive: true });
    await writeFile(
      join(hostDist, 'index.html'),
      '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_NONCE__"><style nonce="__CSP_NONCE__">body{}</style>' +
        `<script>${ENTRY_LOADER}</script></head><body><div id="root"></div>` +
        // Long enough to be worth compressing, as every real page is.
        `<footer>${'Play responsibly. '.repeat(100)}</footer></body></html>`,
    );
    await writeFile(join(hostDist, 'main.1234abcd.js'), 'console.log("host")');
    await writeFile(join(hostDist, 'main.1234abcd.js.map'), '{"version":3}');
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'remoteEntry.js.map'), '{"version":3}');
    await mkdir(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'first-screen'));
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'first-screen', 'first-screen.cjs'), 'exports.renderFirstScreen = () => {};');
    await writeFile(join(releasesDir, 'registry.json'), '{"remotes":{}}');
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'remoteEntry.js'), 'remote');
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'big.js'), 'console.log("lobby");\n'.repeat(2000));
    await writeFile(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'published.js'), 'console.log("published");\n'.repeat(2000));
    await precompressFolder(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000'));
    // The dynamically compressed file stands for one published before compression at publish time.
    await rm(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'big.js.gz'));
    await rm(join(releasesDir, 'mfe-lobby', '1.0.0-aaaa0000', 'big.js.br'));
    await writeFile(join(hostDist, 'mf-manifest.json'), '{}');
    app = await createSiteServer({
      hostDist, releasesDir, runtimeConfig: { productName: 'Test Casino', providerApiUrl: 'http://localhost:4100' }, onCspReport: (report) => reports.push(report),
    });
    withMaps = await createSiteServer({ hostDist, releasesDir, runtimeConfig: {}, sourceMaps: true });
  });
  afterAll(async () => {
    await app.close();
    await withMaps.close();
    await rm(root, { recursive: true, force: true });
  });

  it('marks the page of a browser whose host says a player session is stored, and no other', async () => {
    const pageFor = async (cookie?: string) => (await app.inject({ url: '/lobby/', headers: cookie === undefined ? {} : { cookie } })).body;
    expect(await pageFor('casino_player=1')).toContain('<html data-player>');
    expect(await pageFor('other=2; casino_player=1; x=y')).toContain('<html data-player>');
    for (const visitor of [undefined, 'casino_player=0', 'casino_player=1x', 'not_casino_player=1', 'casino_player']) {
      expect(await pageFor(visitor)).toContain('<!doctype html><html><head>');
    }
  });

  it('never lets the config be stored', async () => {
    const response = await app.inject({ url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-store, max-age=0');
  });

  it('revalidates the registry on every load, answering 304 while it is unchanged', async () => {
    for (const url of ['/releases/registry.json']) {
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
    expect((await app.inject({ url: '/config.json' })).json()).toEqual({ productName: 'Test Casino', providerApiUrl: 'http://localhost:4100', artUrl: '/art' });
    const page = await app.inject({ url: '/info/faq?x=1' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it('writes the runtime config into every page, inside the head, as data no script runs', async () => {
    for (const url of ['/', '/lobby/games/', '/info/faq', '/no-such-page/']) {
      const page = (await app.inject({ url })).body;
      const written = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(page);
      expect(written).not.toBeNull();
      expect(JSON.parse(written![1]!)).toEqual({ productName: 'Test Casino', providerApiUrl: 'http://localhost:4100', artUrl: '/art' });
      expect(page.indexOf('id="runtime-config"')).toBeLessThan(page.indexOf('</head>'));
    }
  });

  it('compresses pages for browsers that accept it', async () => {
    const page = await app.inject({ url: '/lobby/games/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
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

  it("never sends a release's first-screen renderer, which runs on the server only", async () => {
    const response = await app.inject({ url: '/releases/mfe-lobby/1.0.0-aaaa0000/first-screen/first-screen.cjs' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('renderFirstScreen');
  });

  it('answers 404 for a release file that does not exist', async () => {
    expect((await app.inject({ url: '/releases/mfe-lobby/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('sends the security headers on every response: page, script, release file, registry, config and 404', async () => {
    for (const url of ['/', '/lobby/account/', '/main.1234abcd.js', '/releases/mfe-lobby/1.0.0-aaaa0000/remoteEntry.js', '/releases/registry.json', '/config.json', '/releases/nothing.js']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Scripts from the site, and on pages the page's own inline script by its hash (the test below).
      const page = url === '/' || url === '/lobby/account/';
      expect(headers['content-security-policy']).toContain(page ? `script-src 'self' ${ENTRY_LOADER_HASH};` : "script-src 'self';");
      expect(headers['content-security-policy']).toContain('connect-src \'self\' http://localhost:4100 ws://localhost:4100');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('gives each page a nonce of its own, in the policy and in the page', async () => {
    const nonces = [];
    for (const url of ['/', '/index.html', '/promotions/']) {
      const page = await app.inject({ url });
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.body).toContain(`<meta property="csp-nonce" content="${nonce}">`);
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(page.body).not.toContain('__CSP_NONCE__');
      // A page's nonce is its own: a stored copy would replay it.
      expect(page.headers['cache-control']).toBe('no-store, max-age=0');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("runs the page's own inline script by its hash, and no other: not with the page's nonce, not with a changed text", async () => {
    const page = await app.inject({ url: '/' });
    const scriptSources = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", ENTRY_LOADER_HASH]);
    expect(page.body).toContain(`<script>${ENTRY_LOADER}</script>`);
    // Release files and other responses allow no inline script at all.
    const file = await app.inject({ url: '/main.1234abcd.js' });
    expect(/script-src ([^;]+)/.exec(String(file.headers['content-security-policy']))?.[1]).toBe("'self'");
  });

  it('sends HSTS when the site is reached over TLS through a proxy', async () => {
    const page = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('never serves a source map, and never answers one with the page', async () => {
    for (const url of ['/main.1234abcd.js.map', '/releases/mfe-lobby/1.0.0-aaaa0000/remoteEntry.js.map', '/anything.js.map']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('version');
      expect(response.body).not.toContain('root');
    }
    expect((await app.inject({ url: '/main.1234abcd.js' })).headers).not.toHaveProperty('sourcemap');
  });

  it('serves source maps, named by each script, only when asked to for local debugging', async () => {
    const script = await withMaps.inject({ url: '/releases/mfe-lobby/1.0.0-aaaa0000/remoteEntry.js' });
    expect(script.headers.sourcemap).toBe('remoteEntry.js.map');
    expect((await withMaps.inject({ url: '/releases/mfe-lobby/1.0.0-aaaa0000/remoteEntry.js.map' })).body).toBe('{"version":3}');
    expect((await withMaps.inject({ url: '/main.1234abcd.js.map' })).statusCode).toBe(200);
  });

  it('takes CSP violation reports in both formats and logs them', async () => {
    const legacy = { 'csp-report': { 'document-uri': 'http://localhost:8080/', 'violated-directive': 'style-src-elem' } };
    const first = await app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(legacy) });
    expect(first.statusCode).toBe(204);
    const modern = [{ type: 'csp-violation', body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline' } }];
    const second = await app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/reports+json' }, payload: JSON.stringify(modern) });
    expect(second.statusCode).toBe(204);
    expect(reports).toEqual([legacy, modern]);
  });
});

describe('site server with prerendered pages', () => {
  let root: string;
  let hostDist: string;
  const releasesDir = () => join(root, 'releases');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-server-pages-'));
    hostDist = join(root, 'host');
    await mkdir(join(hostDist, 'prerendered', 'info'), { recursive: true });
    await mkdir(releasesDir(), { recursive: true });
    await writeFile(join(hostDist, 'index.html'), '<meta property="csp-nonce" content="__CSP_NONCE__"><div id="root"></div>');
    const page = (heading: string) => `<style nonce="__CSP_NONCE__">h1{}</style><div id="root" data-prerendered="x"><h1>${heading}</h1></div>`;
    await writeFile(join(hostDist, 'prerendered', 'index.html'), page('300% Welcome Bonus'));
    await writeFile(join(hostDist, 'prerendered', 'info', 'faq.html'), page('FAQ'));
    await writeFile(join(hostDist, 'prerendered', '404.html'), page('Page not found'));
    await mkdir(join(hostDist, 'prerendered', 'lobby'), { recursive: true });
    await writeFile(
      join(hostDist, 'prerendered', 'lobby', 'games.html'),
      `<html><head><title>Games</title></head><body>${page('Games <div data-remote-page="mfe-lobby/LobbyPage"><p>Loading games</p></div>')}</body></html>`,
    );
    await writeFile(
      join(hostDist, 'prerendered', 'manifest.json'),
      JSON.stringify({
        pages: { '/': 'index.html', '/info/faq': 'info/faq.html', '/lobby/games': 'lobby/games.html' },
        notFound: '404.html',
        shellRoutes: ['^\\/lobby(\\/.*)?$'],
        remoteRoutes: ['^\\/lobby\\/games\\/?$'],
        config: { productName: 'Test Casino' },
        contractVersion: '1.5.0',
      }),
    );
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('answers a public route with its prerendered page, its nonce filled in, never stored and without an ETag', async () => {
    const app = await createSiteServer({ hostDist, releasesDir: releasesDir(), runtimeConfig: { productName: 'Test Casino' } });
    for (const url of ['/info/faq', '/info/faq/', '/info/faq?promo=X']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>FAQ</h1>');
      const nonce = /nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).not.toBe('__CSP_NONCE__');
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(response.headers['cache-control']).toBe('no-store, max-age=0');
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await app.inject({ url: '/' })).body).toContain('300% Welcome Bonus');
    await app.close();
  });

  it('answers the routes of signed-in pages with the shell and any other path with the 404 page', async () => {
    const app = await createSiteServer({ hostDist, releasesDir: releasesDir(), runtimeConfig: { productName: 'Test Casino' } });
    const shell = await app.inject({ url: '/lobby/account/' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    const unknown = await app.inject({ url: '/no-such-page/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page not found');
    expect(unknown.headers['content-type']).toContain('text/html');
    // The pages' folder is never served as files (its templates hold the placeholder).
    expect((await app.inject({ url: '/prerendered/info/faq.html' })).body).not.toContain('__CSP_NONCE__');
    await app.close();
  });

  it("preloads the host's boot files in a page a remote renders, and nothing in a page of text", async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="(script|fetch)"(?: crossorigin="anonymous")? href="([^"]+)">/g)].map((match) => `${match[1]} ${match[2]}`);
    await writeFile(join(hostDist, 'boot-files.json'), JSON.stringify(['262.aaaa1111.js', '784.bbbb2222.js']));
    const app = await createSiteServer({ hostDist, releasesDir: releasesDir(), runtimeConfig: { productName: 'Test Casino' } });
    const lobby = await app.inject({ url: '/lobby/games/' });
    // No fetch: the page carries its config.
    expect(preloads(lobby.body)).toEqual(['script /262.aaaa1111.js', 'script /784.bbbb2222.js']);
    expect(lobby.body).toContain('<p>Loading games</p>');
    // Before the end of the head, where the browser finds them with the entry.
    expect(lobby.body.indexOf('rel="preload"')).toBeLessThan(lobby.body.indexOf('</head>'));
    expect(preloads((await app.inject({ url: '/info/faq' })).body)).toEqual([]);
    expect(preloads((await app.inject({ url: '/' })).body)).toEqual([]);
    await app.close();
  });

  it("opens the connection to the provider with a remote's page (its art and its API), and not with a page of text", async () => {
    const app = await createSiteServer({ hostDist, releasesDir: releasesDir(), runtimeConfig: { productName: 'Test Casino', providerApiUrl: 'https://api.example.test/rtg' } });
    const preconnects = (body: string) => [...body.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin)?>/g)].map((match) => `${match[1]}${match[2] ?? ''}`);
    expect(preconnects((await app.inject({ url: '/lobby/games/' })).body)).toEqual(['https://api.example.test', 'https://api.example.test crossorigin']);
    expect(preconnects((await app.inject({ url: '/info/faq' })).body)).toEqual([]);
    await app.close();
  });

  it("puts the active lobby release's first screen in the lobby's page, which then preloads no boot files (it paints without them)", async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="(script|fetch)"[^>]* href="([^"]+)">/g)].map((match) => `${match[1]} ${match[2]}`);
    await writeFile(join(hostDist, 'boot-files.json'), JSON.stringify(['262.aaaa1111.js']));
    await mkdir(join(releasesDir(), 'mfe-lobby', '1.0.0-ffff', 'first-screen'), { recursive: true });
    await writeFile(
      join(releasesDir(), 'mfe-lobby', '1.0.0-ffff', 'first-screen', 'first-screen.cjs'),
      "exports.renderFirstScreen = async () => ({ html: '<ul><li>Play Neon Nights</li></ul>', head: '', state: { games: 1 } });",
    );
    await writeFile(join(releasesDir(), 'registry.json'), JSON.stringify({ remotes: { 'mfe-lobby': { active: '1.0.0-ffff', contractVersion: '1.5.0' } } }));
    const app = await createSiteServer({ hostDist, releasesDir: releasesDir(), runtimeConfig: { productName: 'Test Casino' } });
    try {
      const lobby = (await app.inject({ url: '/lobby/games/', headers: { 'user-agent': 'Mobile' } })).body;
      expect(lobby).toContain('<div data-remote-page="mfe-lobby/LobbyPage" data-first-screen="mfe-lobby@1.0.0-ffff"><ul><li>Play Neon Nights</li></ul></div>');
      expect(lobby).not.toContain('Loading games');
      expect(preloads(lobby)).toEqual([]);
    } finally {
      await app.close();
      await rm(join(releasesDir(), 'registry.json'));
    }
  });

  it('serves the shell everywhere when the pages were rendered with another product name', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await createSiteServer({ hostDist, releasesDir: releasesDir(), runtimeConfig: { productName: 'Other Casino' } });
    const response = await app.inject({ url: '/info/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('productName'));
    warn.mockRestore();
    await app.close();
  });
});

describe('precompressed copies and page templates', () => {
  let root: string;
  let app: FastifyInstance;
  const TEMPLATE_MARK = '__CSP_NONCE__';
  const VERSION = join('mfe-lobby', '1.0.0-bbbb0000');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-server-copies-'));
    const hostDist = join(root, 'host');
    const releasesDir = join(root, 'releases');
    await mkdir(join(hostDist, 'prerendered'), { recursive: true });
    await mkdir(join(releasesDir, VERSION), { recursive: true });
    await writeFile(join(hostDist, 'index.html'), `<meta property="csp-nonce" content="${TEMPLATE_MARK}"><div id="root"></div>${'<p>Play responsibly.</p>'.repeat(100)}`);
    await writeFile(join(hostDist, 'prerendered', 'index.html'), `<style nonce="${TEMPLATE_MARK}"></style>${'<p>Welcome</p>'.repeat(200)}`);
    await writeFile(join(hostDist, 'main.1234abcd.js'), 'console.log("host");\n'.repeat(200));
    await writeFile(join(releasesDir, VERSION, 'remoteEntry.js'), 'console.log("lobby");\n'.repeat(200));
    await writeFile(join(releasesDir, 'registry.json'), '{"remotes":{}}');
    // As the build and the release store do: .br and .gz copies beside every compressible file, pages included.
    await precompressFolder(hostDist);
    await precompressFolder(releasesDir);
    app = await createSiteServer({ hostDist, releasesDir, runtimeConfig: {} });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    '/index.html.br', '/index.html.gz', '/prerendered/index.html.br', '/main.1234abcd.js.br', '/main.1234abcd.js.gz',
    `/releases/${VERSION.replace('\\', '/')}/remoteEntry.js.br`, `/releases/${VERSION.replace('\\', '/')}/remoteEntry.js.gz`,
  ])('answers 404 to a compressed copy asked for by its own name: %s', async (url) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.includes(TEMPLATE_MARK)).toBe(false);
    }
  });

  it('still sends the copies as the encoding of their original path', async () => {
    const script = await app.inject({ url: '/main.1234abcd.js', headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString()).toContain('console.log("host")');
    const remote = await app.inject({ url: `/releases/${VERSION.replace('\\', '/')}/remoteEntry.js`, headers: { 'accept-encoding': 'gzip' } });
    expect(remote.statusCode).toBe(200);
    expect(remote.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/index.html', '//index.html', '/./index.html', '/%69ndex.html', '/prerendered/index.html', '//prerendered/index.html', '/prerendered/../index.html'])(
    'never sends the page template by a direct path: %s is a page with its nonce filled in, or 404',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString()
          : response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString() : response.body;
        expect(body).not.toContain(TEMPLATE_MARK);
        expect([200, 404]).toContain(response.statusCode);
      }
    },
  );
});
