import type { FastifyInstance } from 'fastify';
import { openGame, playGame } from '../testing/game-sessions';
import { balanceCents, call, createTestApp, depositVia, login, signupPlayer, type PlayerSession } from '../testing/test-app';

/**
 * Issue 31: the account takeovers (a stolen session, a QuickPlay link) and guessing the current
 * password through a signed-in session. Each probe failed on the provider before the fix.
 */
const BYPASS = { 'x-captcha-token': 'test-bypass' };
const PASSWORD = 'Secret123';

const loginOperation = (app: FastifyInstance, payload: Record<string, unknown>, token?: string) =>
  app.inject({ method: 'PUT', url: '/937/login', headers: { ...BYPASS, ...(token ? { 'x-session-token': token } : {}) }, payload });

const askToken = (app: FastifyInstance, player: PlayerSession, tokenType: string) =>
  call(app, { method: 'POST', url: `/937/players/${player.pid}/token`, token: player.token, payload: { playerId: player.pid, token_type: tokenType } });

const mailsTo = async (app: FastifyInstance, email: string) =>
  (await app.inject({ method: 'GET', url: `/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().messages as { subject: string; body: string }[];

/** Whether the password still signs the player in. */
const canLogIn = async (app: FastifyInstance, loginName: string, password: string) =>
  (await app.inject({
    method: 'POST', url: '/937/login', headers: BYPASS,
    payload: { login: loginName, password, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
  })).statusCode === 200;

describe('a stolen session cannot take the account', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => app.close());

  it('gets no password-reset token from POST /players/{pid}/token, so cpwt has nothing to take (the probe of issue 31)', async () => {
    const victim = await signupPlayer(app);
    const minted = await askToken(app, victim, 'password_reset');
    expect(minted.statusCode).toBe(400);
    expect(minted.json()).toEqual({ errorMessage: expect.any(String) });
    expect(minted.body).not.toMatch(/"token"/);
    // Whatever the attacker then sends to cpwt is refused, and the password is the owner's.
    const reset = await loginOperation(app, { op: 'cpwt', player_id: victim.pid, token: 'x'.repeat(43), pwd: 'Stolen123' });
    expect(reset.statusCode).toBe(400);
    expect(await canLogIn(app, victim.login, PASSWORD)).toBe(true);
    expect(await canLogIn(app, victim.login, 'Stolen123')).toBe(false);
  });

  it.each(['launch', 'password_reset_', 'reset', 'PASSWORD_RESET'])('gets no %s token either: only the types the site uses', async (tokenType) => {
    const player = await signupPlayer(app);
    expect((await askToken(app, player, tokenType)).statusCode).toBe(400);
  });

  it('still gets the cashier token a deposit asks for, and that token is no reset token', async () => {
    const player = await signupPlayer(app);
    const cashier = await askToken(app, player, 'cashier');
    expect(cashier.statusCode).toBe(200);
    expect(cashier.json()).toEqual({ token: expect.any(String), token_type: 'cashier', expires_at: expect.any(String) });
    const reset = await loginOperation(app, { op: 'cpwt', player_id: player.pid, token: cashier.json().token, pwd: 'Stolen123' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errorMessage).toBe('This password reset link is invalid or has expired.');
    expect(await canLogIn(app, player.login, PASSWORD)).toBe(true);
  });

  it('the mailed forgotten-password token still resets the password (the one flow that issues it)', async () => {
    const player = await signupPlayer(app);
    expect((await loginOperation(app, { op: 'fp', player_id: player.login })).statusCode).toBe(200);
    const [mail] = await mailsTo(app, `${player.login}@example.com`);
    const token = /token: (\S+)/.exec(mail!.body)![1];
    expect((await loginOperation(app, { op: 'cpwt', player_id: player.pid, token, pwd: 'Mailed123' })).statusCode).toBe(200);
    expect(await canLogIn(app, player.login, 'Mailed123')).toBe(true);
  });

  it.each([
    ['no current password', {}],
    ['an empty one', { current_pwd: '' }],
    ['a wrong current_pwd beside the right one under another name', { current_pwd: 'Wrong1234', password: PASSWORD, old_pwd: PASSWORD }],
    ['a reset token instead of the password', { token: 'x'.repeat(43) }],
  ])('cp with %s is refused and the password stays', async (_case, fields) => {
    const player = await signupPlayer(app);
    const change = await loginOperation(app, { op: 'cp', player_id: player.pid, pwd: 'Stolen123', ...fields }, player.token);
    expect(change.statusCode).toBe(401);
    expect(change.json()).toEqual({ errorMessage: 'Your current password is not correct.' });
    expect(await canLogIn(app, player.login, PASSWORD)).toBe(true);
  });

  it('cp with the current password changes it', async () => {
    const player = await signupPlayer(app);
    const change = await loginOperation(app, { op: 'cp', player_id: player.pid, current_pwd: PASSWORD, pwd: 'Changed123' }, player.token);
    expect(change.statusCode).toBe(200);
    expect(await canLogIn(app, player.login, 'Changed123')).toBe(true);
  });

  it('changing the email needs the current password', async () => {
    const player = await signupPlayer(app);
    const update = await call(app, { method: 'PUT', url: `/937/players/${player.pid}`, token: player.token, payload: { email: `thief-${player.login}@example.com` } });
    expect(update.statusCode).toBe(401);
    expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}`, token: player.token })).json().contact.email).toBe(`${player.login}@example.com`);
  });

  it('a demo player keeps the password too', async () => {
    const demo = await login(app, 'deptestclass');
    expect((await askToken(app, demo, 'password_reset')).statusCode).toBe(400);
  });
});

