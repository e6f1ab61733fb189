import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { withdrawalEndpoints } from 'shared-contract';
import { contractRoute } from '../../routes/contract-route';
import { sessionOf } from '../../plugins/request-session';
import { idempotencyKeyOf } from '../wallet';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal } from './withdrawals-service';

/** The player's calls; a request needs a password login (a QuickPlay link's session cannot withdraw). */
export async function withdrawalsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({
    ...contractRoute(withdrawalEndpoints.request, { scope: 'withdrawal' }),
    handler: async (request) => requestWithdrawal(ctx, sessionOf(request), request.body, idempotencyKeyOf(request)),
  });
  app.route({ ...contractRoute(withdrawalEndpoints.list), handler: async (request) => listWithdrawals(ctx, request.params.pid) });
  app.route({
    ...contractRoute(withdrawalEndpoints.cancel),
    handler: async (request) => cancelWithdrawal(ctx, request.params.pid, request.params.id),
  });
}
