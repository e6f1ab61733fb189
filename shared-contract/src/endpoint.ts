import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every failure of the provider: a 4xx or 5xx status with this body (SPEC §7, §8). */
export const ErrorAnswer = Type.Object({ errorMessage: Type.String() }, { $id: 'ErrorAnswer' });
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** The schemas of one call. `response` is the body of a success (HTTP 200 to 202). */
export interface EndpointSchemas {
  params?: TObject;
  querystring?: TObject;
  body?: TSchema;
  response: TSchema;
}

/** One call of the provider API: where it is, who may make it, and the shapes it takes and gives. */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** Fastify-style path: `/937/players/:pid/balance`. */
  path: string;
  /** `player`: a live session token whose player is the path's `:pid` (SPEC §7: calls after login). */
  auth: 'player' | 'none';
  /** Which base URL the call goes to: the provider API (default), the jackpot token URL, or the game server. */
  base: 'api' | 'jackpot' | 'games';
  schemas: S;
}

/** Declares a call; the provider registers its route from it and shared-api calls it through it. */
export function endpoint<const S extends EndpointSchemas>(
  method: HttpMethod,
  path: string,
  schemas: S,
  options: { auth?: Endpoint['auth']; base?: Endpoint['base'] } = {},
): Endpoint<S> {
  return { method, path, auth: options.auth ?? 'none', base: options.base ?? 'api', schemas };
}

type StaticOr<T, Fallback> = T extends TSchema ? Static<T> : Fallback;

/** What a caller passes: only the parts the call declares. */
export type RequestOf<E extends Endpoint> = (E['schemas']['params'] extends TSchema ? { params: Static<E['schemas']['params']> } : { params?: undefined }) &
  (E['schemas']['querystring'] extends TSchema ? { query: Static<E['schemas']['querystring']> } : { query?: undefined }) &
  (E['schemas']['body'] extends TSchema ? { body: Static<E['schemas']['body']> } : { body?: undefined });

/** The body of a successful answer. */
export type ResponseOf<E extends Endpoint> = StaticOr<E['schemas']['response'], never>;

/** The path with its `:name` segments filled in, each URI-encoded. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
