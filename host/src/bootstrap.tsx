import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'shared-api';
import { getEventBus } from 'shared-events';
import { App } from './app/app';
import { loadReleaseRegistry } from './remotes/release-registry';
import { SessionController } from './session/session-controller';

// The registry is fetched alongside the config; remotes wait for it, the shell does not.
void loadReleaseRegistry();
await loadRuntimeConfig();
new SessionController({ bus: getEventBus() }).start();
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
