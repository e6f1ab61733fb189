import { adoptCspNonce } from './csp-nonce';

adoptCspNonce();
// The async boundary lets Module Federation negotiate shared modules before any of them run.
void import('./bootstrap');
