import axios, { AxiosError, type AxiosInstance } from 'axios';
import { SESSION_TOKEN_HEADER } from 'shared-contract';
import { isProviderSuccess, toProviderError } from './provider-error';
import { getRuntimeConfig } from './runtime-config';
import { sessionPort } from './session-port';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Statuses outside 200–202 that this call does not treat as failures (304 on a conditional read). */
    acceptStatus?: number[];
  }
}


export interface ProviderClientOptions {
  /** Base URL; the runtime config's provider API URL when absent. */
  baseURL?: string;
  /** Session token to send; the installed session port's when absent. */
  getSessionToken?: () => string | undefined;
}

/**
 * An axios instance that every remote calls the provider with: the session header, the
 * success rule of SPEC §7, and failures rejected as `ProviderError` with the player's message.
 */
export function createProviderClient(options: ProviderClientOptions = {}): AxiosInstance {
  const client = axios.create({ validateStatus: () => true, timeout: 15_000 });
  const getSessionToken = options.getSessionToken ?? (() => sessionPort().sessionToken());
  client.interceptors.request.use((request) => {
    request.baseURL = options.baseURL ?? getRuntimeConfig().providerApiUrl;
    const token = getSessionToken();
    // A call may name its own token (logout after the local session is cleared).
    if (token && !request.headers.has(SESSION_TOKEN_HEADER)) request.headers.set(SESSION_TOKEN_HEADER, token);
    return request;
  });
  client.interceptors.response.use(
    (response) => {
      if (isProviderSuccess(response.status, response.data) || response.config.acceptStatus?.includes(response.status)) return response;
      throw toProviderError(
        new AxiosError(`Status: ${response.status}`, String(response.status), response.config, response.request, response),
      );
    },
    (error: unknown) => Promise.reject(toProviderError(error)),
  );
  return client;
}

let shared: AxiosInstance | undefined;

/** The page's provider client, created on first use. */
export function getProviderClient(): AxiosInstance {
  shared ??= createProviderClient();
  return shared;
}
