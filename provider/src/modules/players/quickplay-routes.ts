import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { quickPlayEndpoints, type QuickPlayState } from 'shared-contract';
import { sessionOf } from '../../plugins/request-session';
import { isOptedInToQuickPlay, liveQuickPlayHash, optInQuickPlay, optOutQuickPlay } from './quickplay-service';
import { contractRoute } from '../../routes/contract-route';

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
    handler: async (request) => {
      // A QuickPlay link's session learns whether QuickPlay is on, never the link's hash: reading it
      // would renew an expired link and let one forwarded email keep a way in for good.
      if (sessionOf(request).scope !== 'full') return { optIn: await isOptedInToQuickPlay(ctx.db, request.params.pid), userhash: null };
      return state(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.optIn, { scope: 'account' }),
    handler: async (request) => {
      await optInQuickPlay(ctx, ctx.db, request.params.pid);
      return state(request.params.pid);
    },
  });

  app.route({
    ...contractRoute(quickPlayEndpoints.optOut, { scope: 'account' }),
    handler: async (request) => {
      await optOutQuickPlay(ctx.db, request.params.pid);
      return state(request.params.pid);
    },
  });
}
