import { sandboxEndpoints } from 'shared-contract';
import { builtInSolver, callProvider, fetchCaptchaToken, getProviderClient, playersClient, memorySessionPort, provideSession, sessionClient } from 'shared-api';
import { startLiveProvider, type LiveProvider } from './live-provider';

const BYPASS = 'test-bypass';

describe('shared-api session client against the provider', () => {
  let provider: LiveProvider;
  beforeAll(async () => {
    provider = await startLiveProvider();
  });
  afterAll(async () => provider.close());
  beforeEach(() => provider.actAsVisitor());

  /** The sandbox outbox, read through its contract endpoint like the e2e suite does. */
  const mailTo = async (email: string) => (await callProvider(sandboxEndpoints.mailbox, { query: { email } })).messages;

  it('serves a captcha challenge whose solution logs in: every field the signature covers survives the contract', async () => {
    const challenge = await sessionClient.captchaChallenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', keySignature: expect.any(String), expiresAt: expect.any(Number) });
    expect(challenge.signature).toEqual(expect.any(String));
    const captchaToken = await fetchCaptchaToken({ solvers: [builtInSolver], retryMs: 0 });
    const session = await sessionClient.login('demoplayer', 'Demo1234', captchaToken);
    expect(session).toMatchObject({ login: 'demoplayer', player_class: expect.any(String), first_deposit: true });
    // One solution, one login.
    await expect(sessionClient.login('demoplayer', 'Demo1234', captchaToken)).rejects.toMatchObject({ status: 400 });
  });

  it('signs up, changes the password with cp and logs out', async () => {
    const stem = `contract${Date.now().toString(36)}`;
    const created = await sessionClient.signup({
      email: `${stem}@example.com`, password: 'Secret123', first_name: 'Cora', last_name: 'Tract', birth_date: { month: 1, day: 15, year: 1990 }, login: stem,
    }, BYPASS);
    expect(created).toMatchObject({ login: stem, message: 'Your account has been created.', first_deposit: false, expires_at: expect.any(String) });
    provideSession(memorySessionPort({ sessionToken: () => created.sessionToken }));
    await expect(sessionClient.loginOperation({ op: 'cp', player_id: created.pid, current_pwd: 'Secret123', pwd: 'Newer1234' }, BYPASS))
      .resolves.toEqual({ message: 'Your password has been changed.' });
    await expect(sessionClient.logout(created.pid, created.login)).resolves.toEqual({ message: 'Logged out' });
    await expect(playersClient.balance(created.pid)).rejects.toMatchObject({ status: 401 });
    provider.actAsVisitor();
    await expect(sessionClient.login(stem, 'Newer1234', BYPASS)).resolves.toMatchObject({ pid: created.pid });
  });

  it('mails a forgotten username and a reset token that cpwt accepts', async () => {
    const stem = `forgot${Date.now().toString(36)}`;
    const created = await sessionClient.signup({ email: `${stem}@example.com`, password: 'Secret123', first_name: 'Fay', last_name: 'Gotten', birth_date: '1991-02-03', login: stem }, BYPASS);
    const generic = { message: 'If an account matches, we have sent an email with instructions.' };
    await expect(sessionClient.loginOperation({ op: 'fu', email: `${stem}@example.com` }, BYPASS)).resolves.toEqual(generic);
    await expect(sessionClient.loginOperation({ op: 'fp', player_id: created.pid }, BYPASS)).resolves.toEqual(generic);
    const [reset, username] = await mailTo(`${stem}@example.com`);
    expect(username).toMatchObject({ subject: 'Your username', body: expect.stringContaining(stem) });
    expect(new Date(reset!.created_at).toISOString()).toBe(reset!.created_at);
    const token = /token: (\S+)/.exec(reset!.body)![1]!;
    await expect(sessionClient.loginOperation({ op: 'cpwt', player_id: created.pid, token, pwd: 'Reset1234' }, BYPASS))
      .resolves.toEqual({ message: 'Your password has been changed. Please log in.' });
    await expect(sessionClient.login(stem, 'Reset1234', BYPASS)).resolves.toMatchObject({ pid: created.pid });
  });

  it('renews with the refresh cookie alone: login sets it, refresh spends and rotates it, logout clears it', async () => {
    // Node has no cookie jar: this one stands in for the browser's and, like it, sends and stores
    // cookies only on calls made with credentials (the contract marks which).
    const jar = new Map<string, string>();
    const client = await getProviderClient();
    const sending = client.interceptors.request.use((request) => {
      if (request.withCredentials && jar.size > 0) request.headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      return request;
    });
    const storing = client.interceptors.response.use((response) => {
      if (!response.config.withCredentials) return response;
      for (const line of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const [name = '', value = ''] = pair.split('=');
        if (attributes.includes('Max-Age=0')) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    });
    try {
      const session = await sessionClient.login('demoplayer', 'Demo1234', BYPASS);
      const first = jar.get('casino_refresh');
      expect(first).toEqual(expect.any(String));
      // No session header and no captcha: the cookie is the credential.
      const renewed = await sessionClient.refresh();
      expect(renewed).toMatchObject({ pid: session.pid, login: 'demoplayer', expires_at: session.expires_at });
      expect(renewed.sessionToken).not.toBe(session.sessionToken);
      expect(jar.get('casino_refresh')).not.toBe(first);
      provideSession(memorySessionPort({ sessionToken: () => renewed.sessionToken }));
      await expect(playersClient.balance(session.pid)).resolves.toMatchObject({ currency: 'USD' });
      await expect(sessionClient.logout(session.pid, 'demoplayer')).resolves.toEqual({ message: 'Logged out' });
      expect(jar.has('casino_refresh')).toBe(false);
      // Even a copy kept from before the logout renews nothing.
      jar.set('casino_refresh', first!);
      await expect(sessionClient.refresh()).rejects.toMatchObject({ status: 401 });
    } finally {
      client.interceptors.request.eject(sending);
      client.interceptors.response.eject(storing);
    }
  });

  it('issues a download id', async () => {
    const answer = await sessionClient.downloadId({ name: 'Dee', email: 'dee@example.com', affiliate_id: 12, tracking_id: 'spring' });
    expect(answer.download_id).toMatch(/^DL-[0-9A-F]+$/);
    expect(answer.message).toBe(answer.download_id);
  });
});
