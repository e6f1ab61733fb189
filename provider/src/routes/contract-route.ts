import type { FastifyContextConfig } from 'fastify';
import { ErrorAnswer, type Endpoint, type EndpointSchemas } from 'shared-contract';

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
    schema: {
      params: params as S['params'],
      querystring: querystring as S['querystring'],
      body: body as S['body'],
      response: { '2xx': response as S['response'], '4xx': ErrorAnswer, '5xx': ErrorAnswer },
    },
  };
}
