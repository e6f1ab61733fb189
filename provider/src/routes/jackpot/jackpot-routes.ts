import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { idempotencyKeyOf } from '../../services/idempotency';
import {
  claimJackpotHits, jackpotAmount, listJackpots, playerJackpots, setJackpotOptIn,
} from '../../services/jackpot-service';
import { PidParams } from '../route-helpers';

/** `{token}` of SPEC §7 is `<PROVIDER_PUBLIC_URL>/jackpot/lobby/`, returned by GET /937/jackpots. */
export async function jackpotRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.get(
    '/937/jackpots',
    { schema: { querystring: Type.Object({ forMoney: Type.Optional(Type.Boolean()), currencyCode: Type.Optional(Type.Literal('USD')) }) } },
    async () => listJackpots(ctx),
  );

  app.get('/jackpot/lobby/', async () => jackpotAmount(ctx));
  app.get('/jackpot/lobby', async () => jackpotAmount(ctx));

  app.get('/jackpot/lobby/:pid/jackpots', { config: { auth: 'player' }, schema: { params: PidParams } }, async (request) =>
    playerJackpots(ctx, request.params.pid));

  app.post(
    '/jackpot/lobby/:pid/jackpots/:guid',
    {
      config: { auth: 'player' },
      schema: {
        params: Type.Object({ pid: Type.Integer({ minimum: 1 }), guid: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({ optPlayer: Type.Boolean() }),
      },
    },
    async (request) => setJackpotOptIn(ctx, request.params.pid, request.params.guid, request.query.optPlayer),
  );

  app.post('/jackpot/lobby/:pid/hits', { config: { auth: 'player' }, schema: { params: PidParams } }, async (request) =>
    claimJackpotHits(ctx, request.params.pid, idempotencyKeyOf(request)));
}
