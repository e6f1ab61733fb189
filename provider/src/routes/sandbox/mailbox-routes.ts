import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normaliseLogin } from '../../lib/validation';

/** The sandbox's outbox: password-reset and username mails, readable by demos and e2e tests. */
export async function mailboxRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/sandbox/mailbox',
    { schema: { querystring: Type.Object({ email: Type.String({ minLength: 3, maxLength: 200 }) }) } },
    async (request) => {
      const messages = await app.ctx.db.query<{ subject: string; body: string; created_at: Date }>(
        'select subject, body, created_at from mail_outbox where to_email = $1 order by id desc limit 20',
        [normaliseLogin(request.query.email)],
      );
      return { messages };
    },
  );
}
