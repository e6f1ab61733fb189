// The verification module's Fastify plugin (its routes and answers), registered by the app alone: other code uses index.ts.
export { verificationModule } from './verification-module';
