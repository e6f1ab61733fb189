import type { AxiosResponse } from 'axios';
import { Errors } from '@sinclair/typebox/errors';
import { Check } from '@sinclair/typebox/value';
import type { Static } from '@sinclair/typebox';
import { SESSION_TOKEN_HEADER, pathOf, type Endpoint, type EndpointSchemas, type RequestFor } from 'shared-contract';
import { getProviderClient } from './provider-client';
import { GENERIC_ERROR_MESSAGE, ProviderError } from './provider-error';
import { getRuntimeConfig } from './runtime-config';

/** Code of the ProviderError raised when an answer does not match the contract. */
export const MALFORMED_ANSWER = 'errorMalformedAnswer';

export interface CallOptions {
  /** The jackpot token URL, for calls whose base is `jackpot` (SPEC §7 `{token}`). */
  baseUrl?: string;
  headers?: Record<string, string>;
  /** A session token other than the session port's (logout, after the local session is cleared). */
  sessionToken?: string;
  /** Answers outside 200–202 that are not failures, e.g. 304 on a conditional read. */
  acceptStatus?: number[];
}

/** The full URL of a call: the path filled in and resolved against the endpoint's base. */
export function urlOf(endpoint: Endpoint, params: Record<string, unknown> | undefined, baseUrl?: string): string {
  const path = pathOf(endpoint.path, params);
  const config = getRuntimeConfig();
  if (endpoint.base === 'jackpot') {
    if (!baseUrl) throw new Error(`${endpoint.path} needs the jackpot token URL`);
    return new URL(path, baseUrl).toString();
  }
  if (endpoint.base === 'games') return new URL(path, new URL(config.gameClientUrl, globalThis.location?.href ?? config.providerApiUrl)).toString();
  return `${baseUrl ?? config.providerApiUrl}${path}`;
}

/** Throws a ProviderError when the body does not match the schema; logs where it differs for developers. */
export function checkAnswer<S extends EndpointSchemas>(endpoint: Endpoint<S>, status: number, body: unknown): Static<S['response']> {
  if (Check(endpoint.schemas.response, body)) return body as Static<S['response']>;
  const first = Errors(endpoint.schemas.response, body).First();
  console.error(`Provider answer to ${endpoint.method} ${endpoint.path} does not match the contract`, first ? `${first.path}: ${first.message}` : '');
  throw new ProviderError(GENERIC_ERROR_MESSAGE, status, MALFORMED_ANSWER);
}

/**
 * Makes one call of the contract with the page's provider client (session header, success rule,
 * error messages) and returns the whole response, its body checked against the contract.
 */
export async function requestProvider<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  request: RequestFor<S>,
  options: CallOptions = {},
): Promise<AxiosResponse<Static<S['response']>>> {
  const { params, query, body } = request as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const response = await getProviderClient().request<unknown>({
    method: endpoint.method,
    url: urlOf(endpoint, params, options.baseUrl),
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
    headers: { ...options.headers, ...(options.sessionToken ? { [SESSION_TOKEN_HEADER]: options.sessionToken } : {}) },
    // Only the calls of the refresh credential carry cookies (the provider's CORS allows it for the site's origins).
    ...(endpoint.credentials === 'include' ? { withCredentials: true } : {}),
    ...(options.acceptStatus ? { acceptStatus: options.acceptStatus } : {}),
  });
  if (response.status >= 200 && response.status <= 202) checkAnswer(endpoint, response.status, response.data);
  return response as AxiosResponse<Static<S['response']>>;
}

/** Makes one call of the contract and returns its checked body. */
export async function callProvider<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  request: RequestFor<S>,
  options: CallOptions = {},
): Promise<Static<S['response']>> {
  return (await requestProvider(endpoint, request, options)).data;
}
