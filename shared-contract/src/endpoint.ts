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
  /**
   * `include`: the browser sends and stores the provider's cookies with this call (the refresh
   * credential, which only the calls that set, use or clear it carry). `omit` (default): no cookies.
   */
  credentials: 'include' | 'omit';
  schemas: S;
}

/** Declares a call; the provider registers its route from it and shared-api calls it through it. */
export function endpoint<const S extends EndpointSchemas>(
  method: HttpMethod,
  path: string,
  schemas: S,
  options: { auth?: Endpoint['auth']; base?: Endpoint['base']; credentials?: Endpoint['credentials'] } = {},
): Endpoint<S> {
  return { method, path, auth: options.auth ?? 'none', base: options.base ?? 'api', credentials: options.credentials ?? 'omit', schemas };
}

/** What a caller passes for these schemas: only the parts the call declares. */
export type RequestFor<S extends EndpointSchemas> = (S['params'] extends TObject ? { params: Static<S['params']> } : { params?: undefined }) &
  (S['querystring'] extends TObject ? { query: Static<S['querystring']> } : { query?: undefined }) &
  (S['body'] extends TSchema ? { body: Static<S['body']> } : { body?: undefined });

/** What a caller passes to one endpoint. */
export type RequestOf<E> = E extends Endpoint<infer S> ? RequestFor<S> : never;

/** The body of a successful answer of one endpoint. */
export type ResponseOf<E> = E extends Endpoint<infer S> ? Static<S['response']> : never;
