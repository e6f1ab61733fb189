import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { currentPasswordRefusal } from './auth-service';
import { refreshRoutes } from './refresh-routes';
import { revokePlayerRefreshCredentials } from './refresh-credential-service';
import { forgetSessionHash, forgetSessions } from './session-cache';
import { endAllSessions, liveSessionOpeningRead } from './session-service';

/** Login, signup, logout, passwords, captcha-guarded account calls, the QuickPlay sign-in and the silent renewal. */
export async function sessionModule(app: FastifyInstance) {
  const { ctx } = app;
  // A remembered session carries its player's login: every process forgets it (after the change committed).
  ctx.events.subscribe('player.renamed', async (_db, { playerId }) => {
    forgetSessions(ctx, playerId);
    await ctx.cluster.publish(ctx.db, 'session.stale', { playerId });
  });
  ctx.cluster.subscribe('session.stale', ({ playerId }) => forgetSessions(ctx, playerId));
  // A time-out or self-exclusion ends every session and refresh credential at once, in its transaction.
  ctx.events.subscribe('player.restricted', async (tx, { playerId, kind }) => {
    await revokePlayerRefreshCredentials(ctx, tx, playerId, kind);
    await endAllSessions(ctx, tx, playerId);
  });
  // Sessions another process ended (this one's are forgotten already).
  ctx.cluster.subscribe('session.ended', ({ playerId, tokenHash }) => {
    if (tokenHash) forgetSessionHash(ctx, tokenHash);
    else forgetSessions(ctx, playerId);
  });
  // A paid act confirms its session under the player's lock, in its opening read (decision 050).
  ctx.events.readAtPaidActOpening((act) => (act.sessionTokenHash === null ? null : liveSessionOpeningRead(ctx, act.sessionTokenHash, act.now)));
  // The players module asks before an email or login change; the lockout counter is this module's.
  ctx.events.answer('current-password-refusal', (_db, { password, wrong, ...session }) => currentPasswordRefusal(ctx, session, password, wrong));
  await app.register(authRoutes);
  await app.register(refreshRoutes);
}
