import { sandboxEndpoints } from 'shared-contract';
import { builtInSolver, callProvider, fetchCaptchaToken, playersClient, provideSession, sessionClient } from 'shared-api';
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
    provideSession({ sessionToken: () => created.sessionToken });
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

  it('issues a download id', async () => {
    const answer = await sessionClient.downloadId({ name: 'Dee', email: 'dee@example.com', affiliate_id: 12, tracking_id: 'spring' });
    expect(answer.download_id).toMatch(/^DL-[0-9A-F]+$/);
    expect(answer.message).toBe(answer.download_id);
  });
});
