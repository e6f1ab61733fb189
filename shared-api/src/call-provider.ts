import type { AxiosProgressEvent, AxiosResponse } from 'axios';
import type { Static } from '@sinclair/typebox';
import type { Endpoint, EndpointSchemas, RequestFor } from 'shared-contract';
import { IDEMPOTENCY_KEY_HEADER, SESSION_TOKEN_HEADER } from 'shared-contract/constants';
import { pathOf } from 'shared-contract/path';
import { endpointOf, loadContract, type EndpointRef } from './contract-loader';
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
  /** Told the share of the request body sent so far (0 to 1), for an upload's progress bar. */
  onUploadProgress?: (sentShare: number) => void;
}

/**
 * The idempotency header of a money call. The caller makes one key per player action and sends
 * it again on a retry, so a redeem, claim or withdrawal that timed out is not carried out twice.
 */
export const idempotent = (idempotencyKey: string | undefined): CallOptions =>
  idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {};

/** The full URL of a call: the path filled in and resolved against the endpoint's base. */
export function urlOf(endpoint: Pick<Endpoint, 'path' | 'base'>, params: Record<string, unknown> | undefined, baseUrl?: string): string {
  const path = pathOf(endpoint.path, params);
  const config = getRuntimeConfig();
  if (endpoint.base === 'jackpot') {
    if (!baseUrl) throw new Error(`${endpoint.path} needs the jackpot token URL`);
    return new URL(path, baseUrl).toString();
  }
  if (endpoint.base === 'games') return new URL(path, new URL(config.gameClientUrl, globalThis.location?.href ?? config.providerApiUrl)).toString();
  return `${baseUrl ?? config.providerApiUrl}${path}`;
}

/**
 * Resolves to the body when it matches the endpoint's answer schema, or rejects with a ProviderError
 * (and logs where it differs, for developers). Loads the contract on its first use.
 */
export async function checkAnswer<S extends EndpointSchemas>(ref: EndpointRef<S>, status: number, body: unknown): Promise<Static<S['response']>> {
  const [endpoint, { mismatchOf }] = await Promise.all([endpointOf(ref), loadContract()]);
  const mismatch = mismatchOf(endpoint.schemas.response, body);
  if (mismatch === null) return body as Static<S['response']>;
  console.error(`Provider answer to ${endpoint.method} ${endpoint.path} does not match the contract`, mismatch);
  throw new ProviderError(GENERIC_ERROR_MESSAGE, status, MALFORMED_ANSWER);
}

const progressOf = (report: (sentShare: number) => void) => (event: AxiosProgressEvent) => {
  if (event.total) report(Math.min(1, event.loaded / event.total));
};

/**
 * Makes one call of the contract with the page's provider client (session header, success rule,
 * error messages) and returns the whole response, its body checked against the contract. The first
 * call of a page loads the contract and axios.
 */
export async function requestProvider<S extends EndpointSchemas>(
  ref: EndpointRef<S>,
  request: RequestFor<S>,
  options: CallOptions = {},
): Promise<AxiosResponse<Static<S['response']>>> {
  const { params, query, body } = request as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const [endpoint, client] = await Promise.all([endpointOf(ref), getProviderClient()]);
  const response = await client.request<unknown>({
    method: endpoint.method,
    url: urlOf(endpoint, params, options.baseUrl),
    ...(query ? { params: query } : {}),
    ...(body !== undefined ? { data: body } : {}),
    headers: { ...options.headers, ...(options.sessionToken ? { [SESSION_TOKEN_HEADER]: options.sessionToken } : {}) },
    // Only the calls of the refresh credential carry cookies (the provider's CORS allows it for the site's origins).
    ...(endpoint.credentials === 'include' ? { withCredentials: true } : {}),
    ...(options.acceptStatus ? { acceptStatus: options.acceptStatus } : {}),
    ...(options.onUploadProgress ? { onUploadProgress: progressOf(options.onUploadProgress) } : {}),
  });
  if (response.status >= 200 && response.status <= 202) await checkAnswer(endpoint, response.status, response.data);
  return response as AxiosResponse<Static<S['response']>>;
}

/** Makes one call of the contract and returns its checked body. */
export async function callProvider<S extends EndpointSchemas>(
  ref: EndpointRef<S>,
  request: RequestFor<S>,
  options: CallOptions = {},
): Promise<Static<S['response']>> {
  return (await requestProvider(ref, request, options)).data;
}
