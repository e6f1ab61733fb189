import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/api-error';

/** A decimal number as a query string or path segment carries it ("12", "-1.5", "1e400"). */
const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const MAX_DEPTH = 32;
/** A whole number as a path writes it: decimal digits, a minus at most. */
const PATH_INTEGER = /^-?\d+$/;

/** `Infinity` as text: not numeric text to the pattern above, yet the validator's coercion reads it as a number. */
const INFINITY_TEXT = /^[+-]?Infinity$/;

const integerParamsBySchema = new WeakMap<object, string[]>();
const numericQueryBySchema = new WeakMap<object, string[]>();

/** The properties of a route's schema whose type is one of `types` (the contract's `Type.Integer`, `Type.Number`). */
function propertiesTyped(schema: unknown, types: ReadonlyArray<string>, kept: WeakMap<object, string[]>): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  let names = kept.get(schema);
  if (!names) {
    const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
    names = Object.entries(properties).filter(([, property]) => types.includes(String(property.type))).map(([name]) => name);
    kept.set(schema, names);
  }
  return names;
}

/** The path parameters a route's schema declares as integers. */
const integerParamsOf = (schema: unknown) => propertiesTyped(schema, ['integer'], integerParamsBySchema);

/**
 * The first query field declared a number whose text is `Infinity`: the validator would coerce it to a number that
 * passes an integer check and its bounds, and the database would refuse it (a 500 before this, found on the history's `limit`).
 */
function badQueryNumber(query: unknown, schema: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  for (const name of propertiesTyped(schema, ['integer', 'number'], numericQueryBySchema)) {
    const text = (query as Record<string, unknown>)[name];
    if (typeof text === 'string' && INFINITY_TEXT.test(text.trim())) return 'Numbers must be finite.';
  }
  return null;
}

/**
 * The first path parameter declared an integer whose text is not one: the validator's coercion would read
 * `Infinity`, `-Infinity`, `1e3`, `0x10` or ` 5` as numbers (Infinity passes an integer check), so only
 * digits are taken, and only while they are a safe integer (`9007199254740993` would be read as another number).
 */
function badPathInteger(params: unknown, schema: unknown): string | null {
  if (typeof params !== 'object' || params === null) return null;
  for (const name of integerParamsOf(schema)) {
    const text = (params as Record<string, unknown>)[name];
    if (typeof text !== 'string') continue;
    if (!PATH_INTEGER.test(text) || !Number.isSafeInteger(Number(text))) return `${name} in the path must be a whole number.`;
  }
  return null;
}

/**
 * The first bad value of one part of a request: a string with a NUL byte (PostgreSQL cannot store
 * it, so it used to surface as a 500), a non-finite number (JSON's `1e400` parses to Infinity), or,
 * in the query and path, numeric text that only parses to Infinity (the validator coerces it).
 */
function badValue(value: unknown, numericText: boolean, depth = 0, finiteNumbers = true): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'Text may not contain NUL characters.';
    if (numericText && NUMERIC_TEXT.test(value.trim()) && !Number.isFinite(Number(value))) return 'Numbers must be finite.';
    return null;
  }
  if (typeof value === 'number') return Number.isFinite(value) || !finiteNumbers ? null : 'Numbers must be finite.';
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return 'The request is nested too deeply.';
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return 'Text may not contain NUL characters.';
    const problem = badValue(item, numericText, depth + 1, finiteNumbers);
    if (problem) return problem;
  }
  return null;
}

/**
 * One guard for every route: NUL bytes anywhere in the path, query or body, non-finite numbers, and a path
 * integer written as anything but digits, answer 400 `{ errorMessage }` before any route, validator or database sees them.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // Encoded or raw NUL in the URL: refused even on paths no route matches.
    const url = request.raw.url ?? '';
    if (url.includes('%00') || url.includes('\u0000')) throw badRequest('Text may not contain NUL characters.');
  });
  app.addHook('preValidation', async (request) => {
    // A route checked exactly refuses a non-finite number itself, saying what it allows; NUL bytes are refused here for all.
    const exact = request.routeOptions.config.exactInput === true;
    const problem = badPathInteger(request.params, request.routeOptions.schema?.params)
      ?? badQueryNumber(request.query, request.routeOptions.schema?.querystring)
      ?? badValue(request.params, true) ?? badValue(request.query, !exact, 0, !exact) ?? badValue(request.body, false, 0, !exact);
    if (problem) throw badRequest(`Invalid request: ${problem}`);
  });
}
