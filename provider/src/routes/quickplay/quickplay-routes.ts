import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { quickPlayEndpoints, type QuickPlayState } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { newToken } from '../../lib/tokens';
import { loginResponse } from '../../services/auth-service';
import type { PlayerRow } from '../../services/player-service';
import { createSession } from '../../services/session-service';
import { contractRoute } from '../contract-route';

/**
 * QuickPlay: an opted-in player gets a userhash (128+ random bits) for email links; the link
 * signs the player in. Opting out destroys the hash, so old links stop working.
 */
export async function quickplayRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const state = async (pid: number): Promise<QuickPlayState> => {
    const row = (await ctx.db.query<{ quickplay_hash: string | null }>('select quickplay_hash from players where id = $1', [pid]))[0];
    return { optIn: Boolean(row?.quickplay_hash), userhash: row?.quickplay_hash ?? null };
  };

  app.route({
    ...contractRoute(quickPlayEndpoints.quickPlayState),
    handler: async (request) => state(request.params.pid),
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.optIn),
    handler: async (request) => {
      await ctx.db.query('update players set quickplay_hash = coalesce(quickplay_hash, $2) where id = $1', [request.params.pid, newToken()]);
      return state(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.optOut),
    handler: async (request) => {
      await ctx.db.query('update players set quickplay_hash = null where id = $1', [request.params.pid]);
      return state(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.quickSignIn),
    handler: async (request) => {
      const player = (await ctx.db.query<PlayerRow>('select * from players where quickplay_hash = $1', [request.query.userhash]))[0];
      if (!player || ['Banned', 'Deactivated'].includes(player.player_class)) throw notFound('This QuickPlay link is no longer valid.');
      const session = await ctx.db.transaction((tx) => createSession(ctx, tx, player.id));
      return { ...loginResponse({ player, session }), optIn: true };
    },
  });
}
