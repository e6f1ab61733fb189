import { adoptCspNonce } from './csp-nonce';

adoptCspNonce();
import { requestConfig } from './app/config-request';
import { yieldToBrowser } from './app/yield-to-browser';
import { hintOverlaysOnIntent } from './remotes/overlay-hints';
import { requestReleasePlan } from './remotes/registry-request';
import { hintRouteRemote } from './remotes/route-hints';

// Before anything else: the page's releases (its release plan, or the registry where the page has
// none) and the config, read while the shell's own code downloads, and the files of the route's
// remote as soon as the release is known.
requestReleasePlan().catch(() => undefined);
requestConfig().catch(() => undefined);
hintRouteRemote(window.location.pathname);
// A finger on SIGN UP NOW (or another overlay's control) before the page is hydrated fetches that overlay's files now.
hintOverlaysOnIntent();
// The async boundary lets Module Federation negotiate shared modules before any of them run. In a
// task of its own: starting it (the shared modules' negotiation, a script tag per boot file) and
// the requests above are about 50 ms each on a slow phone, and one task of 100 ms blocks a tap.
void yieldToBrowser().then(() => import('./bootstrap'));
