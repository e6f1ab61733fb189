import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/api-error';
import { deskRound } from '../games';
import { deskHostOf } from './desk-request';
import { ROUNDS_SCRIPT } from './rounds-desk-page';

// A round id is a PostgreSQL integer: a larger number names none (and must not reach the database).
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** The desk's round lookup: any round by id, with its player and seeds (the server seed only once revealed). */
export async function roundsDeskRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.get('/support/desk/rounds.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(ROUNDS_SCRIPT));
  app.get('/support/desk/rounds/:id', {
    onRequest: async (request) => { await deskHostOf(ctx, request); },
    schema: { params: IdParams },
  }, async (request) => {
    const round = await deskRound(ctx, request.params.id);
    if (!round) throw notFound('There is no round with this id.');
    return round;
  });
}
