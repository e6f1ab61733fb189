import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from 'shared-contract';
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest } from '../../lib/api-error';
import { storedResponse, storeResponse } from './ledger-repository';
import { headerOf } from '../../routes/route-helpers';

/** Reads `Idempotency-Key`; a body or query field may carry it instead (form posts, links). */
export function idempotencyKeyOf(request: FastifyRequest, fallback?: unknown): string | null {
  const value = headerOf(request, IDEMPOTENCY_KEY_HEADER) ?? fallback;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[\w.:-]{1,128}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 128 letters, digits or . _ : -');
  }
  return value;
}

/** JSON with sorted keys, so one request always gives one fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestFingerprint = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex');

export const idempotencyKeyReused = () =>
  new ApiError(422, 'This Idempotency-Key was already used for a different request. Use a new key for a new request.');

/**
 * Runs `work` once per (player, scope, key); a replay of the same request gets the first answer
 * back, the same key with another `request` gets 422 (it would otherwise silently answer for the
 * first one). The caller must hold the player's row lock, so two requests with one key cannot
 * both miss the lookup.
 */
export async function runIdempotent<T>(
  tx: Queryable,
  playerId: number,
  scope: string,
  key: string | null,
  request: unknown,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const fingerprint = requestFingerprint(request);
  const stored = await storedResponse(tx, playerId, scope, key);
  if (stored) {
    if (stored.request_hash !== null && stored.request_hash !== fingerprint) throw idempotencyKeyReused();
    return JSON.parse(stored.body) as T;
  }
  const result = await work();
  await storeResponse(tx, playerId, scope, key, JSON.stringify(result), fingerprint);
  return result;
}
