import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { couponEndpoints } from 'shared-contract';
import { badRequest, notFound } from '../../lib/api-error';
import {
  activeCouponView, cancelActiveCoupon, chooseFreeSpinGame, claimCashback, couponDetails, findCoupon, publicCouponBanners, publicCoupons,
  redeemCoupon, redeemDailyReward,
} from './coupon-service';
import { couponSvg } from './coupon-view';
import { idempotencyKeyOf } from '../wallet';
import { contractRoute } from '../../routes/contract-route';
import { getPlayer } from '../players';
import { sendArt } from '../../lib/title-art/art-route';
import { drawArtAhead } from '../../lib/title-art/draw-ahead';
import { ART_WIDTHS } from '../../lib/title-art/art-urls';

/** The static files' contract paths sit under /aws-static; older lobbies read them at the root. */
const STATIC_PREFIX = /^\/aws-static/;

export async function couponRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({
    ...contractRoute(couponEndpoints.activeCoupon),
    handler: async (request) => activeCouponView(ctx, request.params.pid),
  });

  app.route({
    ...contractRoute(couponEndpoints.cancelActiveCoupon),
    handler: async (request) => cancelActiveCoupon(ctx, request.params.pid),
  });

  app.route({
    ...contractRoute(couponEndpoints.couponDetails),
    handler: async (request) => couponDetails(ctx, request.params.pid),
  });

  app.route({
    ...contractRoute(couponEndpoints.redeemCoupon),
    handler: async (request) => {
      if (request.query.redeem === false) throw badRequest('Only redeem=true is supported.');
      return redeemCoupon(ctx, request.params.pid, request.query.couponCode, idempotencyKeyOf(request));
    },
  });

  app.route({
    ...contractRoute(couponEndpoints.redeemReward),
    handler: async (request) => redeemDailyReward(ctx, request.params.pid, request.body.coupon, idempotencyKeyOf(request)),
  });

  app.route({
    ...contractRoute(couponEndpoints.claimCashback),
    handler: async (request) => {
      const body = request.body ?? {};
      if (body.userHash) {
        if ((await getPlayer(ctx.db, request.params.pid)).user_hash !== body.userHash) throw badRequest('This cashback link belongs to another player.');
      }
      // txIdHash names one claim: the same hash replayed credits once.
      return claimCashback(ctx, request.params.pid, idempotencyKeyOf(request, body.txIdHash));
    },
  });

  app.route({
    ...contractRoute(couponEndpoints.chooseFreeSpinGame),
    handler: async (request) => chooseFreeSpinGame(ctx, request.params.pid, request.query.gameCode),
  });

  // The coupons' image_url and image_set point here: `<CODE>.<hash>.<width>.<format>`, one drawn banner per coupon.
  app.get<{ Params: { file: string } }>('/art/coupons/:file', async (request, reply) =>
    sendArt(ctx.art, reply, 'coupons', request.params.file, /^[A-Z0-9_-]{1,40}$/, async (code) => {
      const coupon = await findCoupon(ctx.db, code).catch(() => null);
      return coupon ? couponSvg(coupon) : undefined;
    }, () => notFound('No such image')));

  // The public coupons' banners at every width (the promotions page's first screen): a few files, drawn beside the tiles.
  drawArtAhead(app, ctx.art, 'the coupon banners', async () => {
    const banners = await publicCouponBanners(ctx);
    return ART_WIDTHS.coupons.flatMap((width) => banners.map((svg) => ({ svg, width })));
  });

  const bare = (path: string) => path.replace(STATIC_PREFIX, '');

  app.route({ ...contractRoute(couponEndpoints.publicCoupons), handler: async () => publicCoupons(ctx) });
  app.route({ ...contractRoute(couponEndpoints.publicCoupons), url: bare(couponEndpoints.publicCoupons.path), handler: async () => publicCoupons(ctx) });
}
