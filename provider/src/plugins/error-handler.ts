import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error';

/**
 * Every failure leaves as `{ errorMessage }`. Client mistakes keep their 4xx; anything
 * unexpected is logged and answered with a generic 500 that reveals nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ errorMessage: error.message });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({ errorMessage: `Invalid request: ${fastifyError.message}` });
    }
    const status = fastifyError.statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit) keep their status.
      return reply.status(status).send({ errorMessage: fastifyError.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ errorMessage: 'Sorry, Something went wrong. Please try again later.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ errorMessage: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
