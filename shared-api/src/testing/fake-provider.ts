import type { Static } from '@sinclair/typebox';
import { Errors } from '@sinclair/typebox/errors';
import { Check } from '@sinclair/typebox/value';
import { AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DETAILS_TRIES_USED, MAX_ID_DOCUMENT_BYTES, verificationEndpoints, type Endpoint, type EndpointSchemas, type HttpMethod, type IdDocumentKind, type PlayerData, type VerificationState } from 'shared-contract';
import { answerPageClientWith } from '../provider-client';
import { getRuntimeConfig } from '../runtime-config';
import { SAMPLE_NOW } from './safer-gambling-samples';
import { samplePlayerData, sampleVerificationState } from './samples';

/** A request as the fake provider saw it: path parameters, query and body as the client sent them. */
export interface SeenRequest<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  url: string;
  path: string;
  params: S['params'] extends object ? Static<NonNullable<S['params']>> : Record<string, unknown>;
  query: S['querystring'] extends object ? Static<NonNullable<S['querystring']>> : Record<string, unknown>;
  body: S['body'] extends object ? Static<NonNullable<S['body']>> : unknown;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Whether a browser would send and store cookies with the call (the refresh credential's calls). */
  withCredentials: boolean;
  /** Tells the client's upload progress callback that this share of the body (0 to 1) was sent, as a browser does while it uploads. */
  reportUploadProgress: (sentShare: number) => void;
}

const REPLY = Symbol('fake-provider-reply');

/** An answer other than a plain success body: a status, headers, or a failure. */
export interface FakeReply {
  [REPLY]: true;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers with this status, body and headers (e.g. 304 with an ETag). Success bodies are still checked against the contract. */
export const reply = (status: number, body: unknown = null, headers: Record<string, string> = {}): FakeReply => ({ [REPLY]: true, status, body, headers });

/** Answers with the provider's failure shape, `{ errorMessage }`. */
export const fail = (status: number, errorMessage: string): FakeReply => reply(status, { errorMessage });

export type FakeHandler<S extends EndpointSchemas> = (
  request: SeenRequest<S>,
) => Static<S['response']> | FakeReply | Promise<Static<S['response']> | FakeReply>;

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler<EndpointSchemas>;
}

// Contract mismatches are collected here and fail the test that made them (tooling/jest setup),
// because an error thrown inside the adapter would be caught by the code under test.
const VIOLATIONS = Symbol.for('shared-api.fake-provider.violations');
const violations = ((globalThis as Record<symbol, string[]>)[VIOLATIONS] ??= []);

function patternOf(endpoint: Endpoint): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  // Jackpot calls are relative to a token URL, so only their tail is known.
  return { pattern: new RegExp(endpoint.base === 'jackpot' ? `/${source}$` : `^${source}$`), names };
}

function describeMismatch(schema: Parameters<typeof Check>[0], value: unknown): string {
  const first = Errors(schema, value).First();
  return first ? `${first.path || '/'} ${first.message}` : 'does not match';
}

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)]));
}

/** The params schema decides which path parameters are numbers. */
function typedParams(endpoint: Endpoint, raw: Record<string, string>): Record<string, unknown> {
  const properties = (endpoint.schemas.params?.properties ?? {}) as Record<string, { type?: string }>;
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => {
    const type = properties[name]?.type;
    return [name, type === 'integer' || type === 'number' ? Number(value) : decodeURIComponent(value)];
  }));
}

/**
 * One fake provider for every remote's unit tests. It answers the page's provider client at the
 * axios adapter, so the real session header, success rule, contract check and error messages run.
 * Handlers are typed by the contract, and a stubbed answer or a request that does not match its
 * schema fails the test.
 */
