import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { marketingEndpoints } from 'shared-contract';
import { badRequest, forbidden, notFound } from '../../lib/api-error';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/tokens';
import { sessionOf } from '../../plugins/request-session';
import { isPlayerRef, setEmailPermit } from '../players';
import { insertAffiliateClick, insertSignupReport, savePreference } from './marketing-repository';
import { contractRoute } from '../../routes/contract-route';
import { rateLimited } from '../../routes/route-helpers';

/** How long an affiliate click token is kept for attribution. */
export const AFFILIATE_CLICK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const AFFILIATE_ID = /^[\w-]{1,64}$/;

/** Affiliate, marketing and signup-report calls of SPEC §7 "Other". */
export async function marketingModule(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  // Visitors arrive from affiliate links with no session, so this stays open, but it signs nothing:
  // the token is a fresh random click id (stored hashed, 30 days), not an HMAC of the id, so it
  // proves only "a visitor came through this link", which the link itself already says. Ids are
  // plain affiliate ids, and the call is rate-limited per address like login.
  app.route({
    ...contractRoute(marketingEndpoints.affiliateToken, rateLimited(app)),
    handler: async (request) => {
      const affiliateId = request.query.user_id;
      if (!AFFILIATE_ID.test(affiliateId)) throw badRequest('Invalid affiliate id.');
      const token = randomBytes(16).toString('hex');
      await insertAffiliateClick(ctx.db, hashToken(token), affiliateId, ctx.now(), new Date(ctx.now().getTime() + AFFILIATE_CLICK_LIFETIME_MS));
      return { token, user_id: affiliateId };
    },
  });

  app.route({
    ...contractRoute(marketingEndpoints.unsubscribe),
    handler: async (request) => {
      // The id is a player's userHash (from marketing mail); unknown ids are not an error to reveal.
      await setEmailPermit(ctx.db, { userHash: request.params.id }, false);
      await savePreference(ctx.db, request.params.id, false, ctx.now());
      return { message: 'You have been unsubscribed from marketing emails.' };
    },
  });

  app.route({
    ...contractRoute(marketingEndpoints.personPreferences, { auth: 'session', scope: 'account' }),
    handler: async (request) => {
      // The player's own preference only: the session decides who, custrefid must name that player.
      const session = sessionOf(request);
      const ref = String(request.body.custrefid);
      if (!(await isPlayerRef(ctx.db, session.playerId, ref))) throw forbidden('You can only change your own email preferences.');
      const permit = [true, 'true', '1', 1].includes(request.body.emailpermit);
      await setEmailPermit(ctx.db, { playerId: session.playerId }, permit);
      await savePreference(ctx.db, ref, permit, ctx.now());
      return { custrefid: ref, emailpermit: permit };
    },
  });

  // {token} of the signups call: an abandoned-signup report (SPEC §8). An anonymous write: rate-limited per address like login.
  app.route({
    ...contractRoute(marketingEndpoints.abandonedSignup, rateLimited(app)),
    handler: async (request, reply) => {
      const body = request.body;
      if (!body.email && !body.login) throw notFound('Nothing to report: give an email or a login.');
      await insertSignupReport(ctx.db, {
        login: body.login === undefined ? null : String(body.login), email: body.email ?? null,
        firstName: body.first_name === undefined ? null : String(body.first_name), lastName: body.last_name === undefined ? null : String(body.last_name),
        // The column is an integer: a larger number (the fuzz sent -970047812428) is no client type, and was a 500.
        clientId: Number.isInteger(Number(body.client_id)) && Math.abs(Number(body.client_id)) <= 2_147_483_647 ? Number(body.client_id) : null,
        startDate: body.start_date === undefined ? null : String(body.start_date),
      });
      reply.status(202);
      return { message: 'Signup report received.' };
    },
  });
}
