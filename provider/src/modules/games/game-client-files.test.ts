import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { createGameClientDist } from '../../testing/game-client-dist';
import { gameClientFiles } from './game-client-files';

const SITE = 'http://localhost:8080';

describe('the game client’s files', () => {
  let dist: string;
  let removeDist: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ dist, remove: removeDist } = await createGameClientDist());
    app = Fastify();
    await gameClientFiles(app, { dist, siteOrigins: [SITE, 'http://x.test/"><script>'] });
  });
  afterAll(async () => {
    await app.close();
    await removeDist();
  });

  it('serves the page with the site origins filled in as text', async () => {
    const response = await app.inject({ method: 'GET', url: '/games/client?gameCode=war' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`content="${SITE},http://x.test/&quot;&gt;&lt;script&gt;"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets only files of its own origin run or style the page, and only the site frame it', async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/games/client' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`frame-ancestors 'self' ${SITE}`);
    expect(csp).toContain("form-action 'none'");
  });

  it('serves the hashed script for ever, but neither its source map nor the unfilled page', async () => {
    const script = await app.inject({ method: 'GET', url: '/games/client/main.1234abcd.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/games/client/main.1234abcd.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/games/client/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/games/client/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('says how to build the client when it is not built', async () => {
    const bare = Fastify();
    await gameClientFiles(bare, { dist: join(dist, 'missing'), siteOrigins: [SITE] });
    const response = await bare.inject({ method: 'GET', url: '/games/client' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm build');
    await bare.close();
  });
});
