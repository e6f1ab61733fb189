import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { createHash } from 'node:crypto';

/** One request as the fake provider saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface Reply {
  status: number;
  body: unknown;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/** A cheap but real proof-of-work challenge: the solver must find a SHA-256 key starting with '0'. */
const CHALLENGE = { parameters: { algorithm: 'SHA-256', nonce: 'a1b2c3d4', salt: '0f1e2d3c', cost: 1, keyLength: 32, keyPrefix: '0' }, signature: 'test' };

/** Checks a captcha header the way the provider does: the solution must hash to the prefix. */
export function isSolvedCaptcha(header: string | undefined): boolean {
  if (!header) return false;
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
      challenge: typeof CHALLENGE;
      solution: { counter: number; derivedKey: string };
    };
    const { salt, nonce, keyPrefix } = challenge.parameters;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(solution.counter);
    const key = createHash('sha256').update(Buffer.concat([Buffer.from(salt, 'hex'), Buffer.from(nonce, 'hex'), counter])).digest('hex');
    return key === solution.derivedKey && key.startsWith(keyPrefix);
  } catch {
    return false;
  }
}

let routes: Record<string, Handler> = {};
export const seenRequests: SeenRequest[] = [];

const adapter: AxiosAdapter = async (config) => {
  const url = new URL(config.url ?? '', config.baseURL ?? 'http://provider.test');
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) url.searchParams.set(key, String(value));
  const headers = Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([key, value]) => [key.toLowerCase(), String(value)]));
  const request: SeenRequest = {
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    body: typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {},
    headers,
  };
  seenRequests.push(request);
  const handler = routes[`${request.method} ${request.path}`];
  const reply: Reply = request.path === '/captcha/challenge' && !handler
    ? { status: 200, body: CHALLENGE }
    : handler
      ? await handler(request)
      : { status: 404, body: { errorMessage: `No fake route for ${request.method} ${request.path}` } };
  const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
  return response;
};

/**
 * Answers the provider calls of a test at the axios adapter level, so the real provider client
 * (session header, success rule, error normalisation) and the real captcha solving run.
 */
export function fakeProvider(table: Record<string, Handler>): void {
  routes = table;
  seenRequests.length = 0;
  axios.defaults.adapter = adapter;
}

export const requestsTo = (method: string, path: string): SeenRequest[] =>
  seenRequests.filter((request) => request.method === method && request.path === path);

/** The login answer of the provider for a player. */
export const loginAnswer = (pid = 42, login = 'jdoe') => ({
  pid,
  player_id: pid,
  login,
  sessionToken: `token-${pid}`,
  rtgSession: { session_id: `session-${pid}` },
  player_class: 'Unverified / Non Dep',
  first_deposit: false,
});

export const playerData = (overrides: Record<string, unknown> = {}) => ({
  login: 'jdoe',
  player_id: 42,
  hashed_password: 'cashier-credential',
  birth_date: '1990-01-31',
  player_class: 'Unverified / Non Dep',
  first_deposit: false,
  first_deposit_date: null,
  total_deposits_number: 0,
  contact: { email: 'jdoe@example.com', first_name: 'Jane', last_name: 'Doe', country_id: 'US', cell_phone: '' },
  address_one: '',
  address_two: '',
  city: '',
  state_id: '',
  zip_code: '',
  gender: null,
  email_permit: true,
  profile_complete: false,
  userHash: 'hash',
  ...overrides,
});
