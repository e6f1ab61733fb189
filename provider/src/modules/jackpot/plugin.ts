// The jackpot module's Fastify plugin (its routes and listeners), registered by the app alone: other code uses index.ts.
export { jackpotModule } from './jackpot-module';
