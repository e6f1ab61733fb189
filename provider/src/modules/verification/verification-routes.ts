import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_ID_DOCUMENT_BYTES, verificationEndpoints } from 'shared-contract';
import { ApiError, badRequest } from '../../lib/api-error';
import { contractRoute, exactContractRoute } from '../../routes/contract-route';
import { rateLimited } from '../../routes/route-helpers';
import { DOCUMENT_TOO_LARGE, decodedSize } from './id-document';
import { submitDetails, uploadDocument, verificationState } from './verification-service';

/**
 * The upload's JSON carries the file as base64 (4 characters for 3 bytes): room for a 5 MB file and
 * more, so a file somewhat over the limit reaches the size rule and its message, not the app's 64 KB limit.
 */
export const DOCUMENT_BODY_LIMIT = 12 * 1024 * 1024;

/** The player's calls; giving details or a document changes the account, so a QuickPlay link's session cannot. */
export async function verificationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;

  app.route({ ...contractRoute(verificationEndpoints.state), handler: async (request) => verificationState(ctx.db, request.params.pid) });

  app.route({
    // Guards the identity check: the body is taken as written (a number is no SSN digits), converting nothing.
    ...exactContractRoute(verificationEndpoints.submitDetails, { scope: 'account' }),
    handler: async (request) => submitDetails(ctx, request.params.pid, request.body),
  });

  app.route({
    // Rate-limited per address before its body is read: a body of up to 12 MB is parsed before the session is checked,
    // so a caller who is no player could otherwise have the provider parse them without end (decision 051).
    ...contractRoute(verificationEndpoints.uploadDocument, { scope: 'account', ...rateLimited(app) }),
    bodyLimit: DOCUMENT_BODY_LIMIT,
    // A body larger still is refused before it is read, in the same words.
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length'] ?? 0) > DOCUMENT_BODY_LIMIT) throw new ApiError(413, DOCUMENT_TOO_LARGE);
    },
    // Before the schema: a file over 5 MB is told so, rather than that a string is too long.
    preValidation: async (request: FastifyRequest) => {
      const content = (request.body as { content_base64?: unknown } | undefined)?.content_base64;
      if (typeof content === 'string' && decodedSize(content) > MAX_ID_DOCUMENT_BYTES) throw badRequest(DOCUMENT_TOO_LARGE);
    },
    handler: async (request) => uploadDocument(ctx, request.params.pid, request.body),
  });
}
