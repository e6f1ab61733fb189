import type { FastifyInstance } from 'fastify';
import { memorySessionPort, provideSession, resetSessionPort, useRuntimeConfig } from 'shared-api';
import { SANDBOX_CASHIER_PATH } from 'shared-contract';
import { createTestApp, login, type PlayerSession } from '../testing/test-app';

/**
 * The real provider (PGlite in memory) listening on a free loopback port, with the site's
 * runtime config and session port pointed at it: shared-api's typed clients then run exactly
 * as in the browser, and every answer is checked against the contract.
 */
export interface LiveProvider {
  app: FastifyInstance;
  url: string;
  /** Logs a player in and makes the clients send their session token. */
  actAs(login: string): Promise<PlayerSession>;
  /** Makes the clients send no session token. */
  actAsVisitor(): void;
  close(): Promise<void>;
}

export async function startLiveProvider(): Promise<LiveProvider> {
  const app = await createTestApp({ random: () => 0.99 });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  useRuntimeConfig({ providerApiUrl: address, gameClientUrl: `${address}/games/client`, cashierUrl: `${address}${SANDBOX_CASHIER_PATH}` });
  return {
    app,
    url: address,
    async actAs(name) {
      const session = await login(app, name);
      provideSession(memorySessionPort({ sessionToken: () => session.token }));
      return session;
    },
    actAsVisitor: () => resetSessionPort(),
    async close() {
      resetSessionPort();
      await app.close();
    },
  };
}
