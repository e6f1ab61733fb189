import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerArtRelay } from './art-relay';

const AVIF = Buffer.from('avif bytes of neon night');

describe('the art relay', () => {
  let provider: Server;
  let site: FastifyInstance;
  const asked: string[] = [];

  beforeAll(async () => {
    provider = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/art/games/neon-night.qKAroOMf.480.avif') {
        if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304, { etag: '"v1"' }).end();
        return response.writeHead(200, {
          'content-type': 'image/avif', 'cache-control': 'public, max-age=31536000, immutable', etag: '"v1"', 'set-cookie': 'provider=1',
        }).end(AVIF);
      }
      return response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' }).end('{"errorMessage":"Not found"}');
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    site = Fastify();
    registerArtRelay(site, `http://127.0.0.1:${(provider.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await site.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('serves the provider\'s art file as the provider does, cached for good, and nothing of the provider\'s else', async () => {
    const answer = await site.inject({ url: '/art/games/neon-night.qKAroOMf.480.avif' });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(AVIF)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/avif');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toBe('"v1"');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('passes a browser\'s revalidation on', async () => {
    const answer = await site.inject({ url: '/art/games/neon-night.qKAroOMf.480.avif', headers: { 'if-none-match': '"v1"' } });
    expect(answer.statusCode).toBe(304);
    expect(answer.body).toBe('');
  });

  it('answers the provider\'s not-found without caching it', async () => {
    const answer = await site.inject({ url: '/art/games/gone.480.avif' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a path that is not an art file without asking the provider', async () => {
    const before = asked.length;
    for (const url of ['/art/..%2Fplayers%2F1', '/art/games/../../players', '/art/games/', '/art/games/name']) {
      expect((await site.inject({ url })).statusCode).toBe(404);
    }
    expect(asked.length).toBe(before);
  });

  it('says so when the provider cannot be reached', async () => {
    const alone = Fastify();
    registerArtRelay(alone, 'http://127.0.0.1:9');
    const answer = await alone.inject({ url: '/art/games/neon-night.qKAroOMf.480.avif' });
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toBe('The art could not be fetched');
    await alone.close();
  });
});
