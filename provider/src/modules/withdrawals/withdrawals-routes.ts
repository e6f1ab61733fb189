import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { withdrawalEndpoints } from 'shared-contract';
import { contractRoute } from '../../routes/contract-route';
import { sessionOf } from '../../plugins/request-session';
import { idempotencyKeyOf } from '../wallet';
import { cancelWithdrawal, listWithdrawals, payApprovedWithdrawals, requestWithdrawal } from './withdrawals-service';

const SANDBOX_PAYOUT_POLL_MS = 2000;

/** The player's calls; a request needs a password login (a QuickPlay link's session cannot withdraw). */
export async function withdrawalsModule(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  app.route({
    ...contractRoute(withdrawalEndpoints.request, { scope: 'account' }),
    handler: async (request) => requestWithdrawal(ctx, sessionOf(request), request.body, idempotencyKeyOf(request)),
  });
  app.route({ ...contractRoute(withdrawalEndpoints.list), handler: async (request) => listWithdrawals(ctx, request.params.pid) });
  app.route({
    ...contractRoute(withdrawalEndpoints.cancel),
    handler: async (request) => cancelWithdrawal(ctx, request.params.pid, request.params.id),
  });
  if (ctx.config.sandbox) {
    // The sandbox's payment processor: approved withdrawals are paid a short delay after approval.
    const timer = setInterval(() => {
      payApprovedWithdrawals(ctx).catch((error: unknown) => app.log.error({ err: error }, 'sandbox payout failed'));
    }, SANDBOX_PAYOUT_POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
