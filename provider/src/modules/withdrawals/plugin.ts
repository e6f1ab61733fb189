// The withdrawals module's Fastify plugin (its routes and the sandbox payout), registered by the app alone: other code uses index.ts.
export { withdrawalsModule } from './withdrawals-routes';
