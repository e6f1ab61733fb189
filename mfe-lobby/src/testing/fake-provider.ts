import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { getProviderClient, getRuntimeConfig } from 'shared-api';

/** A request as the fake provider saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: SeenRequest) => FakeReply | Promise<FakeReply> | undefined;

/**
 * Answers the page's provider client at the HTTP adapter, below axios: the shared client's own
 * session header, success rule and error normalisation all run as in the browser.
 */
export function installFakeProvider(routes: Record<string, FakeRoute>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '/', config.baseURL ?? getRuntimeConfig().providerApiUrl);
    const query: Record<string, string> = Object.fromEntries(url.searchParams);
    Object.entries((config.params ?? {}) as Record<string, unknown>).forEach(([name, value]) => {
      query[name] = String(value);
    });
    const headers: Record<string, string> = {};
    Object.entries(config.headers?.toJSON?.() ?? {}).forEach(([name, value]) => {
      headers[name.toLowerCase()] = String(value);
    });
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query,
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = (route && (await route(request))) ?? { status: 404, body: { errorMessage: `No route for ${request.method} ${request.path}` } };
    const response: AxiosResponse = {
      data: reply.body ?? null,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    return response;
  };
  getProviderClient().defaults.adapter = adapter;
  return {
    seen,
    /** Requests to one method and path. */
    requests: (method: string, path: string) => seen.filter((request) => request.method === method && request.path === path),
  };
}