describe('a QuickPlay link session plays, and changes nothing of the account', () => {
  let app: FastifyInstance;
  let owner: PlayerSession;
  let userhash: string;
  let quick: PlayerSession;
  const ACCOUNT_REFUSAL = { errorMessage: 'Please log in with your password to change your account.' };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signupPlayer(app);
    userhash = (await call(app, { method: 'POST', url: `/937/player/${owner.pid}/accounts/quick`, token: owner.token, payload: {} })).json().userhash;
    const signIn = await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${userhash}` });
    expect(signIn.statusCode).toBe(200);
    const body = signIn.json();
    quick = { pid: body.pid, token: body.sessionToken, login: body.login, sessionId: body.rtgSession.session_id };
  });
  afterAll(async () => app.close());

  const profileOf = async () => (await call(app, { method: 'GET', url: `/937/players/${owner.pid}`, token: owner.token })).json();

  it('signs in and plays: redeems a coupon, deposits, launches a game and spins', async () => {
    expect((await call(app, { method: 'GET', url: `/937/players/${owner.pid}/balance?forMoney=true`, token: quick.token })).statusCode).toBe(200);
    const redeem = await call(app, { method: 'POST', url: `/937/v2/players/${owner.pid}/coupons?couponCode=WELCOME300&redeem=true`, token: quick.token });
    expect(redeem.statusCode).toBe(200);
    expect((await askToken(app, quick, 'cashier')).statusCode).toBe(200);
    const deposit = await depositVia(app, quick, '20.00');
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json().coupon).toMatchObject({ applied: true, coupon_code: 'WELCOME300' });
    const spin = await call(app, { method: 'POST', url: `/937/player/${owner.pid}/games/megasaur/spin`, token: quick.token, payload: { bet: '1.00' } });
    expect(spin.statusCode).toBe(200);
    const { gameToken } = await openGame(app, quick, 'megasaur');
    expect((await playGame(app, gameToken, { action: 'spin', bet: '1.00' })).statusCode).toBe(200);
    expect(await balanceCents(app, owner)).toBeGreaterThan(0);
  });

  it.each([
    ['PUT /players/{pid}: a name', 'PUT', '/937/players/:pid', { first_name: 'Thief' }],
    ['PUT /players/{pid}: the email, even with the password', 'PUT', '/937/players/:pid', { email: 'thief@example.com', password: PASSWORD }],
    ['POST accounts/quick (opt in)', 'POST', '/937/player/:pid/accounts/quick', {}],
    ['DELETE accounts/quick (opt out)', 'DELETE', '/937/player/:pid/accounts/quick', {}],
  ] as const)('is refused %s with 403 and a clear message', async (_name, method, path, payload) => {
    const response = await call(app, { method, url: path.replace(':pid', String(owner.pid)), token: quick.token, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(ACCOUNT_REFUSAL);
  });

  it('cannot change the password, even with the current one', async () => {
    const change = await loginOperation(app, { op: 'cp', player_id: owner.pid, current_pwd: PASSWORD, pwd: 'Stolen123' }, quick.token);
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual(ACCOUNT_REFUSAL);
    expect(await canLogIn(app, owner.login, PASSWORD)).toBe(true);
  });

  it('cannot change the marketing permission', async () => {
    const change = await call(app, { method: 'POST', url: '/marketing/person-preferences', token: quick.token, payload: { custrefid: owner.pid, emailpermit: false } });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual(ACCOUNT_REFUSAL);
  });

  it('gets no password-reset token', async () => {
    expect((await askToken(app, quick, 'password_reset')).statusCode).toBe(400);
  });

  it('reads whether QuickPlay is on, but never the link, so it cannot renew it', async () => {
    const state = await call(app, { method: 'GET', url: `/937/player/${owner.pid}/accounts/quick`, token: quick.token });
    expect(state.json()).toEqual({ optIn: true, userhash: null });
  });

  it('left the account as it was: profile, email permit, QuickPlay link and password', async () => {
    const profile = await profileOf();
    expect(profile).toMatchObject({ login: owner.login, email_permit: true, contact: { email: `${owner.login}@example.com`, first_name: 'Test' } });
    const state = (await call(app, { method: 'GET', url: `/937/player/${owner.pid}/accounts/quick`, token: owner.token })).json();
    expect(state).toEqual({ optIn: true, userhash });
    expect(await canLogIn(app, owner.login, PASSWORD)).toBe(true);
  });

  it('the owner, signed in with the password, still changes the account', async () => {
    const update = await call(app, { method: 'PUT', url: `/937/players/${owner.pid}`, token: owner.token, payload: { first_name: 'Owner' } });
    expect(update.statusCode).toBe(200);
    expect(update.json().contact.first_name).toBe('Owner');
  });
});

describe('the current password cannot be guessed through a signed-in session', () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await createTestApp(); });
  afterAll(async () => app.close());

  const changeEmail = (player: PlayerSession, password: string) =>
    call(app, { method: 'PUT', url: `/937/players/${player.pid}`, token: player.token, payload: { email: `new-${player.login}@example.com`, password } });
  const changePassword = (player: PlayerSession, current: string) =>
    loginOperation(app, { op: 'cp', player_id: player.pid, current_pwd: current, pwd: 'Guessed123' }, player.token);
  const sessionLives = async (player: PlayerSession) =>
    (await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token })).statusCode === 200;
  const LOCKED = { errorMessage: 'errorMaxLoginAttempts' };

  it('PUT /players/{pid}: 4 wrong answers are 401, the 5th is errorMaxLoginAttempts and ends the session (the probe made 40 tries)', async () => {
    const player = await signupPlayer(app);
    for (let guess = 1; guess <= 4; guess += 1) expect((await changeEmail(player, `Guess${guess}00`)).statusCode).toBe(401);
    const fifth = await changeEmail(player, 'Guess500');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual(LOCKED);
    expect(await sessionLives(player)).toBe(false);
  });

  it('cp: the same, and the account is then locked for login too, even with the right password, until a reset', async () => {
    const player = await signupPlayer(app);
    for (let guess = 1; guess <= 4; guess += 1) expect((await changePassword(player, `Guess${guess}00`)).statusCode).toBe(401);
    expect((await changePassword(player, 'Guess500')).json()).toEqual(LOCKED);
    expect(await sessionLives(player)).toBe(false);
    expect(await canLogIn(app, player.login, PASSWORD)).toBe(false);
    const loginAnswer = await app.inject({
      method: 'POST', url: '/937/login', headers: BYPASS,
      payload: { login: player.login, password: PASSWORD, skin_id: 1, client_id: 6, for_money: true, player_timezone: 0 },
    });
    expect(loginAnswer.json()).toEqual(LOCKED);
    // The mailed reset lifts it, as it does a login lockout.
    await loginOperation(app, { op: 'fp', player_id: player.login });
    const [mail] = await mailsTo(app, `${player.login}@example.com`);
    const token = /token: (\S+)/.exec(mail!.body)![1];
    expect((await loginOperation(app, { op: 'cpwt', player_id: player.pid, token, pwd: 'Reset1234' })).statusCode).toBe(200);
    expect(await canLogIn(app, player.login, 'Reset1234')).toBe(true);
  });

  it('one counter per account: wrong answers through both routes and a failed login add up', async () => {
    const player = await signupPlayer(app);
    const other = await login(app, player.login, PASSWORD);
    expect((await changeEmail(player, 'Wrong1111')).statusCode).toBe(401);
    expect((await changeEmail(other, 'Wrong2222')).statusCode).toBe(401);
    expect((await changePassword(player, 'Wrong3333')).statusCode).toBe(401);
    expect(await canLogIn(app, player.login, 'Wrong4444')).toBe(false);
    // The fifth wrong answer, whichever route: the asking session ends, the other stays until it asks.
    expect((await changePassword(other, 'Wrong5555')).json()).toEqual(LOCKED);
    expect(await sessionLives(other)).toBe(false);
    expect(await sessionLives(player)).toBe(true);
    // While locked, even the right answer is refused, and the session that gave it ends.
    expect((await changeEmail(player, PASSWORD)).json()).toEqual(LOCKED);
    expect(await sessionLives(player)).toBe(false);
  });

  it('a right answer clears the count, as a login does', async () => {
    const player = await signupPlayer(app);
    for (let guess = 1; guess <= 4; guess += 1) expect((await changePassword(player, `Guess${guess}00`)).statusCode).toBe(401);
    const update = await changeEmail(player, PASSWORD);
    expect(update.statusCode).toBe(200);
    expect(update.json().contact.email).toBe(`new-${player.login}@example.com`);
    for (let guess = 1; guess <= 4; guess += 1) expect((await changePassword(player, `Again${guess}00`)).statusCode).toBe(401);
    expect(await sessionLives(player)).toBe(true);
    expect((await changePassword(player, PASSWORD)).statusCode).toBe(200);
  });
});
