import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { badRequest } from '../lib/api-error';

/**
 * Request validation that takes the contract's schema at its word. The app's Ajv converts types
 * (it must: a query string is text), so `"1e3"`, `true`, `[700]` or `""` in a body became 1000, 1,
 * 700 or null: a limit typed as one thing was read as another. A route that guards a protection
 * checks its body and query exactly, and a refusal says what is allowed (the failing schema's
 * `description`). Path parameters are still converted (a path is text), then checked.
 */

/** `YYYY-MM-DD` that names a day of the calendar (no February 31st), as Ajv's `date` format means it. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDay);

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();
const checkerOf = (schema: TSchema) => {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)));
  return check;
};

/** The first failing value's words: the nearest described schema on its path, or where it is and what was expected. */
function refusalOf(check: TypeCheck<TSchema>, root: TSchema, value: unknown, part: string): string {
  const error = check.Errors(value).First();
  if (!error) return `Invalid request: the ${part} is not valid.`;
  const described = describedSchemaAt(root, error.path) ?? error.schema;
  if (described.description) return described.description as string;
  const field = error.path.split('/').filter(Boolean).join('.');
  return `Invalid request: ${field ? `${field}: ` : ''}${error.message}.`;
}

/** The deepest schema with a description on a JSON-pointer path through objects (a union's own description covers its members). */
function describedSchemaAt(root: TSchema, path: string): TSchema | null {
  let schema: TSchema | undefined = root;
  let found: TSchema | null = root.description ? root : null;
  for (const key of path.split('/').filter(Boolean)) {
    schema = (schema?.properties as Record<string, TSchema> | undefined)?.[key];
    if (!schema) break;
    if (schema.description) found = schema;
  }
  return found;
}

/** Fastify's `validatorCompiler` for a route whose body and query are checked exactly as the contract writes them. */
export function exactValidatorCompiler<S>(definition: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  const { httpPart } = definition;
  // The contract's schemas are TypeBox's.
  const schema = definition.schema as unknown as TSchema;
  const check = checkerOf(schema);
  const part = httpPart ?? 'request';
  return (data: unknown) => {
    // A path is text: its integers are converted, then checked like the rest.
    const value = httpPart === 'params' ? Value.Convert(schema, data) : data;
    if (check.Check(value)) return { value };
    return { error: badRequest(refusalOf(check, schema, value, part)) };
  };
}
