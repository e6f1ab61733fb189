import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The one stored form of a password, for players, desk hosts and release managers:
 * `scrypt$<N>$<r>$<p>$<salt, base64>$<key, base64>`. The cost is kept in each hash, so hashes of
 * several costs verify side by side and a higher cost can be adopted for new hashes at any time.
 */
export interface PasswordHashCost {
  /** scrypt CPU/memory cost; 16384 is the interactive-login figure of the scrypt paper (about 16 MB, a few tens of ms). */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** What every stored password of a running site is hashed with. */
export const productionPasswordCost: PasswordHashCost = { N: 16384, r: 8, p: 1 };
/** Tests hash hundreds of passwords; the cost is stored in each hash so both kinds verify. */
export const testPasswordCost: PasswordHashCost = { N: 1024, r: 8, p: 1 };

const KEY_LENGTH = 32;
/** Enough for the production cost and more; a stored hash asking for more memory than this matches nothing. */
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A password's stored form, with a salt of its own. The password is hashed in Unicode NFC, so
 * "é" typed as one character or as "e" and a combining accent is the same password.
 */
export async function hashPassword(password: string, cost: PasswordHashCost = productionPasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` matches a stored hash; a malformed hash matches nothing.
 *
 * Reads the `$` form and the release managers' earlier `scrypt:N:r:p:salt:key` form (the same
 * scrypt; only the separator differs), so their accounts keep working; new hashes are `$` only.
 *
 * Normalization: players' and desk hosts' hashes were made from the password as typed, managers'
 * from its NFC form. The NFC form is tried first; a password that NFC changes (never an ASCII one)
 * is then tried as typed too, so a player whose password was hashed in another form before
 * normalization still signs in. Both tries take the exact password typed: nothing else passes.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key, extra] = stored.split(stored.startsWith('scrypt:') ? ':' : '$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || extra !== undefined || !Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(key, 'base64');
  const matches = async (form: string) => {
    // Parameters scrypt refuses (N not a power of two, too much memory) match nothing.
    const actual = await scrypt(form, Buffer.from(salt, 'base64'), cost).catch(() => null);
    return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  const normalized = password.normalize('NFC');
  if (await matches(normalized)) return true;
  return normalized !== password && (await matches(password));
}
