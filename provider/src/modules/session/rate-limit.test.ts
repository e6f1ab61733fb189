import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';

describe('rate limits on login, signup, password reset, anonymous writes and photo ID uploads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ databaseUrl: 'memory://', rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => app.close());

  const attempt = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: { 'x-captcha-token': 'test-bypass' }, payload });

  it.each([
    ['POST', '/937/login', { login: 'nobody', password: 'wrong-password', skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 }],
    ['PUT', '/937/login', { op: 'fu', email: 'nobody@example.com' }],
    ['POST', '/937/signup', { email: 'bad', password: 'x' }],
    // Anonymous writes (issue 31: unlimited before).
    ['POST', '/937/download-id', { name: 'Visitor', email: 'visitor@example.com' }],
    ['POST', '/signups/abandoned', { login: 'leaver', email: 'leaver@example.com' }],
    // A photo ID's upload, whose body may be 12 MB: limited before the body is read or the session checked.
    ['PUT', '/937/players/1/verification/document', { file_name: 'id.png', content_base64: 'iVBORw0KGgo=' }],
  ] as const)('%s %s answers 429 with a clear message after 3 requests a minute', async (method, url, payload) => {
    for (let count = 0; count < 3; count += 1) {
      expect((await attempt(method, url, payload)).statusCode).not.toBe(429);
    }
    const limited = await attempt(method, url, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errorMessage: expect.stringMatching(/too many/i) });
  });
});
