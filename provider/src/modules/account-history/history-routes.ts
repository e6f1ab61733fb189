import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountHistoryEndpoints } from 'shared-contract';
import { contractRoute } from '../../routes/contract-route';
import { historyCsvExport, historyPage } from './history-service';

/** The player's account history and its CSV. */
export async function accountHistoryModule(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({ ...contractRoute(accountHistoryEndpoints.history), handler: async (request) => historyPage(ctx, request.params.pid, request.query) });
  app.route({ ...contractRoute(accountHistoryEndpoints.historyCsv), handler: async (request) => historyCsvExport(ctx, request.params.pid, request.query) });
}
