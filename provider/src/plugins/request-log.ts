import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { CAPTCHA_TOKEN_HEADER, GAME_TOKEN_HEADER, SESSION_TOKEN_HEADER } from 'shared-contract';

/** Query parameters that carry a secret: session and launch tokens, websocket tickets, QuickPlay hashes. */
export const SECRET_QUERY_PARAMETERS = ['token', 'gametoken', 'ticket', 'userhash', 'sessiontoken', 'hash', 'checkout'];
/** Headers that carry a secret; the request log never prints them (lower case: the log's paths name headers as Node does). */
const SECRET_HEADERS = [SESSION_TOKEN_HEADER, CAPTCHA_TOKEN_HEADER, GAME_TOKEN_HEADER, 'authorization', 'cookie'].map((name) => name.toLowerCase());
export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced, for the log. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url.slice(question + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch { /* a malformed name is kept as it is */ }
    return equals >= 0 && SECRET_QUERY_PARAMETERS.includes(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, question)}?${query.join('&')}`;
}

/**
 * The provider's logger: Fastify's request line, with secrets taken out of the URL and headers.
 * Tokens in a log outlive the session they belong to and are read by people who must not hold them.
 * Standard output is written asynchronously and in blocks (pino's asynchronous logging): lines gather up to 4 KB, or
 * for at most half a second, and go out in one write (one write per request cost a paid spin a tenth of its time on the
 * provider, issue 55). Pino writes what is left when the process exits; a crash loses at most the last block.
 */
export function providerLogger(options: { stream?: NodeJS.WritableStream; level?: string } = {}) {
  return {
    level: options.level ?? 'info',
    stream: options.stream ?? standardOutputInBlocks(),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        // Headers stay out of the request line; when something logs them, secrets are censored.
        ...(request.headers ? { userAgent: request.headers['user-agent'] } : {}),
      }),
    },
    // Anything else that logs a header by path (an error with its request) is covered too.
    redact: { paths: SECRET_HEADERS.map((name) => `req.headers["${name}"]`), censor: REDACTED },
  };
}

const LOG_BLOCK_BYTES = 4096;
const LOG_FLUSH_MS = 500;

function standardOutputInBlocks() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BLOCK_BYTES });
  // A quiet provider's last lines are not held back for long.
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Ended as the process exits: pino has written what was left.
    }
  }, LOG_FLUSH_MS).unref();
  return destination;
}

/**
 * One line per request, written when the answer has gone: the request (redacted as above), its
 * status and time. Fastify's default writes two lines per request (incoming and completed), and
 * the log was the largest single cost of a cheap call under load. Errors are logged as before.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
