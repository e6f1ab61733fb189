import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { gameEndpoints } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { buildGamesFile, findGameByCode, loadGames, thumbnailSvg, type GamesFile } from './games-service';
import { sendArt } from '../../lib/title-art/art-route';
import { drawArtAhead } from '../../lib/title-art/draw-ahead';
import { contractRoute } from '../../routes/contract-route';

/** 304 Not Modified has no body; declared so the reply may be sent empty. */
const NotModified = Type.Unsafe<undefined>({ description: '304 Not Modified: no body' });

/** The games files, served with a content ETag and 304 for a matching If-None-Match. */
export async function gamesFileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const cache = new Map<string, Promise<GamesFile>>();
  const fileFor = (mobile: boolean) => {
    const key = mobile ? 'mobile' : 'desktop';
    let file = cache.get(key);
    if (!file) {
      file = loadGames(ctx, mobile).then((games) => buildGamesFile(ctx, games));
      file.catch(() => cache.delete(key));
      cache.set(key, file);
    }
    return file;
  };

  for (const [endpoint, mobile] of [[gameEndpoints.gamesFile, false], [gameEndpoints.mobileGamesFile, true]] as const) {
    const route = contractRoute(endpoint);
    // The same file at the site root too, as a static host would serve it.
    for (const url of [route.url, route.url.replace(/^\/aws-static/, '')]) {
      app.route({
        ...route,
        url,
        schema: { ...route.schema, response: { ...route.schema.response, 304: NotModified } },
        handler: async (request, reply) => {
          const file = await fileFor(mobile);
          reply.header('etag', file.etag).header('cache-control', 'no-cache');
          const match = request.headers['if-none-match'];
          if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
            return reply.status(304).send();
          }
          return file.catalogue;
        },
      });
    }
  }

  // Every tile's AVIF, first screen first (the 240 px files of every game, then the 480 px ones).
  drawArtAhead(app, ctx.art, 'the game tiles', async () => {
    const games = await loadGames(ctx, false);
    return [240, 480].flatMap((width) => games.map((game) => ({ svg: thumbnailSvg(game), width })));
  }, () =>
    // First the files no one has asked for in a month (retired titles, older drawings): the folder does not grow for ever.
    ctx.art.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning the art folder failed')));

  // The games' art: `<code>.<hash>.<width>.<format>`, the hash of the picture, so each file is immutable.
  app.get<{ Params: { file: string } }>('/art/games/:file', async (request, reply) =>
    sendArt(ctx.art, reply, 'games', request.params.file, /^[a-z0-9-]{1,80}$/, async (code) => {
      const game = await findGameByCode(ctx, code);
      return game ? thumbnailSvg(game) : undefined;
    }, () => notFound('No such game picture')));
}
