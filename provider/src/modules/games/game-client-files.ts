import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gameClientDist } from 'game-client/dist-path';
import { escapeHtml } from '../../lib/html';

/** Where the client's files are served; its page is `/games/client` itself. */
export const GAME_CLIENT_PREFIX = '/games/client/';

/** The page's CSP: script and styles only from files of this origin (nothing inline), framed only by the site. */
export function gameClientCsp(siteOrigins: readonly string[]): string {
  return [
    "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "connect-src 'self'",
    `frame-ancestors ${["'self'", ...siteOrigins].join(' ')}`, "base-uri 'none'", "form-action 'none'", "object-src 'none'",
  ].join('; ');
}

export interface GameClientFilesOptions {
  siteOrigins: readonly string[];
  /** The built client (the game-client package's dist/ unless a test gives its own). */
  dist?: string;
}

/**
 * Serves the game client, built by the workspace's build (`pnpm build`, `pnpm start`, the
 * end-to-end set-up) from the game-client package: the page at /games/client with the site
 * origins filled in (the frames it may post its balance to), and its hashed script and stylesheet,
 * cached for ever. Source maps are not served.
 */
export async function gameClientFiles(app: FastifyInstance, options: GameClientFilesOptions): Promise<void> {
  const dist = options.dist ?? gameClientDist;
  let page: string | null = null;
  const pageText = async () => {
    page ??= (await readFile(join(dist, 'index.html'), 'utf8'))
      .replace('__SITE_ORIGINS__', escapeHtml(options.siteOrigins.join(',')));
    return page;
  };

  app.get('/games/client', async (_request, reply) => {
    const html = await pageText().catch(() => null);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (html === null) {
      return reply.status(503).type('text/plain; charset=utf-8')
        .send('The game client is not built. Run `pnpm build` (or `pnpm start`, which builds it) and reload.');
    }
    return reply.header('content-security-policy', gameClientCsp(options.siteOrigins)).type('text/html; charset=utf-8').send(html);
  });

  await app.register(fastifyStatic, {
    root: dist,
    prefix: GAME_CLIENT_PREFIX,
    index: false,
    redirect: false,
    decorateReply: false,
    // The page only through /games/client (with its origins and CSP); maps stay on the server.
    allowedPath: (path) => path !== '/index.html' && !path.endsWith('.map'),
    // Every other file's name carries its content hash.
    immutable: true,
    maxAge: '365d',
  });
}
