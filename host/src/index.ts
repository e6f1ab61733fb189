import { adoptCspNonce } from './csp-nonce';

adoptCspNonce();
import { requestConfig } from './app/config-request';
import { requestRegistry } from './remotes/registry-request';

// Before anything else: the registry and the config, read while the shell's own code downloads.
requestRegistry().catch(() => undefined);
requestConfig().catch(() => undefined);
// The async boundary lets Module Federation negotiate shared modules before any of them run.
void import('./bootstrap');
