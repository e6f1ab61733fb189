import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { favouriteEndpoints } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { addFavourite, favourites, removeFavourite } from './catalogue-repository';
import { findGame } from './games-service';
import { contractRoute } from '../../routes/contract-route';

export async function favouriteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  const list = (playerId: number) => favourites(ctx.db, playerId);

  // Oldest first: the site reverses the list to show the newest first.
  app.route({
    ...contractRoute(favouriteEndpoints.list),
    handler: async (request) => list(request.params.pid),
  });

  app.route({
    ...contractRoute(favouriteEndpoints.add),
    handler: async (request) => {
      const { machineId, gameId } = request.query;
      if (!(await findGame(ctx, machineId, gameId))) throw notFound('No such game');
      await addFavourite(ctx.db, request.params.pid, machineId, gameId);
      return list(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(favouriteEndpoints.remove),
    handler: async (request) => {
      const { machineId, gameId } = request.query;
      await removeFavourite(ctx.db, request.params.pid, machineId, gameId);
      return list(request.params.pid);
    },
  });
}
