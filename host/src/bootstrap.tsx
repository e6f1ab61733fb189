import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, provideSession } from 'shared-api';
import { getEventBus } from 'shared-events';
import { App } from './app/app';
import { preloadPageChunk } from './app/app-routes';
import { loadReleaseRegistry } from './remotes/release-registry';
import { SessionController } from './session/session-controller';

// The registry is fetched alongside the config; remotes wait for it, the shell does not.
void loadReleaseRegistry();
preloadPageChunk(window.location.pathname);
await loadRuntimeConfig();
const session = new SessionController({ bus: getEventBus() });
// Set once at boot: every remote's provider calls take the session token from the host's store.
provideSession(session.sessionPort());
session.start();
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
