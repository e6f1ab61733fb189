import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';

/** Login, signup, logout, passwords, captcha-guarded account calls and the QuickPlay sign-in. */
export async function sessionModule(app: FastifyInstance) {
  await app.register(authRoutes);
}
