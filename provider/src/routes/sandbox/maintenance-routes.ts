import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sandboxEndpoints } from 'shared-contract';
import { contractRoute } from '../contract-route';

/** Sandbox: switches the casino API into and out of maintenance while the provider runs. */
export async function maintenanceRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...contractRoute(sandboxEndpoints.maintenance),
    handler: async (request) => {
      app.ctx.config.maintenance = request.body.maintenance;
      return { maintenance: app.ctx.config.maintenance };
    },
  });
}
