import { webcrypto } from 'node:crypto';

// jsdom has no SubtleCrypto; the captcha solver needs it, exactly as in a browser.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Typing whole forms with user-event takes seconds on the 2-core machines this runs on.
jest.setTimeout(20_000);
