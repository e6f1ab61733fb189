import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sandboxEndpoints } from 'shared-contract';
import { contractRoute } from '../contract-route';

/** Sandbox: switches the casino API into and out of maintenance while the provider runs, on every provider process. */
export async function maintenanceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  ctx.cluster.subscribe('maintenance', ({ on }) => {
    ctx.config.maintenance = on;
  });
  app.route({
    ...contractRoute(sandboxEndpoints.maintenance),
    handler: async (request) => {
      ctx.config.maintenance = request.body.maintenance;
      await ctx.cluster.publish(ctx.db, 'maintenance', { on: request.body.maintenance });
      return { maintenance: ctx.config.maintenance };
    },
  });
}
