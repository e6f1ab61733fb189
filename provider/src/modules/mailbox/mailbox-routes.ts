import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sandboxEndpoints } from 'shared-contract';
import { normaliseLogin } from '../../lib/validation';
import { contractRoute } from '../../routes/contract-route';
import { latestMailTo } from './mailbox-repository';

/** The sandbox's outbox: password-reset and username mails, readable by demos and e2e tests. */
export async function mailboxModule(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.route({
    ...contractRoute(sandboxEndpoints.mailbox),
    handler: async (request) => {
      const messages = await latestMailTo(app.ctx.db, normaliseLogin(request.query.email));
      // The driver gives a Date; the answer carries it as ISO 8601 text, as JSON.stringify did before.
      return { messages: messages.map((message) => ({ ...message, created_at: new Date(message.created_at).toISOString() })) };
    },
  });
}
