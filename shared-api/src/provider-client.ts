import type * as AxiosModule from 'axios';
import type { AxiosAdapter, AxiosInstance } from 'axios';
import { SESSION_TOKEN_HEADER } from 'shared-contract/constants';
import { getEventBus } from 'shared-events';
import { inNextTask } from './in-next-task';
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

let axiosLoad: Promise<typeof AxiosModule> | undefined;

/** axios, loaded by the first call of the page (about 130 ms of a slow phone's start-up otherwise). */
function loadAxios(): Promise<typeof AxiosModule> {
  axiosLoad ??= import('axios').then(inNextTask, (error: unknown) => {
    axiosLoad = undefined;
    throw error;
  });
  return axiosLoad;
}

/**
 * An axios instance that every remote calls the provider with: the session header, the
 * success rule of SPEC §7, and failures rejected as `ProviderError` with the player's message.
 * Asynchronous: axios is loaded with the first client.
 */
export async function createProviderClient(options: ProviderClientOptions = {}): Promise<AxiosInstance> {
  const { default: axios, AxiosError } = await loadAxios();
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

let shared: Promise<AxiosInstance> | undefined;
let fakeAdapter: AxiosAdapter | undefined;

/**
 * Tests: the page's provider client is answered by this adapter (shared-api/testing's fake provider)
 * from the next call on, whether or not the client exists yet; undefined goes back to the network.
 */
export function answerPageClientWith(adapter: AxiosAdapter | undefined): void {
  fakeAdapter = adapter;
}

/** The page's provider client, created on first use (which loads axios). */
export function getProviderClient(): Promise<AxiosInstance> {
  shared ??= createProviderClient().then(
    (client) => {
      client.interceptors.request.use((request) => {
        if (fakeAdapter) request.adapter = fakeAdapter;
        return request;
      });
      return client;
    },
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}
