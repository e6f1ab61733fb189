import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { marketingEndpoints } from 'shared-contract';
import { badRequest, forbidden, notFound } from '../../lib/api-error';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/tokens';
import { requireSession } from '../../plugins/auth-hook';
import { contractRoute } from '../contract-route';
import { rateLimited } from '../route-helpers';

/** How long an affiliate click token is kept for attribution. */
export const AFFILIATE_CLICK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const AFFILIATE_ID = /^[\w-]{1,64}$/;

/** Affiliate, marketing and signup-report calls of SPEC §7 "Other". */
export async function marketingRoutes(instance: FastifyInstance) {
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
      await ctx.db.query('insert into affiliate_clicks (token_hash, affiliate_id, created_at, expires_at) values ($1, $2, $3, $4)', [
        hashToken(token), affiliateId, ctx.now(), new Date(ctx.now().getTime() + AFFILIATE_CLICK_LIFETIME_MS),
      ]);
      return { token, user_id: affiliateId };
    },
  });

  app.route({
    ...contractRoute(marketingEndpoints.unsubscribe),
    handler: async (request) => {
      // The id is a player's userHash (from marketing mail); unknown ids are not an error to reveal.
      await ctx.db.query('update players set email_permit = false where user_hash = $1', [request.params.id]);
      await ctx.db.query(
        `insert into marketing_preferences (ref, email_permit, updated_at) values ($1, false, $2)
         on conflict (ref) do update set email_permit = false, updated_at = excluded.updated_at`,
        [request.params.id, ctx.now()],
      );
      return { message: 'You have been unsubscribed from marketing emails.' };
    },
  });

  app.route({
    ...contractRoute(marketingEndpoints.personPreferences),
    handler: async (request) => {
      // The player's own preference only: the session decides who, custrefid must name that player.
      const session = await requireSession(app, request);
      const ref = String(request.body.custrefid);
      const own = await ctx.db.query('select 1 from players where id = $1 and (id::text = $2 or user_hash = $2)', [session.playerId, ref]);
      if (own.length === 0) throw forbidden('You can only change your own email preferences.');
      const permit = [true, 'true', '1', 1].includes(request.body.emailpermit);
      await ctx.db.query('update players set email_permit = $2 where id = $1', [session.playerId, permit]);
      await ctx.db.query(
        `insert into marketing_preferences (ref, email_permit, updated_at) values ($1, $2, $3)
         on conflict (ref) do update set email_permit = excluded.email_permit, updated_at = excluded.updated_at`,
        [ref, permit, ctx.now()],
      );
      return { custrefid: ref, emailpermit: permit };
    },
  });

  // {token} of the signups call: an abandoned-signup report (SPEC §8).
  app.route({
    ...contractRoute(marketingEndpoints.abandonedSignup),
    handler: async (request, reply) => {
      const body = request.body;
      if (!body.email && !body.login) throw notFound('Nothing to report: give an email or a login.');
      await ctx.db.query(
        'insert into signup_reports (login, email, first_name, last_name, client_id, start_date) values ($1, $2, $3, $4, $5, $6)',
        [
          body.login === undefined ? null : String(body.login), body.email ?? null,
          body.first_name === undefined ? null : String(body.first_name), body.last_name === undefined ? null : String(body.last_name),
          // The column is an integer: a larger number (the fuzz sent -970047812428) is no client type, and was a 500.
          Number.isInteger(Number(body.client_id)) && Math.abs(Number(body.client_id)) <= 2_147_483_647 ? Number(body.client_id) : null,
          body.start_date === undefined ? null : String(body.start_date),
        ],
      );
      reply.status(202);
      return { message: 'Signup report received.' };
    },
  });
}
