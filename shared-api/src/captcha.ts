import type { Challenge, Solution } from 'altcha-lib';
import type { AxiosInstance } from 'axios';
import { getProviderClient } from './provider-client';

/** SPEC §7: the captcha token is fetched up to 5 times, 500 ms apart. */
export const CAPTCHA_ATTEMPTS = 5;
export const CAPTCHA_RETRY_MS = 500;

type Solver = (challenge: Challenge) => Promise<Solution | null>;

/** The primary solver: the ALTCHA library, loaded as its own chunk when first needed. */
const librarySolver: Solver = async (challenge) => {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
  return solveChallenge({ challenge, deriveKey });
};

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * The backup solver, for when the library's chunk cannot be loaded: the same SHA proof of work
 * (salt + nonce + big-endian uint32 counter, hashed `cost` times, until the key starts with the prefix).
 */
export const builtInSolver: Solver = async (challenge) => {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  if (!['SHA-256', 'SHA-384', 'SHA-512'].includes(algorithm)) return null;
  const saltBytes = fromHex(salt);
  const nonceBytes = fromHex(nonce);
  const input = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  input.set(saltBytes, 0);
  input.set(nonceBytes, saltBytes.length);
  const counterView = new DataView(input.buffer, saltBytes.length + nonceBytes.length, 4);
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter <= 0xffffffff; counter += 1) {
    counterView.setUint32(0, counter);
    let key = new Uint8Array(await crypto.subtle.digest(algorithm, input));
    for (let round = 1; round < cost; round += 1) key = new Uint8Array(await crypto.subtle.digest(algorithm, key));
    const derivedKey = toHex(key.slice(0, keyLength));
    if (derivedKey.startsWith(prefix)) return { counter, derivedKey };
  }
  return null;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CaptchaOptions {
  /** Primary and backup solvers, in order; tests replace them. */
  solvers?: ReadonlyArray<Solver>;
  retryMs?: number;
  /** The provider client; the page's one when absent. */
  client?: AxiosInstance;
}

/**
 * Fetches a proof-of-work challenge from the provider and solves it, trying up to
 * {@link CAPTCHA_ATTEMPTS} times; returns the value of the captcha header.
 */
export async function fetchCaptchaToken(options: CaptchaOptions = {}): Promise<string> {
  const solvers = options.solvers ?? [librarySolver, builtInSolver];
  let lastError: unknown;
  for (let attempt = 1; attempt <= CAPTCHA_ATTEMPTS; attempt += 1) {
    try {
      const { data: challenge } = await (options.client ?? (await getProviderClient())).get<Challenge>('/captcha/challenge');
      for (const solve of solvers) {
        const solution = await solve(challenge).catch((error: unknown) => {
          console.warn('Captcha solver failed; trying the next one', error);
          return null;
        });
        if (solution) return btoa(JSON.stringify({ challenge, solution }));
      }
      lastError = new Error('No solver could solve the captcha');
    } catch (error) {
      lastError = error;
    }
    if (attempt < CAPTCHA_ATTEMPTS) await wait(options.retryMs ?? CAPTCHA_RETRY_MS);
  }
  throw lastError instanceof Error ? lastError : new Error('Captcha unavailable');
}
