import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/api-error';
import { buildGamesFile, findGameByCode, loadGames, thumbnailSvg, type GamesFile } from '../../services/games-service';

/** The games files, served with a content ETag and 304 for a matching If-None-Match. */
export async function gamesFileRoutes(app: FastifyInstance) {
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

  const serve = (mobile: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await fileFor(mobile);
    reply.header('etag', file.etag).header('cache-control', 'no-cache');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(file.body);
  };

  for (const prefix of ['/aws-static', '']) {
    app.get(`${prefix}/rtggames.json`, serve(false));
    app.get(`${prefix}/rtgmobilegames.json`, serve(true));
  }

  app.get<{ Params: { file: string } }>('/thumbnails/:file', async (request, reply) => {
    const code = request.params.file.replace(/\.svg$/, '');
    const game = /^[a-z0-9-]{1,80}$/.test(code) ? await findGameByCode(ctx, code) : undefined;
    if (!game) throw notFound('No such thumbnail');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(thumbnailSvg(game));
  });
}
