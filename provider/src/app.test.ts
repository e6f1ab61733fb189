import type { FastifyInstance } from 'fastify';
import { call, createTestApp, signupPlayer } from './testing/test-app';

describe('app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ siteOrigins: ['http://localhost:8080'] });
  });
  afterAll(async () => app.close());

  it('answers health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('allows the site origin with the session and captcha headers', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/937/login',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-session-token,x-captcha-token,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/DELETE/);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-session-token');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-captcha-token');
  });

  it('does not allow other origins', async () => {
    const response = await app.inject({ method: 'GET', url: '/health', headers: { origin: 'http://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes and malformed JSON with a 4xx errorMessage', async () => {
    const missing = await app.inject({ method: 'GET', url: '/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBeTruthy();
    const bad = await app.inject({
      method: 'POST',
      url: '/937/login',
      headers: { 'content-type': 'application/json', 'x-captcha-token': 'test-bypass' },
      payload: '{"login":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBeTruthy();
    expect(bad.body).not.toMatch(/at .*\.ts/);
  });

  it('closes the casino API during maintenance', async () => {
    const closed = await createTestApp({ maintenance: true, seed: false });
    try {
      const response = await closed.inject({ method: 'POST', url: '/937/login', payload: {} });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ errorMessage: 'errorCasinoMaintenance' });
      expect((await closed.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('tells browsers not to sniff or store its JSON answers, errors included', async () => {
    for (const url of ['/health', '/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toContain('json');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the sandbox cashier page unsniffed and unstored', async () => {
    const player = await signupPlayer(app);
    const cashier = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/cashier`, token: player.token, payload: {} })).json();
    const fields = {
      RTGLogin: cashier.login, RTG_PID: String(player.pid), HashedPassword: cashier.hashed_password, Lang: 'en', CasinoID: '937',
      Sportsbook: '0', SkinID: '1', RedirectURL: 'http://localhost:8080/cashier/?deposit=return', SessionID: cashier.session_id,
    };
    const page = await app.inject({
      method: 'POST', url: '/cashier', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching a route chose for itself', async () => {
    const games = (await app.inject({ method: 'GET', url: '/aws-static/rtggames.json' })).json() as { games: { thumbnail: string }[] };
    const thumbnail = await app.inject({ method: 'GET', url: new URL(games.games[0]!.thumbnail).pathname });
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
