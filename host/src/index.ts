import { requestRegistry } from './remotes/registry-request';
import { hintRouteRemote } from './remotes/route-hints';

// Before anything else: the registry, and the route's remote hinted, while the shell's own code downloads.
requestRegistry().catch(() => undefined);
hintRouteRemote(window.location.pathname);
// The async boundary lets Module Federation negotiate shared modules before any of them run.
void import('./bootstrap');
