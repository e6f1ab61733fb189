import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SiteServerOptions {
  /** The host's production build. */
  hostDist: string;
  /** The release store. */
  releasesDir: string;
  /** Served as /config.json. */
  runtimeConfig: Record<string, unknown>;
}

const NO_STORE = 'no-store, max-age=0';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The site: the host's build, the release store under /releases/ and the runtime config.
 * The registry, the config and index.html are never cached, so a rollback reaches the next
 * page load; versioned release files and hashed host assets are cached for good.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // Scripts shrink to about a third with gzip or brotli; most of a first visit is script.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_STORE).send(options.runtimeConfig));

  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', path.endsWith('registry.json') ? NO_STORE : IMMUTABLE);
      response.setHeader('access-control-allow-origin', '*');
    },
  });

  await app.register(fastifyStatic, {
    root: options.hostDist,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', path.endsWith('.html') ? NO_STORE : IMMUTABLE);
    },
  });

  // Every other path is a route of the single-page app: the host decides, including its 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ errorMessage: 'Not found' });
    if (request.url.startsWith('/releases/')) return reply.code(404).header('cache-control', NO_STORE).send('Not found');
    return reply.header('cache-control', NO_STORE).type('text/html').sendFile('index.html', options.hostDist);
  });

  return app;
}

/** Where the host's build sits in the workspace. */
export const hostDistIn = (repoRoot: string) => join(repoRoot, 'host', 'dist');
