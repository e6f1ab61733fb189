import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { badRequest } from '../lib/api-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Reads `Idempotency-Key`; a body or query field may carry it instead (form posts, links). */
export function idempotencyKeyOf(request: FastifyRequest, fallback?: unknown): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const value = (Array.isArray(header) ? header[0] : header) ?? fallback;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[\w.:-]{1,128}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 128 letters, digits or . _ : -');
  }
  return value;
}

/**
 * Runs `work` once per (player, scope, key); a replay gets the first answer back. The caller
 * must hold the player's row lock, so two requests with one key cannot both miss the lookup.
 */
export async function runIdempotent<T>(
  tx: Queryable,
  playerId: number,
  scope: string,
  key: string | null,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const stored = await tx.query<{ body: string }>(
    'select body from idempotency_responses where player_id = $1 and scope = $2 and idempotency_key = $3',
    [playerId, scope, key],
  );
  if (stored[0]) return JSON.parse(stored[0].body) as T;
  const result = await work();
  await tx.query(
    'insert into idempotency_responses (player_id, scope, idempotency_key, status_code, body) values ($1, $2, $3, 200, $4)',
    [playerId, scope, key, JSON.stringify(result)],
  );
  return result;
}
