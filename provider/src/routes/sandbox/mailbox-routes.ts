import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sandboxEndpoints } from 'shared-contract';
import { normaliseLogin } from '../../lib/validation';
import { contractRoute } from '../contract-route';

/** The sandbox's outbox: password-reset and username mails, readable by demos and e2e tests. */
export async function mailboxRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...contractRoute(sandboxEndpoints.mailbox),
    handler: async (request) => {
      const messages = await app.ctx.db.query<{ subject: string; body: string; created_at: Date }>(
        'select subject, body, created_at from mail_outbox where to_email = $1 order by id desc limit 20',
        [normaliseLogin(request.query.email)],
      );
      // The driver gives a Date; the answer carries it as ISO 8601 text, as JSON.stringify did before.
      return { messages: messages.map((message) => ({ ...message, created_at: new Date(message.created_at).toISOString() })) };
    },
  });
}
