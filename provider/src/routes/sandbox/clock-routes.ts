import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sandboxEndpoints } from 'shared-contract';
import { saveSetting } from '../../cluster/cluster-repository';
import { contractRoute } from '../contract-route';

/** Where the processes on one database keep how far the sandbox clock was moved. */
export const SANDBOX_CLOCK_SETTING = 'sandbox_clock_offset_ms';

/**
 * Sandbox: moves the provider's clock forward (never back) on every process, so a demo or a journey
 * can wait out a cooling-off, a time-out or a reality check in a moment.
 */
export async function clockRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx } = app;
  ctx.cluster.subscribe('clock.moved', ({ offsetMs }) => {
    ctx.config.clockOffsetMs = Math.max(ctx.config.clockOffsetMs, offsetMs);
  });
  app.route({
    ...contractRoute(sandboxEndpoints.advanceClock),
    handler: async (request) => {
      const offsetMs = await ctx.db.transaction(async (tx) => {
        const offset = ctx.config.clockOffsetMs + request.body.advance_minutes * 60_000;
        await saveSetting(tx, SANDBOX_CLOCK_SETTING, String(offset));
        await ctx.cluster.publish(tx, 'clock.moved', { offsetMs: offset });
        return offset;
      });
      ctx.config.clockOffsetMs = Math.max(ctx.config.clockOffsetMs, offsetMs);
      return { now: ctx.now().toISOString(), offset_minutes: Math.round(ctx.config.clockOffsetMs / 60_000) };
    },
  });
}
