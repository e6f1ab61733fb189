import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { gameEndpoints, gameRoundEndpoints, type ExternalLobby } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { parseDollarsToCents } from '../../lib/money';
import { sessionOf } from '../../plugins/request-session';
import { startGameSession, type GameSessionOwner } from './game-sessions-service';
import { spin } from './spin-service';
import { issuePlayerToken, liveTokenSession } from '../session';
import { isLiveDealerTable, liveDealerTables } from './catalogue-repository';
import { renderLiveLobby, renderLiveLobbyError } from './live-dealer-page';
import { idempotencyKeyOf } from '../wallet';
import { contractRoute } from '../../routes/contract-route';

const EXTERNAL_LOBBIES: ExternalLobby[] = [{ code: 'LiveDealer', id: 1, name: 'Live Dealer' }];
/** How long a live dealer lobby may open tables (the site session must also still be live). */
const LAUNCH_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

export async function gamePlayRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({
    ...contractRoute(gameRoundEndpoints.spin),
    handler: async (request) =>
      spin(ctx, sessionOf(request), request.params.gameCode, parseDollarsToCents(request.body.bet, 'bet'), idempotencyKeyOf(request)),
  });

  app.route({ ...contractRoute(gameEndpoints.externalLobbies), handler: async () => EXTERNAL_LOBBIES });

  app.route({
    ...contractRoute(gameEndpoints.externalLobbyLaunch),
    handler: async (request) => {
      const lobby = EXTERNAL_LOBBIES.find((entry) => entry.id === request.params.id);
      if (!lobby) throw notFound('No such external lobby');
      // A launch token instead of the session token in a URL: it opens tables while the site session lives.
      const { token } = await issuePlayerToken(ctx, ctx.db, {
        playerId: request.params.pid, type: 'launch', lifetimeMs: LAUNCH_TOKEN_LIFETIME_MS, sessionTokenHash: sessionOf(request).tokenHash,
      });
      const clientType = request.query.clientType ?? 'instantplay';
      return { message: `${ctx.config.publicUrl}/live-dealer/?lobby=${lobby.code}&clientType=${clientType}&token=${token}` };
    },
  });

  const htmlPage = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self' ${ctx.config.siteOrigins.join(' ')}`)
      .type('text/html; charset=utf-8').send(html);

  /** The launch token's player and site session, while both are live. */
  async function launchOwner(token: string): Promise<GameSessionOwner | null> {
    const session = await liveTokenSession(ctx, token, 'launch');
    return session ? { playerId: session.playerId, sessionTokenHash: session.tokenHash } : null;
  }
  const EXPIRED = 'Your live dealer session has expired. Close the game and open Live Dealer again.';

  // The external lobby's page (stands in for a live studio's lobby): the live tables.
  app.get('/live-dealer/', { schema: { querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: true }) } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      if (!(await launchOwner(token))) return htmlPage(reply, 401, renderLiveLobbyError(EXPIRED));
      const tables = await liveDealerTables(ctx.db);
      return htmlPage(reply, 200, renderLiveLobby({ token, tables: tables.map((row) => ({ gameCode: row.game_code, name: row.display_name })) }));
    });

  // Joining a table: a game session for the launching player, then the game client in the same frame.
  app.post('/live-dealer/play', { schema: { body: Type.Object({ token: Type.String({ maxLength: 200 }), gameCode: Type.String({ maxLength: 80 }) }) } },
    async (request, reply) => {
      const owner = await launchOwner(request.body.token);
      if (!owner) return htmlPage(reply, 401, renderLiveLobbyError(EXPIRED));
      if (!(await isLiveDealerTable(ctx.db, request.body.gameCode))) return htmlPage(reply, 404, renderLiveLobbyError('This table is not open. Choose another one.'));
      const { gameToken } = await startGameSession(ctx, request.body.gameCode, owner);
      return reply.header('cache-control', 'no-store').redirect(`/games/client?gameToken=${encodeURIComponent(gameToken)}`, 303);
    });
}
