import type { FastifyInstance } from 'fastify';
import { saferGamblingRoutes } from './safer-gambling-routes';
import { depositRefusal, paidStakeOpeningRead, paidStakeRefusal, personRefusal, selfExclude, sessionRefusal } from './safer-gambling-service';

/**
 * Safer gambling (decision 016): limits, reality checks, time-outs and self-exclusion. The money
 * paths ask it inside their own transactions; it answers in words the player reads.
 */
export async function saferGamblingModule(app: FastifyInstance) {
  const { ctx } = app;
  // The password's self-exclusion, without a session (the session module checked the password): the audit names no session.
  ctx.events.answer('password-self-exclusion', (_db, ask) => selfExclude(ctx, { playerId: ask.playerId, sessionId: null }, ask.duration, ask.confirmation));
  ctx.events.answer('person-refusal', (_db, ask) => personRefusal(ctx, ask));
  ctx.events.answer('session-refusal', (db, { playerId }) => sessionRefusal(ctx, db, playerId));
  ctx.events.answer('paid-stake-refusal', (db, ask) => paidStakeRefusal(ctx, db, ask));
  // A paid act that starts a round reads its stake's rules with the act's other reads (decision 044).
  ctx.events.readAtPaidActOpening(paidStakeOpeningRead);
  ctx.events.answer('deposit-refusal', (db, ask) => depositRefusal(ctx, db, ask));
  await app.register(saferGamblingRoutes);
}
