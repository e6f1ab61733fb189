// The players module's Fastify plugin (its routes and listeners), registered by the app alone: other code uses index.ts.
export { playersModule } from './players-module';
