import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/api-error';
import { findGame } from '../../services/games-service';
import { PidParams } from '../route-helpers';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const ListQuery = Type.Object({ playerId: Type.Optional(Id), skinId: Type.Optional(Type.Integer()) });
const ChangeQuery = Type.Object({
  machineId: Id,
  gameId: Id,
  playerId: Type.Optional(Id),
  skinId: Type.Optional(Type.Integer()),
});

export async function favoriteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  const list = async (playerId: number) =>
    ctx.db.query<{ machine_id: number; game_id: number }>(
      'select machine_id, game_id from favorites where player_id = $1 order by seq',
      [playerId],
    );

  // Oldest first: the site reverses the list to show the newest first.
  app.get(
    '/937/player/:pid/games/favorite',
    { config: { auth: 'player' }, schema: { params: PidParams, querystring: ListQuery } },
    async (request) => list(request.params.pid),
  );

  app.post(
    '/937/player/:pid/games/favorites/playerid',
    { config: { auth: 'player' }, schema: { params: PidParams, querystring: ChangeQuery } },
    async (request) => {
      const { machineId, gameId } = request.query;
      if (!(await findGame(ctx, machineId, gameId))) throw notFound('No such game');
      await ctx.db.query(
        'insert into favorites (player_id, machine_id, game_id) values ($1, $2, $3) on conflict do nothing',
        [request.params.pid, machineId, gameId],
      );
      return list(request.params.pid);
    },
  );

  app.delete(
    '/937/player/:pid/games/favorites/playerid',
    { config: { auth: 'player' }, schema: { params: PidParams, querystring: ChangeQuery } },
    async (request) => {
      const { machineId, gameId } = request.query;
      await ctx.db.query('delete from favorites where player_id = $1 and machine_id = $2 and game_id = $3', [
        request.params.pid,
        machineId,
        gameId,
      ]);
      return list(request.params.pid);
    },
  );
}
