import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { couponEndpoints, jackpotEndpoints } from 'shared-contract';
import { idempotencyKeyOf } from '../wallet';
import {
  claimJackpotHits, jackpotAmount, jackpotWinners, listJackpots, playerJackpots, setJackpotOptIn,
} from './jackpot-service';
import { contractRoute } from '../../routes/contract-route';

const STATIC_PREFIX = /^\/aws-static/;

/** `{token}` of SPEC §7 is `<PROVIDER_PUBLIC_URL>/jackpot/lobby/`, returned by GET /937/jackpots. */
export async function jackpotRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({ ...contractRoute(jackpotEndpoints.jackpots), handler: async () => listJackpots(ctx) });

  const amount = contractRoute(jackpotEndpoints.amount);
  // `{token}` as given ends in a slash; a client that trims it gets the same answer.
  app.route({ ...amount, handler: async () => jackpotAmount(ctx) });
  app.route({ ...amount, url: amount.url.replace(/\/$/, ''), handler: async () => jackpotAmount(ctx) });

  app.route({
    ...contractRoute(jackpotEndpoints.playerJackpots),
    handler: async (request) => playerJackpots(ctx, request.params.pid),
  });

  app.route({
    ...contractRoute(jackpotEndpoints.optIn),
    handler: async (request) => setJackpotOptIn(ctx, request.params.pid, request.params.guid, request.query.optPlayer),
  });

  app.route({
    ...contractRoute(jackpotEndpoints.claimHits),
    handler: async (request) => claimJackpotHits(ctx, request.params.pid, idempotencyKeyOf(request)),
  });

  // The lobby's recent winners file, under /aws-static/ and without it (the contract lists it with the coupon files).
  const winners = contractRoute(couponEndpoints.lobbyJackpotWinners);
  app.route({ ...winners, handler: async () => jackpotWinners(ctx) });
  app.route({ ...winners, url: winners.url.replace(STATIC_PREFIX, ''), handler: async () => jackpotWinners(ctx) });
}
