import { adoptCspNonce } from './csp-nonce';

adoptCspNonce();
import { requestRegistry } from './remotes/registry-request';

// Before anything else: the registry, read while the shell's own code downloads.
requestRegistry().catch(() => undefined);
// The async boundary lets Module Federation negotiate shared modules before any of them run.
void import('./bootstrap');