export function installFakeProvider() {
  const routes: Route[] = [];
  const seen: Array<SeenRequest & { endpoint: Endpoint | null }> = [];

  const adapter: AxiosAdapter = async (config) => {
    const url = new URL(config.url ?? '/', config.baseURL ?? getRuntimeConfig().providerApiUrl);
    const method = (config.method ?? 'get').toUpperCase() as HttpMethod;
    const query: Record<string, unknown> = Object.fromEntries(url.searchParams);
    Object.assign(query, (config.params ?? {}) as Record<string, unknown>);
    const body: unknown = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const headers = headersOf(config);
    // A later stub wins; a call with a path of its own wins over a jackpot call, whose pattern knows
    // only the tail after the token URL (`:pid/jackpots` would otherwise answer GET /937/jackpots).
    const candidates = [...routes].reverse().filter((candidate) => candidate.endpoint.method === method && candidate.pattern.test(url.pathname));
    const route = candidates.find((candidate) => candidate.endpoint.base !== 'jackpot') ?? candidates[0];
    const rawParams: Record<string, string> = {};
    if (route) {
      const match = route.pattern.exec(url.pathname);
      route.names.forEach((name, index) => { rawParams[name] = match?.[index + 1] ?? ''; });
    }
    const request = {
      endpoint: route?.endpoint ?? null,
      method,
      url: url.toString(),
      path: url.pathname,
      params: route ? typedParams(route.endpoint, rawParams) : rawParams,
      query,
      body,
      headers,
      withCredentials: config.withCredentials === true,
      reportUploadProgress: (sentShare: number) => {
        const total = typeof config.data === 'string' ? config.data.length : 0;
        config.onUploadProgress?.({ loaded: Math.round(total * sentShare), total, bytes: 0, lengthComputable: true, upload: true } satisfies AxiosProgressEvent);
      },
    };
    seen.push(request);
    const answer = (status: number, data: unknown, answerHeaders: Record<string, string> = {}): AxiosResponse =>
      ({ data, status, statusText: String(status), headers: answerHeaders, config, request: {} });
    if (!route) return answer(404, { errorMessage: `No fake route for ${method} ${url.pathname}` });

    const where = `${method} ${route.endpoint.path}`;
    const { body: bodySchema } = route.endpoint.schemas;
    if (bodySchema && body !== undefined && !Check(bodySchema, body)) {
      violations.push(`The request body of ${where} does not match the contract: ${describeMismatch(bodySchema, body)}`);
    }
    const result = await route.handler(request as SeenRequest);
    const isReply = typeof result === 'object' && result !== null && REPLY in result;
    const replied = isReply ? (result as FakeReply) : reply(200, result);
    if (replied.status >= 200 && replied.status <= 202 && !Check(route.endpoint.schemas.response, replied.body)) {
      violations.push(`The stubbed answer to ${where} does not match the contract: ${describeMismatch(route.endpoint.schemas.response, replied.body)}`);
    }
    return answer(replied.status, replied.body, replied.headers);
  };
  answerPageClientWith(adapter);

  return {
    /** Answers `endpoint` with `handler` from now on (a later stub for the same call wins). */
    on<S extends EndpointSchemas>(endpoint: Endpoint<S>, handler: FakeHandler<S>) {
      routes.push({ endpoint, ...patternOf(endpoint), handler: handler as unknown as FakeHandler<EndpointSchemas> });
      return this;
    },
    /** The requests made to `endpoint`, oldest first. */
    requests<S extends EndpointSchemas>(endpoint: Endpoint<S>): SeenRequest<S>[] {
      return seen.filter((request) => request.endpoint === endpoint) as unknown as SeenRequest<S>[];
    },
    /** Every request, including those no stub answered (404). */
    allRequests: () => [...seen],
  };
}

export type FakeProvider = ReturnType<typeof installFakeProvider>;

// Identity verification (issue 50): the provider's sandbox rule, kept small for the pages' tests.

/** The last four SSN digits the sandbox verifies, given with the account's legal name and birth date. */
export const SANDBOX_SSN_LAST4 = '1234';

/** The first bytes of each kind of photo ID: the provider reads the kind from the content, never from the name. */
const DOCUMENT_SIGNATURES: ReadonlyArray<[IdDocumentKind, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
];

/**
 * Answers the three verification calls as the sandbox does: the account's name and birth date with
 * SSN last four {@link SANDBOX_SSN_LAST4} verify, other details ask for documents (and use up one of the
 * state's tries: none left, details are refused with a 409); an upload of a PNG,
 * JPEG or PDF (by content) of up to 5 MB goes to review, reporting its progress. Starts from `state`.
 */
export function answerVerification(
  fake: FakeProvider,
  { state = sampleVerificationState('unverified'), account = samplePlayerData() }: { state?: VerificationState; account?: Pick<PlayerData, 'contact' | 'birth_date'> } = {},
): FakeProvider {
  let current = state;
  const same = (typed: string, kept: string) => typed.trim().toLowerCase() === kept.trim().toLowerCase();
  return fake
    .on(verificationEndpoints.state, () => current)
    .on(verificationEndpoints.submitDetails, ({ body }) => {
      if (current.details_tries_left === 0) return fail(409, DETAILS_TRIES_USED);
      const matches = same(body.legal_first_name, account.contact.first_name) && same(body.legal_last_name, account.contact.last_name)
        && body.birth_date === account.birth_date && body.ssn_last4 === SANDBOX_SSN_LAST4;
      const triesLeft = current.details_tries_left - (matches ? 0 : 1);
      current = sampleVerificationState(matches ? 'verified' : 'documents-needed', { details_tries_left: triesLeft });
      return current;
    })
    .on(verificationEndpoints.uploadDocument, ({ body, reportUploadProgress }) => {
      reportUploadProgress(1);
      const bytes = Array.from(atob(body.content_base64), (char) => char.charCodeAt(0));
      if (bytes.length === 0) return fail(400, 'The file is empty. Please choose a photo of your ID.');
      if (bytes.length > MAX_ID_DOCUMENT_BYTES) return fail(413, 'The file is larger than 5 MB. Please choose a smaller one.');
      const kind = DOCUMENT_SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte))?.[0];
      if (!kind) return fail(415, 'Please upload a PNG, JPEG or PDF of your photo ID.');
      current = sampleVerificationState('in-review', { details_tries_left: current.details_tries_left, document: { file_name: body.file_name, kind, size_bytes: bytes.length, uploaded_at: SAMPLE_NOW } });
      return current;
    });
}
