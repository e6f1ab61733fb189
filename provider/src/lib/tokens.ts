import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: well above the 128 bits a session token needs. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function shortId(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

/** Tokens are stored hashed, so a copy of the database cannot be replayed as sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}
