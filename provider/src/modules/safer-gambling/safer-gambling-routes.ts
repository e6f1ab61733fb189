import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { saferGamblingEndpoints } from 'shared-contract';
import { contractRoute } from '../../routes/contract-route';
import { sessionOf } from '../../plugins/request-session';
import {
  answerRealityCheck, changeLimit, confirmLimit, saferGamblingState, selfExclude, setRealityCheck, takeTimeOut, withdrawLimitChange,
} from './safer-gambling-service';
import { activityStatement } from './statement-service';

/**
 * The player's own calls. Lowering a limit or taking a break is open to any session (a QuickPlay
 * link's too: protecting the player never needs the password); confirming a raise needs a password login.
 */
export async function saferGamblingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({ ...contractRoute(saferGamblingEndpoints.state), handler: async (request) => saferGamblingState(ctx, sessionOf(request)) });
  app.route({ ...contractRoute(saferGamblingEndpoints.changeLimit), handler: async (request) => changeLimit(ctx, sessionOf(request), request.body) });
  app.route({
    ...contractRoute(saferGamblingEndpoints.confirmLimit, { scope: 'account' }),
    handler: async (request) => confirmLimit(ctx, sessionOf(request), request.body),
  });
  app.route({
    ...contractRoute(saferGamblingEndpoints.withdrawLimitChange),
    handler: async (request) => withdrawLimitChange(ctx, sessionOf(request), request.body),
  });
  app.route({
    ...contractRoute(saferGamblingEndpoints.realityCheck),
    handler: async (request) => setRealityCheck(ctx, sessionOf(request), request.body.interval_minutes),
  });
  app.route({ ...contractRoute(saferGamblingEndpoints.answerRealityCheck), handler: async (request) => answerRealityCheck(ctx, sessionOf(request)) });
  app.route({ ...contractRoute(saferGamblingEndpoints.timeOut), handler: async (request) => takeTimeOut(ctx, sessionOf(request), request.body.duration) });
  app.route({
    ...contractRoute(saferGamblingEndpoints.selfExclusion),
    handler: async (request) => selfExclude(ctx, sessionOf(request), request.body.duration, request.body.confirmation),
  });
  app.route({
    ...contractRoute(saferGamblingEndpoints.statement),
    handler: async (request) => activityStatement(ctx, sessionOf(request).playerId, request.query),
  });
}
