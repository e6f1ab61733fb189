// The safer-gambling module's Fastify plugin (its routes and listeners), registered by the app alone: other code uses index.ts.
export { saferGamblingModule } from './safer-gambling-module';
