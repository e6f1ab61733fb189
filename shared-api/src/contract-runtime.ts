import type { TSchema } from '@sinclair/typebox';
import { Errors } from '@sinclair/typebox/errors';
import { Check } from '@sinclair/typebox/value';

/**
 * The contract's schemas and their checker: a chunk of its own, loaded by the first call that needs
 * it (contract-loader.ts), never with shared-api itself, since building the schemas is a long task on a slow phone.
 */
export * as contract from 'shared-contract';

/** Where `body` first differs from `schema`, or null when it matches. */
export function mismatchOf(schema: TSchema, body: unknown): string | null {
  if (Check(schema, body)) return null;
  const first = Errors(schema, body).First();
  return first ? `${first.path || '/'}: ${first.message}` : 'does not match';
}
