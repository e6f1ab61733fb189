import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError, notFound } from '../../lib/api-error';
import { headerOf } from '../../routes/route-helpers';
import { idDocumentFile } from '../verification';
import { PAYMENTS_SCRIPT } from './payments-desk-page';
import { deskHostOf } from './desk-request';
import type { HostRow } from './support-repository';
import { decideDocumentAtDesk, decideWithdrawalAtDesk, paymentsQueue } from './payments-desk';

// A row id is a PostgreSQL integer: a larger number names none (and must not reach the database).
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const DecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

/** A desk decision is JSON from the desk's script: a form on another page cannot send it (and its Origin is refused too). */
function requireJson(request: FastifyRequest): void {
  if (!(headerOf(request, 'content-type') ?? '').startsWith('application/json')) throw new ApiError(415, 'A desk decision is sent as JSON.');
}

/** Hosts of the requests in flight: found before the body is read or validated, so a caller without a desk session learns nothing else. */
const hosts = new WeakMap<FastifyRequest, HostRow>();
const hostOf = (request: FastifyRequest): HostRow => {
  const host = hosts.get(request);
  if (!host) throw new ApiError(401, 'Please sign in at the host desk.');
  return host;
};

/**
 * The desk's Payments queue (beside the chats): photo IDs to review and withdrawals to decide. Every
 * call needs a host's desk session and comes from the desk's own page (desk-request.ts).
 */
export async function paymentsDeskRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  const signedIn = { onRequest: async (request: FastifyRequest) => { hosts.set(request, await deskHostOf(ctx, request)); } };
  const signedInJson = {
    onRequest: async (request: FastifyRequest) => {
      hosts.set(request, await deskHostOf(ctx, request));
      requireJson(request);
    },
  };

  app.get('/support/desk/payments.js', async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(PAYMENTS_SCRIPT));

  app.get('/support/desk/payments', signedIn, async () => paymentsQueue(ctx));

  // The document itself, for the reviewing host only: shown in the page (inline), as what its bytes are, never cached.
  app.get('/support/desk/payments/documents/:id', { ...signedIn, schema: { params: IdParams } }, async (request, reply) => {
    const file = await idDocumentFile(ctx, request.params.id);
    if (!file) throw notFound('There is no such document.');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename="id-document-${request.params.id}.${file.extension}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store, private')
      .header('cross-origin-resource-policy', 'same-origin')
      // A picture opened in a tab runs nothing; a PDF keeps the browser's viewer (which a stricter policy would break).
      .header('content-security-policy', file.contentType === 'application/pdf' ? "frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'self'")
      .send(file.bytes);
  });

  app.post('/support/desk/payments/documents/:id', { ...signedInJson, schema: { params: IdParams, body: DecisionBody } },
    async (request) => decideDocumentAtDesk(ctx, hostOf(request), request.params.id, request.body));

  app.post('/support/desk/payments/withdrawals/:id', { ...signedInJson, schema: { params: IdParams, body: DecisionBody } },
    async (request) => decideWithdrawalAtDesk(ctx, hostOf(request), request.params.id, request.body));
}
