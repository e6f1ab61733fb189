// The cashier module's Fastify plugin (its routes and listeners), registered by the app alone: other code uses index.ts.
export { cashierModule } from './cashier-routes';
