import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../lib/api-error';
import {
  activeCouponView, cancelActiveCoupon, chooseFreeSpinGame, claimCashback, couponDetails, publicCoupons, redeemCoupon,
  redeemDailyReward,
} from '../../services/coupon-service';
import { idempotencyKeyOf } from '../../services/idempotency';
import { jackpotWinners } from '../../services/jackpot-service';
import { PidParams } from '../route-helpers';

const Code = Type.String({ minLength: 1, maxLength: 40 });
const StrOrNum = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]));

export async function couponRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const auth = { auth: 'player' as const };

  app.get('/937/players/:pid/active-coupon', { config: auth, schema: { params: PidParams } }, async (request) =>
    activeCouponView(ctx, request.params.pid));

  app.delete('/937/players/:pid/active-coupon', { config: auth, schema: { params: PidParams } }, async (request) =>
    cancelActiveCoupon(ctx, request.params.pid));

  app.get(
    '/937/players/:pid/coupondetails',
    { config: auth, schema: { params: PidParams, querystring: Type.Object({ login: Type.Optional(Type.String({ maxLength: 200 })) }) } },
    async (request) => couponDetails(ctx, request.params.pid),
  );

  app.post(
    '/937/v2/players/:pid/coupons',
    {
      config: auth,
      schema: {
        params: PidParams,
        querystring: Type.Object({
          login: Type.Optional(Type.String({ maxLength: 200 })),
          couponCode: Code,
          redeem: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (request) => {
      if (request.query.redeem === false) throw badRequest('Only redeem=true is supported.');
      return redeemCoupon(ctx, request.params.pid, request.query.couponCode, idempotencyKeyOf(request));
    },
  );

  app.post(
    '/937/player/:pid/rewards/redeem',
    {
      config: auth,
      schema: { params: PidParams, body: Type.Object({ player_id: StrOrNum, coupon: Code, skin_id: StrOrNum }) },
    },
    async (request) => redeemDailyReward(ctx, request.params.pid, request.body.coupon, idempotencyKeyOf(request)),
  );

  app.post(
    '/937/player/:pid/rewards/cashback',
    {
      config: auth,
      schema: {
        params: PidParams,
        querystring: Type.Object({ login: Type.Optional(Type.String({ maxLength: 200 })) }),
        body: Type.Optional(Type.Object({
          txIdHash: Type.Optional(Type.String({ maxLength: 128 })),
          userHash: Type.Optional(Type.String({ maxLength: 128 })),
        })),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.userHash) {
        const rows = await ctx.db.query('select 1 from players where id = $1 and user_hash = $2', [request.params.pid, body.userHash]);
        if (rows.length === 0) throw badRequest('This cashback link belongs to another player.');
      }
      // txIdHash names one claim: the same hash replayed credits once.
      return claimCashback(ctx, request.params.pid, idempotencyKeyOf(request, body.txIdHash));
    },
  );

  app.put(
    '/937/players/:pid/coupons/games',
    {
      config: auth,
      schema: { params: PidParams, querystring: Type.Object({ gameCode: Type.String({ minLength: 1, maxLength: 80 }) }) },
    },
    async (request) => chooseFreeSpinGame(ctx, request.params.pid, request.query.gameCode),
  );

  for (const prefix of ['', '/aws-static']) {
    app.get(`${prefix}/rtgcoupons.json`, async () => publicCoupons(ctx));
    app.get(`${prefix}/rtglobbyjackpotwinners.json`, async () => jackpotWinners(ctx));
  }
}
