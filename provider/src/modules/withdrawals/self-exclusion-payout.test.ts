import type { FastifyInstance } from 'fastify';
import { walletBalances } from '../wallet';
import { call, createTestAppWithClock, databaseVariants, depositVia, login, signupVerifiedPlayer, type PlayerSession } from '../../testing/test-app';
import { payApprovedWithdrawals, SANDBOX_PAYOUT_DELAY_MS } from './withdrawals-service';

const BYPASS = { 'x-captcha-token': 'test-bypass' };
const saferGambling = (player: PlayerSession, path: string) => `/937/players/${player.pid}/safer-gambling${path}`;

const selfExclude = (app: FastifyInstance, player: PlayerSession) =>
  call(app, { method: 'POST', url: saferGambling(player, '/self-exclusion'), token: player.token, payload: { duration: '6m', confirmation: 'EXCLUDE ME' } });

const withdrawalsOf = (app: FastifyInstance, player: PlayerSession) =>
  app.ctx.db.query<{ amount_cents: number; method: string; destination: string; status: string; initiated_by: string; decided_by: string | null }>(
    'select amount_cents::int as amount_cents, method, destination, status, initiated_by, decided_by from withdrawals where player_id = $1 order by id', [player.pid],
  );

const mailsTo = async (app: FastifyInstance, player: PlayerSession): Promise<Array<{ subject: string; body: string }>> =>
  (await call(app, { method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json().messages;

/** `YYYY-MM-DD` of the provider's clock in the statement's time zone. */
const dayOf = (app: FastifyInstance) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(app.ctx.now());

const DAY_MS = 86_400_000;

/** The statement of one day, read by the player once the exclusion is over and they log in again. */
async function statementOf(app: FastifyInstance, player: PlayerSession, day: string) {
  const session = await login(app, player.login, 'Secret123');
  const answer = await call(app, { method: 'GET', url: `${saferGambling(player, '/statement')}?by=month&from=${day}&to=${day}`, token: session.token });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe.each(databaseVariants())('a self-exclusion returns the cash on $name', ({ options }) => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  beforeAll(async () => {
    ({ app, advance } = await createTestAppWithClock({ ...options(), payoutSweepMs: 0 }));
  }, 120_000); // a fresh database on a busy 2-core machine
  afterAll(async () => app?.close());

  it('from the session: the coupon’s bonus is forfeited, all the cash is requested to the last card, approved, paid, mailed and noted', async () => {
    const player = await signupVerifiedPlayer(app);
    await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=WELCOME300&redeem=true`, token: player.token });
    await depositVia(app, player, '100');
    await call(app, { method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token: player.token, payload: { amount: '30', method: 'card', password: 'Secret123', forfeit_bonus: true } });
    await depositVia(app, player, '5000.37');
    expect(await walletBalances(app.ctx.db, player.pid)).toEqual({ cashCents: 507037, bonusCents: 0, pendingWithdrawalsCents: 3000 });
    await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=DEPOSIT150&redeem=true`, token: player.token });
    await depositVia(app, player, '100');
    expect((await walletBalances(app.ctx.db, player.pid)).bonusCents).toBe(15000);

    const excluded = await selfExclude(app, player);
    expect(excluded.statusCode).toBe(200);
    const day = dayOf(app);
    // No password, no daily maximum ($5,000), no minimum: all the cash, approved as it is made; the bonus is gone.
    expect(await walletBalances(app.ctx.db, player.pid)).toEqual({ cashCents: 0, bonusCents: 0, pendingWithdrawalsCents: 3000 + 517037 });
    expect((await withdrawalsOf(app, player)).at(-1)).toEqual({
      amount_cents: 517037, method: 'card', destination: 'Credit Card', status: 'approved', initiated_by: 'self-exclusion', decided_by: 'self-exclusion',
    });
    const mail = (await mailsTo(app, player)).find((message) => message.subject === 'Your balance is on its way back');
    expect(mail?.body).toBe('You self-excluded, so we are paying your cash of $5,170.37 back to the card of your last deposit. You do not need to do anything.');

    // The payment processor pays it after the delay, with no request from anyone (the player cannot log in).
    expect((await payApprovedWithdrawals(app.ctx)).paid).toBe(0);
    advance(SANDBOX_PAYOUT_DELAY_MS);
    expect((await payApprovedWithdrawals(app.ctx)).paid).toBe(1);
    expect(await walletBalances(app.ctx.db, player.pid)).toEqual({ cashCents: 0, bonusCents: 0, pendingWithdrawalsCents: 3000 });
    expect((await withdrawalsOf(app, player)).map((row) => row.status)).toEqual(['requested', 'paid']);

    advance(190 * DAY_MS);
    const statement = await statementOf(app, player, day);
    expect(statement.notes).toHaveLength(1);
    expect(statement.notes[0]).toMatch(
      /^On \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M ET you self-excluded, and we returned your cash of \$5,170\.37 to the card of your last deposit\.$/,
    );
    expect(statement.totals.withdrawals).toBe(517037);
    expect(statement.closing_balance).toBe(3000);
    expect(statement.totals.deposits - statement.totals.withdrawals + statement.totals.net).toBe(statement.closing_balance - statement.opening_balance);
  });

  it('with the password during a time-out: the time-out kept the money, the exclusion returns it to the last bitcoin deposit', async () => {
    const player = await signupVerifiedPlayer(app);
    await depositVia(app, player, '60');
    await depositVia(app, player, '12.5', { method: 'bitcoin' });
    expect((await call(app, { method: 'POST', url: saferGambling(player, '/time-out'), token: player.token, payload: { duration: '24h' } })).statusCode).toBe(200);
    expect(await withdrawalsOf(app, player)).toEqual([]);
    expect(await walletBalances(app.ctx.db, player.pid)).toMatchObject({ cashCents: 7250, pendingWithdrawalsCents: 0 });

    const excluded = await app.inject({
      method: 'POST', url: '/937/login/self-exclusion', headers: BYPASS,
      payload: { login: player.login, password: 'Secret123', duration: '1y', confirmation: 'EXCLUDE ME' },
    });
    expect(excluded.statusCode).toBe(200);
    const day = dayOf(app);
    expect(await withdrawalsOf(app, player)).toEqual([{
      amount_cents: 7250, method: 'bitcoin', destination: 'Bitcoin', status: 'approved', initiated_by: 'self-exclusion', decided_by: 'self-exclusion',
    }]);
    expect((await mailsTo(app, player)).map((message) => message.body))
      .toContain('You self-excluded, so we are paying your cash of $72.50 back to the bitcoin wallet of your last deposit. You do not need to do anything.');
    advance(370 * DAY_MS);
    const statement = await statementOf(app, player, day);
    expect(statement.notes[0]).toMatch(/we returned your cash of \$72\.50 to the bitcoin wallet of your last deposit\.$/);
  });

  it('a player who never deposited has no method to pay back to: nothing is requested (the free chip is forfeited)', async () => {
    const player = await signupVerifiedPlayer(app);
    expect((await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=FREECHIP25&redeem=true`, token: player.token })).statusCode).toBe(200);
    expect(await walletBalances(app.ctx.db, player.pid)).toMatchObject({ cashCents: 0, bonusCents: 2500 });
    expect((await selfExclude(app, player)).statusCode).toBe(200);
    expect(await withdrawalsOf(app, player)).toEqual([]);
    expect(await walletBalances(app.ctx.db, player.pid)).toEqual({ cashCents: 0, bonusCents: 0, pendingWithdrawalsCents: 0 });
    expect((await mailsTo(app, player)).map((message) => message.subject)).not.toContain('Your balance is on its way back');
  });
});
