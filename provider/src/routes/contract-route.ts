import type { FastifyContextConfig } from 'fastify';
import { ErrorAnswer, type Endpoint, type EndpointSchemas } from 'shared-contract';
import { exactValidatorCompiler } from './exact-input';

/**
 * The route options of one contract endpoint: its method, path, who may call it, and its
 * request and response schemas. Fastify validates requests and serialises answers with them,
 * so a field that is not in the contract never leaves the server.
 */
export function contractRoute<S extends EndpointSchemas>(endpoint: Endpoint<S>, config: FastifyContextConfig = {}) {
  const { params, querystring, body, response } = endpoint.schemas;
  return {
    method: endpoint.method,
    url: endpoint.base === 'jackpot' ? `/jackpot/lobby/${endpoint.path}` : endpoint.path,
    config: endpoint.auth === 'player' ? { ...config, auth: 'player' as const } : config,
    // Absent parts are left out, not set to undefined: Fastify warns about those.
    schema: {
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      response: { '2xx': response as S['response'], '4xx': ErrorAnswer, '5xx': ErrorAnswer },
    } as { params: S['params']; querystring: S['querystring']; body: S['body']; response: { '2xx': S['response']; '4xx': typeof ErrorAnswer; '5xx': typeof ErrorAnswer } },
  };
}

/**
 * `contractRoute` for a route that guards a protection: its body and query are checked exactly as the
 * schemas write them, converting nothing (`exact-input.ts`).
 */
export function exactContractRoute<S extends EndpointSchemas>(endpoint: Endpoint<S>, config: FastifyContextConfig = {}) {
  return { ...contractRoute(endpoint, { ...config, exactInput: true }), validatorCompiler: exactValidatorCompiler };
}
