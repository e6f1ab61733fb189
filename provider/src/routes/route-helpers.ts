import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';

/** `:pid` as the path carries it; the auth hook has already matched it to the session. */
export const PidParams = Type.Object({ pid: Type.Integer({ minimum: 1 }) });

/** A request header's first value; `name` in any case (shared-contract spells them as the wire does, Node lower-cases them). */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The rate-limit route option, or nothing when limits are off (tests, bench). */
export function rateLimited(app: FastifyInstance): FastifyContextConfig {
  const limit = app.ctx.config.rateLimit;
  return { rateLimit: limit ? { max: limit.max, timeWindow: limit.timeWindowMs } : false };
}

/** Simulated geo-IP: a client (or test) states the viewer's country in this header. */
export const VIEWER_COUNTRY_HEADER = 'x-viewer-country';
