// The withdrawals module's Fastify plugin (its routes, listener and the sandbox payout), registered by the app alone: other code uses index.ts.
export { withdrawalsModule } from './withdrawals-module';
