import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { saferGamblingEndpoints } from 'shared-contract';
import { exactContractRoute } from '../../routes/contract-route';
import { sessionOf } from '../../plugins/request-session';
import {
  answerRealityCheck, changeLimit, confirmLimit, saferGamblingState, selfExclude, setRealityCheck, takeTimeOut, withdrawLimitChange,
} from './safer-gambling-service';
import { activityStatement } from './statement-service';

/**
 * The player's own calls, each checked exactly as the contract writes it (nothing converted: a limit
 * typed as `true` or `"1e3"` is refused, not read as another number). Lowering a limit or taking a break is open to any session (a QuickPlay
 * link's too: protecting the player never needs the password); confirming a raise needs a password login.
 */
export async function saferGamblingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({ ...exactContractRoute(saferGamblingEndpoints.state), handler: async (request) => saferGamblingState(ctx, sessionOf(request)) });
  app.route({ ...exactContractRoute(saferGamblingEndpoints.changeLimit), handler: async (request) => changeLimit(ctx, sessionOf(request), request.body) });
  app.route({
    ...exactContractRoute(saferGamblingEndpoints.confirmLimit, { scope: 'account' }),
    handler: async (request) => confirmLimit(ctx, sessionOf(request), request.body),
  });
  app.route({
    ...exactContractRoute(saferGamblingEndpoints.withdrawLimitChange),
    handler: async (request) => withdrawLimitChange(ctx, sessionOf(request), request.body),
  });
  app.route({
    ...exactContractRoute(saferGamblingEndpoints.realityCheck),
    handler: async (request) => setRealityCheck(ctx, sessionOf(request), request.body.interval_minutes),
  });
  app.route({ ...exactContractRoute(saferGamblingEndpoints.answerRealityCheck), handler: async (request) => answerRealityCheck(ctx, sessionOf(request)) });
  app.route({ ...exactContractRoute(saferGamblingEndpoints.timeOut), handler: async (request) => takeTimeOut(ctx, sessionOf(request), request.body.duration) });
  app.route({
    ...exactContractRoute(saferGamblingEndpoints.selfExclusion),
    handler: async (request) => selfExclude(ctx, sessionOf(request), request.body.duration, request.body.confirmation),
  });
  app.route({
    ...exactContractRoute(saferGamblingEndpoints.statement),
    handler: async (request) => activityStatement(ctx, sessionOf(request).playerId, request.query),
  });
}
