import { adoptCspNonce } from './csp-nonce';

adoptCspNonce();
import { requestConfig } from './app/config-request';
import { requestRegistry } from './remotes/registry-request';
import { hintRouteRemote } from './remotes/route-hints';

// Before anything else: the registry and the config, read while the shell's own code downloads,
// and the files of the route's remote as soon as the registry names its release.
requestRegistry().catch(() => undefined);
requestConfig().catch(() => undefined);
hintRouteRemote(window.location.pathname);
// The async boundary lets Module Federation negotiate shared modules before any of them run.
void import('./bootstrap');
