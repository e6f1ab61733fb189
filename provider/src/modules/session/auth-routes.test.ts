import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { call, createTestApp, DEMO_PASSWORD, login, signupPlayer } from '../../testing/test-app';

const BYPASS = { 'x-captcha-token': 'test-bypass' };

async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: '/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('authentication', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  describe('POST /937/login', () => {
    it('returns pid, rtgSession.session_id and a fresh 128+ bit sessionToken on every login', async () => {
      const first = await login(app, 'demoplayer');
      const second = await login(app, 'DemoPlayer ');
      expect(first.pid).toBe(second.pid);
      expect(first.token).not.toBe(second.token);
      expect(Buffer.from(first.token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(first.sessionId).toMatch(/^[0-9a-f]{32}$/);
    });

    it('asks for login details when they are missing', async () => {
      const response = await app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errorMessage: 'Please enter your login details.' });
    });

    it('gives the same answer for an unknown login and a wrong password', async () => {
      const unknown = await app.inject({
        method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'nobody-here', password: 'whatever1' },
      });
      const wrong = await app.inject({
        method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'depcoupon', password: 'whatever1' },
      });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('rejects the wrong body types with a 400, never a 5xx', async () => {
      const response = await app.inject({
        method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: { $ne: 1 }, password: ['x'] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBeTruthy();
    });

    it('refuses closed accounts after checking the password', async () => {
      const response = await app.inject({
        method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'depbanned', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(403);
    });

    it('applies errorViewerRestriction to restricted countries', async () => {
      const response = await app.inject({
        method: 'POST', url: '/937/login', headers: { ...BYPASS, 'x-viewer-country': 'FR' },
        payload: { login: 'demoplayer', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorMessage: 'errorViewerRestriction' });
    });
  });

  describe('lockout', () => {
    it('locks after 5 consecutive failures, across new sessions, and the right password does not help', async () => {
      const player = await signupPlayer(app);
      const attempt = (password: string) =>
        app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: player.login, password } });
      for (let i = 1; i <= 4; i += 1) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
      const fifth = await attempt('wrong-5');
      expect(fifth.statusCode).toBe(403);
      expect(fifth.json()).toEqual({ errorMessage: 'errorMaxLoginAttempts' });
      // No cookie or session is involved: a brand-new client is refused too.
      const correct = await attempt('Secret123');
      expect(correct.json()).toEqual({ errorMessage: 'errorMaxLoginAttempts' });
    });

    it('locks unknown logins the same way, so lockout does not reveal accounts', async () => {
      for (let i = 1; i <= 4; i += 1) {
        await app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'ghost-user', password: 'x12345' } });
      }
      const fifth = await app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'ghost-user', password: 'x12345' } });
      expect(fifth.json()).toEqual({ errorMessage: 'errorMaxLoginAttempts' });
    });

    it('counts only consecutive failures', async () => {
      const player = await signupPlayer(app);
      const attempt = (password: string) =>
        app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: player.login, password } });
      for (let i = 0; i < 4; i += 1) await attempt('bad-password');
      expect((await attempt('Secret123')).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await attempt('bad-password')).statusCode).toBe(401);
    });

    it('is lifted by a password reset through the mailed token', async () => {
      const player = await signupPlayer(app);
      for (let i = 0; i < 5; i += 1) {
        await app.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: player.login, password: 'nope-nope' } });
      }
      const forgot = await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fp', player_id: player.login } });
      expect(forgot.statusCode).toBe(200);
      const mail = (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json();
      const token = /token: (\S+)/.exec(mail.messages[0].body)![1];
      const reset = await app.inject({
        method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'cpwt', player_id: player.pid, token, pwd: 'BrandNew1' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(app, player.login, 'BrandNew1')).pid).toBe(player.pid);
      // A reset token works once.
      const again = await app.inject({
        method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'cpwt', player_id: player.pid, token, pwd: 'Other123' },
      });
      expect(again.statusCode).toBe(400);
    });
  });

  describe('captcha', () => {
    it('requires a captcha on login and signup', async () => {
      const loginResponse = await app.inject({ method: 'POST', url: '/937/login', payload: { login: 'demoplayer', password: DEMO_PASSWORD } });
      expect(loginResponse.statusCode).toBe(400);
      const signupResponse = await app.inject({ method: 'POST', url: '/937/signup', payload: {} });
      expect(signupResponse.statusCode).toBe(400);
    });

    it('accepts a solved proof-of-work challenge once', async () => {
      const token = await solvedCaptcha(app);
      const payload = { login: 'demoplayer', password: DEMO_PASSWORD };
      const first = await app.inject({ method: 'POST', url: '/937/login', headers: { 'x-captcha-token': token }, payload });
      expect(first.statusCode).toBe(200);
      const replay = await app.inject({ method: 'POST', url: '/937/login', headers: { 'x-captcha-token': token }, payload });
      expect(replay.statusCode).toBe(400);
    });

    it('rejects a forged solution', async () => {
      const challenge = (await app.inject({ method: 'GET', url: '/captcha/challenge' })).json();
      const forged = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab' } })).toString('base64');
      const response = await app.inject({
        method: 'POST', url: '/937/login', headers: { 'x-captcha-token': forged },
        payload: { login: 'demoplayer', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(400);
    });

    it('ignores the test bypass unless the server enabled it', async () => {
      const strict = await createTestApp({ captchaTestBypass: false, seed: false });
      try {
        const response = await strict.inject({ method: 'POST', url: '/937/login', headers: BYPASS, payload: { login: 'a', password: 'b' } });
        expect(response.statusCode).toBe(400);
        expect(response.json().errorMessage).toMatch(/Captcha/);
      } finally {
        await strict.close();
      }
    });
  });

  describe('POST /937/signup', () => {
    const valid = {
      email: 'Fresh.Player@Example.com', password: 'Secret123', first_name: "Anne-Marie", last_name: "O'Neil",
      birth_date: '1990-02-03', client_id: 6, aid: 'aff1', download_id: '', skin_id: 1,
    };

    it('creates a player and logs them in', async () => {
      const response = await app.inject({ method: 'POST', url: '/937/signup', headers: BYPASS, payload: valid });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.pid).toEqual(expect.any(Number));
      expect(body.sessionToken).toEqual(expect.any(String));
      const data = await call(app, { method: 'GET', url: `/937/players/${body.pid}`, token: body.sessionToken });
      expect(data.json().contact.email).toBe('fresh.player@example.com');
    });

    it('answers a duplicate email and a duplicate login with the spec messages', async () => {
      const dupEmail = await app.inject({ method: 'POST', url: '/937/signup', headers: BYPASS, payload: { ...valid, email: 'demoplayer@example.com' } });
      expect(dupEmail.statusCode).toBe(409);
      expect(dupEmail.json()).toEqual({ errorMessage: 'An account with this email already exists' });
      const dupLogin = await app.inject({
        method: 'POST', url: '/937/signup', headers: BYPASS, payload: { ...valid, email: 'other@example.com', login: 'demoplayer' },
      });
      expect(dupLogin.json()).toEqual({ errorMessage: 'An account already exists' });
    });

    it.each([
      [{ first_name: 'R2D2' }, 'Please enter your first name'],
      [{ last_name: 'x'.repeat(41) }, 'Please enter your last name'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: '12345' }, 'Passwords should be at least 6 characters and at most 80 characters'],
      [{ birth_date: '2015-01-01' }, 'Please enter your date of birth. You must be at least 21 years old'],
      [{ birth_date: '1990-02-30' }, 'Please enter your date of birth. You must be at least 21 years old'],
    ])('validates %j', async (change, message) => {
      const response = await app.inject({
        method: 'POST', url: '/937/signup', headers: BYPASS, payload: { ...valid, email: 'v@example.com', ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errorMessage: message });
    });

    it('refuses restricted countries with errorViewerRestriction', async () => {
      const response = await app.inject({
        method: 'POST', url: '/937/signup', headers: BYPASS, payload: { ...valid, email: 'gb@example.com', country: 'GB' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorMessage: 'errorViewerRestriction' });
    });
  });

  describe('PUT /937/login', () => {
    it('answers fp and fu the same whether or not the account exists', async () => {
      const known = await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fu', email: 'demoplayer@example.com' } });
      const unknown = await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'fu', email: 'nobody@example.com' } });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const mail = (await app.inject({ method: 'GET', url: '/sandbox/mailbox?email=demoplayer@example.com' })).json();
      expect(mail.messages.some((message: { body: string }) => message.body.includes('demoplayer'))).toBe(true);
    });

    it('changes the password with cp for the logged-in player only', async () => {
      const player = await signupPlayer(app);
      const wrong = await call(app, {
        method: 'PUT', url: '/937/login', token: player.token, headers: BYPASS,
        payload: { op: 'cp', player_id: player.pid, current_pwd: 'nope-nope', pwd: 'Changed12' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await call(app, {
        method: 'PUT', url: '/937/login', token: player.token, headers: BYPASS,
        payload: { op: 'cp', player_id: player.pid, current_pwd: 'Secret123', pwd: 'Changed12' },
      });
      expect(right.statusCode).toBe(200);
      expect((await login(app, player.login, 'Changed12')).pid).toBe(player.pid);
    });

    it('rejects an unknown op', async () => {
      const response = await app.inject({ method: 'PUT', url: '/937/login', headers: BYPASS, payload: { op: 'zz' } });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('logout and sessions', () => {
    it('kills the token on logout', async () => {
      const player = await signupPlayer(app);
      const out = await call(app, {
        method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token,
        payload: { logout_type: 1, login: player.login, player_id: player.pid, for_money: true },
      });
      expect(out.statusCode).toBe(200);
      const after = await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance`, token: player.token });
      expect(after.statusCode).toBe(401);
    });

    it('expires sessions after 24 hours', async () => {
      let now = Date.now();
      const clocked = await createTestApp({ now: () => new Date(now) });
      try {
        const player = await login(clocked, 'demoplayer');
        const url = `/937/players/${player.pid}/balance`;
        expect((await call(clocked, { method: 'GET', url, token: player.token })).statusCode).toBe(200);
        now += 24 * 3600 * 1000 + 1000;
        expect((await call(clocked, { method: 'GET', url, token: player.token })).statusCode).toBe(401);
      } finally {
        await clocked.close();
      }
    });
  });

  describe('POST /937/download-id', () => {
    it('returns a download id as message', async () => {
      const response = await app.inject({
        method: 'POST', url: '/937/download-id', payload: { name: 'Ann', email: 'ann@example.com', affiliate_id: 12, tracking_id: 'x' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/^DL-[0-9A-F]{12}$/);
    });

    it('validates the email', async () => {
      const response = await app.inject({ method: 'POST', url: '/937/download-id', payload: { name: 'Ann', email: 'x' } });
      expect(response.statusCode).toBe(400);
    });
  });
});
