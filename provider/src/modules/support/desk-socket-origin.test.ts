import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { createTestApp } from '../../testing/test-app';
import { DEMO_HOST_PASSWORD } from './support-service';

/**
 * Issue 31: a malformed `Origin` on the desk socket threw an uncaught error. The desk socket
 * takes its own origin only: another origin, or one that is no URL, is refused with a clean close.
 */
describe('the desk socket and its Origin', () => {
  let app: FastifyInstance;
  let base: string;
  let cookie: string;
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  beforeAll(async () => {
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
    app = await createTestApp();
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    cookie = String((await app.inject({
      method: 'POST', url: '/support/desk/login', payload: `login=anna&password=${DEMO_HOST_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })).headers['set-cookie']).split(';')[0]!;
  });
  afterAll(async () => {
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
    await app.close();
  });

  /** How a desk socket with this Origin ends: its close code, or its first event when it stays open. */
  const attempt = (origin: string) => new Promise<{ code?: number; first?: Record<string, unknown> }>((resolve) => {
    const socket = new WebSocket(`${base}/support/desk/socket`, { headers: { cookie, origin } });
    socket.on('message', (raw) => { resolve({ first: JSON.parse(String(raw)) as Record<string, unknown> }); socket.close(); });
    socket.on('close', (code) => resolve({ code }));
    socket.on('error', () => resolve({}));
  });

  it.each(['http://[not-an-address', 'not a url', '::::', 'http://'])('refuses Origin %p with 4403, and the provider carries on', async (origin) => {
    expect(await attempt(origin)).toEqual({ code: 4403 });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(errors).toEqual([]);
  });

  it('refuses another site\'s origin, and opens for its own', async () => {
    expect(await attempt('https://evil.example')).toEqual({ code: 4403 });
    const own = await attempt(base.replace('ws', 'http'));
    expect(own.first).toMatchObject({ type: 'queue' });
  });
});
