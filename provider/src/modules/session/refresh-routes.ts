import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sessionEndpoints } from 'shared-contract';
import { contractRoute } from '../../routes/contract-route';
import { loginResponse } from './auth-service';
import { checkRefreshOrigin, clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { renewWithRefreshCredential } from './refresh-credential-service';

/** POST /937/session/refresh: the browser's refresh cookie for a new session and the next cookie (docs/decisions/014). */
export async function refreshRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({
    ...contractRoute(sessionEndpoints.refresh),
    handler: async (request, reply) => {
      checkRefreshOrigin(request, ctx);
      try {
        const renewal = await renewWithRefreshCredential(ctx, refreshCookieOf(request));
        setRefreshCookie(reply, ctx, renewal.next);
        return loginResponse(renewal);
      } catch (error) {
        // A refused credential is of no more use: the browser forgets it.
        clearRefreshCookie(reply, ctx);
        throw error;
      }
    },
  });
}
