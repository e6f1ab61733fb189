import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { favouriteEndpoints } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { findGame } from '../../services/games-service';
import { contractRoute } from '../contract-route';

export async function favouriteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  const list = async (playerId: number) =>
    ctx.db.query<{ machine_id: number; game_id: number }>(
      'select machine_id, game_id from favorites where player_id = $1 order by seq',
      [playerId],
    );

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
      await ctx.db.query(
        'insert into favorites (player_id, machine_id, game_id) values ($1, $2, $3) on conflict do nothing',
        [request.params.pid, machineId, gameId],
      );
      return list(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(favouriteEndpoints.remove),
    handler: async (request) => {
      const { machineId, gameId } = request.query;
      await ctx.db.query('delete from favorites where player_id = $1 and machine_id = $2 and game_id = $3', [
        request.params.pid,
        machineId,
        gameId,
      ]);
      return list(request.params.pid);
    },
  });
}
