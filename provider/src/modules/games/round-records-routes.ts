import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountHistoryEndpoints, GAME_TOKEN_HEADER, gameRoundEndpoints } from 'shared-contract';
import { contractRoute } from '../../routes/contract-route';
import { headerOf } from '../../routes/route-helpers';
import { resolveGameSession } from './game-sessions-service';
import { fairnessState, playerRoundDetail, replayRound, rotateSeedPair } from './round-records-service';

/** A round with its seeds for the player's history page and the game client's replay; the player's seed pairs (decision 031). */
export async function roundRecordsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({
    ...contractRoute(accountHistoryEndpoints.round),
    handler: async (request) => playerRoundDetail(ctx, request.params.pid, request.params.roundId),
  });
  app.route({ ...contractRoute(accountHistoryEndpoints.fairness), handler: async (request) => fairnessState(ctx, request.params.pid) });
  app.route({
    ...contractRoute(accountHistoryEndpoints.rotate),
    handler: async (request) => rotateSeedPair(ctx, request.params.pid, request.body),
  });
  app.route({
    ...contractRoute(gameRoundEndpoints.replayRound),
    handler: async (request) => replayRound(ctx, await resolveGameSession(ctx, headerOf(request, GAME_TOKEN_HEADER)), request.params.roundId),
  });
}
