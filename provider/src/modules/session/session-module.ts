import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { forgetSessions } from './session-cache';

/** Login, signup, logout, passwords, captcha-guarded account calls and the QuickPlay sign-in. */
export async function sessionModule(app: FastifyInstance) {
  // A remembered session carries its player's login.
  app.ctx.events.subscribe('player.renamed', async (_db, { playerId }) => forgetSessions(app.ctx, playerId));
  await app.register(authRoutes);
}
