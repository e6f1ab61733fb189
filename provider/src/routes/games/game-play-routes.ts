import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/api-error';
import { parseDollarsToCents } from '../../lib/money';
import { hashToken, newToken } from '../../lib/tokens';
import { spin } from '../../services/game-play-service';
import { idempotencyKeyOf } from '../../services/idempotency';

const EXTERNAL_LOBBIES = [{ code: 'LiveDealer', id: 1, name: 'Live Dealer' }];
const LAUNCH_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export async function gamePlayRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.post(
    '/937/player/:pid/games/:gameCode/spin',
    {
      config: { auth: 'player' },
      schema: {
        params: Type.Object({ pid: Type.Integer({ minimum: 1 }), gameCode: Type.String({ maxLength: 80 }) }),
        body: Type.Object({ bet: Type.Union([Type.Number(), Type.String({ maxLength: 12 })]) }),
      },
    },
    async (request) =>
      spin(ctx, request.params.pid, request.params.gameCode, parseDollarsToCents(request.body.bet, 'bet'), idempotencyKeyOf(request)),
  );

  app.get('/937/externallobby', async () => EXTERNAL_LOBBIES);

  app.get(
    '/937/player/:pid/externallobby/:id',
    {
      config: { auth: 'player' },
      schema: {
        params: Type.Object({ pid: Type.Integer({ minimum: 1 }), id: Type.Integer({ minimum: 1 }) }),
        querystring: Type.Object({
          skinId: Type.Optional(Type.Integer()),
          pid: Type.Optional(Type.Integer()),
          clientType: Type.Optional(Type.Union([Type.Literal('instantplay'), Type.Literal('mobile')])),
        }),
      },
    },
    async (request) => {
      const lobby = EXTERNAL_LOBBIES.find((entry) => entry.id === request.params.id);
      if (!lobby) throw notFound('No such external lobby');
      // A short-lived one-time launch token instead of the session token in a URL.
      const token = newToken();
      await ctx.db.query(
        `insert into player_tokens (token_hash, player_id, token_type, created_at, expires_at) values ($1, $2, 'launch', $3, $4)`,
        [hashToken(token), request.params.pid, ctx.now(), new Date(ctx.now().getTime() + LAUNCH_TOKEN_LIFETIME_MS)],
      );
      const clientType = request.query.clientType ?? 'instantplay';
      return { message: `${ctx.config.publicUrl}/live-dealer/?lobby=${lobby.code}&clientType=${clientType}&token=${token}` };
    },
  );

  app.get('/live-dealer/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      '<!doctype html><html><head><title>Live Dealer (sandbox)</title></head><body style="font-family:sans-serif;background:#111;color:#eee;text-align:center;padding:4em">' +
        '<h1>Live Dealer</h1><p>The sandbox has no live studio; this page stands in for the live dealer lobby.</p></body></html>',
    ));
}
