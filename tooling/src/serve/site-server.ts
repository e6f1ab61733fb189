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
/** Kept, but asked again every time: the ETag answers 304 when nothing changed, so a rollback still reaches the next load. */
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in a release's version folder and host files with a content hash in their name never
 * change: immutable. The registry, pages and other unversioned files are revalidated on every load.
 * `path` may be the compressed copy (`.br`, `.gz`) of the file asked for.
 */
export function cacheControlFor(path: string, releasesDir?: string): string {
  const file = path.replace(/\.(br|gz)$/, '');
  if (releasesDir !== undefined) return /\/registry\.json$/.test(file) || !file.startsWith(releasesDir) ? REVALIDATE : IMMUTABLE;
  return /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(file) ? IMMUTABLE : REVALIDATE;
}

/**
 * How @fastify/static serves a folder: files compressed at publish time (`.br`, `.gz`) sent as
 * they are, ETags for conditional requests, and our cache headers.
 */
function staticFilesOptions(root: string) {
  return { root, preCompressed: true, etag: true, lastModified: false, cacheControl: false } as const;
}

/**
 * The site: the host's build, the release store under /releases/ and the runtime config.
 * The config is never stored; the registry and index.html are revalidated on every load (ETag,
 * 304), so a rollback reaches the next page load; versioned release files and hashed host assets
 * are cached for good, and sent as compressed at publish time when the browser accepts it.
 * Connections are kept alive (HTTP/1.1, Fastify's 72 s default), so a page's many files share them.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // Scripts shrink to about a third with gzip or brotli; most of a first visit is script.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_STORE).send(options.runtimeConfig));

  await app.register(fastifyStatic, {
    ...staticFilesOptions(options.releasesDir),
    prefix: '/releases/',
    decorateReply: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlFor(path, options.releasesDir));
      response.setHeader('access-control-allow-origin', '*');
    },
  });

  await app.register(fastifyStatic, {
    ...staticFilesOptions(options.hostDist),
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlFor(path));
    },
  });

  // Every other path is a route of the single-page app: the host decides, including its 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ errorMessage: 'Not found' });
    if (request.url.startsWith('/releases/')) return reply.code(404).header('cache-control', NO_STORE).send('Not found');
    return reply.type('text/html').sendFile('index.html', options.hostDist);
  });

  return app;
}

/** Where the host's build sits in the workspace. */
export const hostDistIn = (repoRoot: string) => join(repoRoot, 'host', 'dist');
