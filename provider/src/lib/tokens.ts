import { createHmac, hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: well above the 128 bits a session token needs. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function shortId(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

/** Tokens are stored hashed, so a copy of the database cannot be replayed as sessions. (One call, no hash object: every request with a token hashes it.) */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}
