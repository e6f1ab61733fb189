import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { marketingEndpoints } from 'shared-contract';
import { notFound } from '../../lib/api-error';
import { hmac } from '../../lib/tokens';
import { contractRoute } from '../contract-route';

/** Affiliate, marketing and signup-report calls of SPEC §7 "Other". */
export async function marketingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({
    ...contractRoute(marketingEndpoints.affiliateToken),
    handler: async (request) => ({ token: hmac(ctx.config.secret, `aff:${request.query.user_id}`).slice(0, 32), user_id: request.query.user_id }),
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
      const ref = String(request.body.custrefid);
      const permit = [true, 'true', '1', 1].includes(request.body.emailpermit);
      await ctx.db.query('update players set email_permit = $2 where user_hash = $1 or id::text = $1', [ref, permit]);
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
          Number.isInteger(Number(body.client_id)) ? Number(body.client_id) : null,
          body.start_date === undefined ? null : String(body.start_date),
        ],
      );
      reply.status(202);
      return { message: 'Signup report received.' };
    },
  });
}
