import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { quickPlayEndpoints, type QuickPlayState } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { loginResponse } from '../../services/auth-service';
import type { PlayerRow } from '../../services/player-service';
import { liveQuickPlayHash, optInQuickPlay } from '../../services/quickplay-service';
import { createSession } from '../../services/session-service';
import { contractRoute } from '../contract-route';
import { rateLimited } from '../route-helpers';

/**
 * QuickPlay: an opted-in player gets a userhash (256 random bits) for email links; the link
 * signs the player in and does nothing else (it is not the player's userHash, not a session).
 * A hash expires after 7 days (a new one is issued), is replaced on a password change or reset,
 * and is destroyed by opting out; the sign-in is rate-limited per address like login.
 */
export async function quickplayRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const state = async (pid: number): Promise<QuickPlayState> => {
    const userhash = await liveQuickPlayHash(ctx, ctx.db, pid);
    return { optIn: userhash !== null, userhash };
  };

  app.route({
    ...contractRoute(quickPlayEndpoints.quickPlayState),
    handler: async (request) => state(request.params.pid),
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.optIn),
    handler: async (request) => {
      await optInQuickPlay(ctx, ctx.db, request.params.pid);
      return state(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.optOut),
    handler: async (request) => {
      await ctx.db.query('update players set quickplay_hash = null, quickplay_expires_at = null where id = $1', [request.params.pid]);
      return state(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.quickSignIn, rateLimited(app)),
    handler: async (request) => {
      const player = (await ctx.db.query<PlayerRow>(
        'select * from players where quickplay_hash = $1 and quickplay_expires_at > $2', [request.query.userhash, ctx.now()],
      ))[0];
      if (!player || ['Banned', 'Deactivated'].includes(player.player_class)) throw notFound('This QuickPlay link is no longer valid.');
      const session = await ctx.db.transaction((tx) => createSession(ctx, tx, player.id));
      return { ...loginResponse({ player, session }), optIn: true };
    },
  });
}
