import type { FastifyInstance } from 'fastify';
import { startPayoutSweep } from './payout-sweep';
import { withdrawalsRoutes } from './withdrawals-routes';
import { payApprovedWithdrawals, returnCashOnSelfExclusion } from './withdrawals-service';

/**
 * Payouts: the player's withdrawal calls, the cash a self-exclusion returns (in the exclusion's transaction), and in
 * sandbox mode the payment processor that pays approved withdrawals on its own, started with the app and stopped with it.
 */
export async function withdrawalsModule(app: FastifyInstance) {
  const { ctx } = app;
  // A time-out is a pause: the money stays. A self-exclusion returns the cash (decision 027).
  ctx.events.subscribe('player.restricted', async (tx, { playerId, kind }) => {
    if (kind === 'self-exclusion') await returnCashOnSelfExclusion(ctx, tx, playerId);
    return {};
  });
  const sweepMs = ctx.config.payoutSweepMs;
  if (ctx.config.sandbox && sweepMs > 0) {
    let sweep: ReturnType<typeof startPayoutSweep> | undefined;
    app.addHook('onReady', async () => {
      sweep = startPayoutSweep(
        () => payApprovedWithdrawals(ctx), (error, id) => app.log.error({ err: error, withdrawalId: id }, 'sandbox payout failed'), sweepMs,
      );
    });
    app.addHook('onClose', async () => sweep?.stop());
  }
  await app.register(withdrawalsRoutes);
}
