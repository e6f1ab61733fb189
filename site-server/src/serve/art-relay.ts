import type { FastifyInstance } from 'fastify';

/** Where the site serves the provider's art (its `/art/` files): the runtime config's `artUrl`. */
export const ART_RELAY_PATH = '/art';

/** An art file's path: folders and a file name of word characters, dots and dashes; nothing that climbs out. */
const ART_FILE = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)+$/;

/** The provider's headers a relayed art file keeps: its type, length, validator and (immutable) caching. */
const KEPT_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'] as const;

/**
 * Serves the provider's art files from the site's own origin (docs/decisions/047): a phone asks for a first screen's
 * picture over the connection the page came on, rather than waiting a round trip more for a new one to the provider.
 * The files are named by content hash and cached for good by the browser, so the relay keeps none itself.
 */
export function registerArtRelay(app: FastifyInstance, providerApiUrl: string): void {
  app.get(`${ART_RELAY_PATH}/*`, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!ART_FILE.test(file)) return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    const ifNoneMatch = request.headers['if-none-match'];
    const answer = await fetch(`${providerApiUrl}/art/${file}`, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} }).catch(() => null);
    if (!answer) return reply.code(502).header('cache-control', 'no-store').type('text/plain').send('The art could not be fetched');
    for (const name of KEPT_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    // An error's own caching is not kept: the next request asks again.
    if (!answer.ok && answer.status !== 304) reply.header('cache-control', 'no-store');
    return reply.code(answer.status).send(answer.status === 304 ? undefined : Buffer.from(await answer.arrayBuffer()));
  });
}
