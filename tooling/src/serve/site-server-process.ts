import { siteServerOptionsFromEnvironment } from '../start/site-server-options';
import { createSiteServer } from './site-server';

// One site server of several behind nginx (`pnpm start --site-servers N`, tooling/src/start/site-servers.ts):
// its options from the environment `pnpm start` hands it, listening on PORT at HOST (127.0.0.1).

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

let stopping = false;
/** A graceful stop: no new connections, requests in flight answered, then the health database closed. */
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    await health.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
