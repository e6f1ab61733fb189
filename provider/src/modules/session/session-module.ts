import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { refreshRoutes } from './refresh-routes';
import { forgetSessions } from './session-cache';

/** Login, signup, logout, passwords, captcha-guarded account calls, the QuickPlay sign-in and the silent renewal. */
export async function sessionModule(app: FastifyInstance) {
  // A remembered session carries its player's login.
  app.ctx.events.subscribe('player.renamed', async (_db, { playerId }) => forgetSessions(app.ctx, playerId));
  await app.register(authRoutes);
  await app.register(refreshRoutes);
}
