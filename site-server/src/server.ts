import { siteServerOptionsFromEnvironment } from './config/site-server-options';
import { createSiteServer } from './app';

// A site-server process: its options from its environment (what `pnpm start --site-servers N` hands it,
// or a deployment's), listening on PORT at HOST (127.0.0.1). app.ts builds the server; this file only runs it.

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Site server: PORT must be a port number, not "${process.env.PORT ?? ''}".`);
  process.exit(2);
}

let options;
try {
  options = await siteServerOptionsFromEnvironment();
} catch (error) {
  console.error(`Site server on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { health } = options.releases;
const app = await createSiteServer(options);

/** How long requests in flight may take to finish before the process stops anyway. */
const STOP_DEADLINE_MS = 10_000;

let stopping = false;
/**
 * A graceful stop: no new connections, requests in flight answered, then the health database closed.
 * nginx keeps connections alive: Node closes those idle when the close begins, so the ones that finish
 * a request later are closed as they go idle (else the close waits for nginx to drop them).
 */
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(`Site server on port ${port}: requests still in flight after ${STOP_DEADLINE_MS / 1000} s; stopping anyway.`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    await health.close();
  } finally {
    clearInterval(sweep);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
