import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../paths';

const DEFAULT_KEY_FILE = join(REPO_ROOT, '.data', 'release-signing.key');

/**
 * The key that signs preview links and release managers' sessions, shared by the CLI and every site
 * server: `RELEASE_SIGNING_KEY` (at least 32 bytes, hex or base64) in a deployment; on one machine a
 * random key kept in `.data/release-signing.key` (mode 600), made on first use. Never in the release
 * store, which a CDN may serve.
 */
export function releaseSigningKey(file = process.env.RELEASE_SIGNING_KEY_FILE ?? DEFAULT_KEY_FILE): Buffer {
  const fromEnv = process.env.RELEASE_SIGNING_KEY;
  return fromEnv ? signingKeyOf(fromEnv) : keyInFile(file);
}

/** The key kept in `file`, made there on first use. */
function keyInFile(file: string): Buffer {
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': when two processes start together, the first key written wins and the other reads it.
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}

/**
 * The key a site server or `pnpm release` signs with, from its environment. Site servers that share
 * their state (`SITE_DATABASE_URL`) must all sign with one key: each making a key file of its own would
 * have the others refuse its preview links, managers' sessions and page loads, so without
 * `RELEASE_SIGNING_KEY` that is an error at start. One site server alone (PGlite) keeps the key file.
 */
export function signingKeyFromEnvironment(env: NodeJS.ProcessEnv): Buffer {
  if (env.RELEASE_SIGNING_KEY) return signingKeyOf(env.RELEASE_SIGNING_KEY);
  if (env.SITE_DATABASE_URL) {
    throw new Error(
      'RELEASE_SIGNING_KEY must be set where site servers share a database (SITE_DATABASE_URL): every site server and pnpm release '
        + 'sign with that one key (64 hex digits, e.g. from `openssl rand -hex 32`). Only a single site server without a database keeps its own key in .data/.',
    );
  }
  return keyInFile(env.RELEASE_SIGNING_KEY_FILE ?? DEFAULT_KEY_FILE);
}

/** The key a `RELEASE_SIGNING_KEY` value holds: hex, or base64 as a deployment may set it; at least 32 bytes. */
export function signingKeyOf(value: string): Buffer {
  const key = /^[0-9a-f]+$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length < 32) throw new Error('RELEASE_SIGNING_KEY must hold at least 32 bytes (64 hex digits).');
  return key;
}

