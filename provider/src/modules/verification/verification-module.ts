import type { FastifyInstance } from 'fastify';
import { verificationRoutes } from './verification-routes';
import { verificationStatus } from './verification-service';

/** Identity verification before a first withdrawal (decision 028): the player's details, or a photo ID a host reviews. */
export async function verificationModule(app: FastifyInstance) {
  const { ctx } = app;
  // The player details answer shows it and a withdrawal needs `verified`: those modules ask, this one owns the answer.
  ctx.events.answer('verification-status', (db, { playerId }) => verificationStatus(db, playerId));
  await app.register(verificationRoutes);
}
