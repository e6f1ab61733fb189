import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sandboxEndpoints } from 'shared-contract';
import { tamperRoundOutcome } from '../../modules/games';
import { contractRoute } from '../contract-route';

/** Sandbox: alters a settled round's stored outcome, so a journey shows a player's check of it failing. */
export async function roundTamperRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({
    ...contractRoute(sandboxEndpoints.tamperRound),
    handler: async (request) => ({ outcome: await tamperRoundOutcome(ctx, request.params.roundId) }),
  });
}
