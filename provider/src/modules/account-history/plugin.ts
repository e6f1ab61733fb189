// The account-history module's Fastify plugin (its routes), registered by the app alone.
export { accountHistoryModule } from './history-routes';
