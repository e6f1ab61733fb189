import axios, { AxiosError, type AxiosInstance } from 'axios';
import { SESSION_TOKEN_HEADER } from 'shared-contract';
import { getEventBus } from 'shared-events';
import { isProviderSuccess, toProviderError, type ProviderError } from './provider-error';
import { getRuntimeConfig } from './runtime-config';
import { sessionPort } from './session-port';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Statuses outside 200–202 that this call does not treat as failures (304 on a conditional read). */
    acceptStatus?: number[];
  }
}


/** The provider's error name for a casino closed for maintenance (HTTP 503). */
export const MAINTENANCE_ERROR = 'errorCasinoMaintenance';

// Shared by every client of the page: many calls failing at once ask for one dialogue.
let maintenanceAnnounced = false;

/**
 * Any call answered `errorCasinoMaintenance` asks the host for its maintenance dialogue, once;
 * the next successful answer means maintenance is over, and a later one may ask again.
 */
function watchMaintenance(error: ProviderError | undefined): void {
  if (!error) {
    maintenanceAnnounced = false;
    return;
  }
  if (error.code !== MAINTENANCE_ERROR || maintenanceAnnounced) return;
  maintenanceAnnounced = true;
  getEventBus().emit('maintenance.show', {});
}

/** Tests: forget that the maintenance dialogue was asked for. */
export function resetMaintenanceWatch(): void {
  maintenanceAnnounced = false;
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
      if (isProviderSuccess(response.status, response.data) || response.config.acceptStatus?.includes(response.status)) {
        watchMaintenance(undefined);
        return response;
      }
      const error = toProviderError(
        new AxiosError(`Status: ${response.status}`, String(response.status), response.config, response.request, response),
      );
      watchMaintenance(error);
      throw error;
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
