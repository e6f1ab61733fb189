import type { FastifyInstance } from 'fastify';
import {
  balanceCents, call, createTestApp, databaseVariants, depositVia, signupPlayer as signupUnverified, verifyPlayer, type PlayerSession,
} from '../../testing/test-app';
import { decideWithdrawal, payApprovedWithdrawals, payWithdrawal } from './withdrawals-service';

const PASSWORD = 'Secret123';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** The players of these tests verify their identity once signed up: a withdrawal needs it (the verification tests cover the refusal). */
async function signupPlayer(app: FastifyInstance): Promise<PlayerSession> {
  const player = await signupUnverified(app);
  await verifyPlayer(app, player);
  return player;
}

const balanceOf = async (app: FastifyInstance, player: PlayerSession) =>
  (await call(app, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token })).json();

const withdraw = (app: FastifyInstance, player: PlayerSession, body: Record<string, unknown>, key?: string) => call(app, {
  method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token: player.token,
  headers: key ? { 'idempotency-key': key } : {},
  payload: { method: 'card', password: PASSWORD, ...body },
});

async function ledgerHolds(app: FastifyInstance) {
  const db = app.ctx.db;
  expect(await db.query('select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0')).toEqual([]);
  expect(await db.query(
    `select a.id from accounts a left join ledger_entries e on e.account_id = a.id
      where a.player_id is not null group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  )).toEqual([]);
  // What sits in pending accounts is exactly what requested and approved withdrawals hold.
  const pending = await db.query<{ player_id: number; held: number; owed: number }>(
    `select a.player_id, a.balance_cents::bigint as held,
            (select coalesce(sum(w.amount_cents), 0)::bigint from withdrawals w where w.player_id = a.player_id and w.status in ('requested', 'approved')) as owed
       from accounts a where a.kind = 'withdrawals'`,
  );
  for (const row of pending) expect(Number(row.held)).toBe(Number(row.owed));
}

describe.each(databaseVariants())('withdrawals on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());
  afterEach(async () => ledgerHolds(app));

  it('a request moves the amount from cash to pending at once; the balance answer says so from the ledger', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const requested = await withdraw(app, player, { amount: '30' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ withdrawal: { amount: 30, status: 'requested', method: 'card', destination: 'Credit Card' }, withdrawable: 70 });
    expect(await balanceOf(app, player)).toMatchObject({ balance: 70, balance_cents: 7000, cash: 70, bonus: 0, pending_withdrawals: 30, withdrawable: 70 });
  });

  it('20 parallel requests never take more than withdrawable', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(app, player, { amount: '25' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().errorMessage))
      .toEqual(Array(16).fill('You can withdraw at most $0.00.'));
    expect(await balanceOf(app, player)).toMatchObject({ balance: 0, cash: 0, pending_withdrawals: 100, withdrawable: 0 });
  });

  it('a replayed idempotency key requests once; the same key for another amount is refused', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(app, player, { amount: '40' }, 'wd-1')));
    expect(new Set(answers.map((answer) => answer.json().withdrawal.id)).size).toBe(1);
    expect((await withdraw(app, player, { amount: '41' }, 'wd-1')).statusCode).toBe(422);
    expect(await balanceCents(app, player)).toBe(6000);
  });

  it('refuses a bad amount, address, card method or password with a clear message and no money moved', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100', { method: 'bitcoin' });
    expect((await withdraw(app, player, { amount: '19.99', method: 'bitcoin', bitcoin_address: BTC })).json().errorMessage).toBe('The smallest withdrawal is $20.00.');
    expect((await withdraw(app, player, { amount: '5000.01', method: 'bitcoin', bitcoin_address: BTC })).json().errorMessage)
      .toBe('The most you can withdraw in a day is $5,000.00.');
    expect((await withdraw(app, player, { amount: '20', method: 'bitcoin', bitcoin_address: 'not-an-address' })).json().errorMessage)
      .toBe('Please enter a valid bitcoin address (it starts with 1, 3 or bc1).');
    expect((await withdraw(app, player, { amount: '20' })).json().errorMessage).toMatch(/last deposit was not by card/);
    const wrongPassword = await withdraw(app, player, { amount: '20', method: 'bitcoin', bitcoin_address: BTC, password: 'Nope1234' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(await balanceCents(app, player)).toBe(10000);
    expect((await withdraw(app, player, { amount: '20', method: 'bitcoin', bitcoin_address: BTC })).statusCode).toBe(200);
  });

  it('an unmet playthrough asks to confirm the forfeit; confirmed, the bonus goes and the cash is requested', async () => {
    const player = await signupPlayer(app);
    await call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=welcome300&redeem=true`, token: player.token });
    await depositVia(app, player, '100');
    expect(await balanceOf(app, player)).toMatchObject({ cash: 100, bonus: 300, balance: 400, withdrawable: 100 });
    const asked = await withdraw(app, player, { amount: '50' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().errorMessage).toMatch(/forfeits your bonus funds of \$300\.00\. Confirm to forfeit them, or keep playing/);
    expect(await balanceCents(app, player)).toBe(40000);
    const confirmed = await withdraw(app, player, { amount: '50', forfeit_bonus: true });
    expect(confirmed.json()).toMatchObject({ forfeited: 300, balance: 50, withdrawable: 50 });
    expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json()).toMatchObject({ isActive: false });
  });

  it('cancel returns the money to cash; a cancel raced with an approval settles one way', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await signupPlayer(app);
      await depositVia(app, player, '100');
      const id = (await withdraw(app, player, { amount: '60' })).json().withdrawal.id as number;
      const [cancel, approve] = await Promise.allSettled([
        call(app, { method: 'DELETE', url: `/937/players/${player.pid}/withdrawals/${id}`, token: player.token }),
        decideWithdrawal(app.ctx, id, 'anna', { approve: true }),
      ]);
      const cancelled = cancel.status === 'fulfilled' && cancel.value.statusCode === 200;
      const approved = approve.status === 'fulfilled';
      expect(cancelled !== approved).toBe(true);
      const list = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/withdrawals`, token: player.token })).json();
      expect(list.withdrawals[0].status).toBe(cancelled ? 'cancelled' : 'approved');
      expect(await balanceOf(app, player)).toMatchObject(cancelled ? { cash: 100, pending_withdrawals: 0 } : { cash: 40, pending_withdrawals: 60 });
    }
  });

  it('a rejection returns the funds with the reason; an approved one is paid once after the delay, not cancellable', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const first = (await withdraw(app, player, { amount: '20' })).json().withdrawal.id as number;
    const second = (await withdraw(app, player, { amount: '30' })).json().withdrawal.id as number;
    expect(await decideWithdrawal(app.ctx, first, 'ben', { approve: false, reason: 'The card was closed' })).toMatchObject({ status: 'rejected', reason: 'The card was closed' });
    await decideWithdrawal(app.ctx, second, 'ben', { approve: true });
    const late = await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/withdrawals/${second}`, token: player.token });
    expect(late.json().errorMessage).toBe('This withdrawal is approved and can no longer be cancelled.');
    await Promise.all([payWithdrawal(app.ctx, second, player.pid), payWithdrawal(app.ctx, second, player.pid)]);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 70, pending_withdrawals: 0 });
    const paid = await app.ctx.db.query('select 1 from ledger_transactions where kind = $1 and reference = $2', ['withdrawal_payout', `withdrawal#${second}`]);
    expect(paid).toHaveLength(1);
    const mails = (await call(app, { method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json().messages
      .map((mail: { subject: string }) => mail.subject);
    expect(mails).toEqual(expect.arrayContaining(['Your withdrawal request', 'Your withdrawal was rejected', 'Your withdrawal was paid']));
  });

  it('a crash between request and payout loses and doubles nothing', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const id = (await withdraw(app, player, { amount: '45' })).json().withdrawal.id as number;
    await decideWithdrawal(app.ctx, id, 'anna', { approve: true });
    // The payout's transaction dies after the ledger moved and before it commits: nothing of it stays.
    const db = app.ctx.db;
    const crashing = db.transaction(async (tx) => {
      await tx.query(`update withdrawals set status = 'paid' where id = $1`, [id]);
      await tx.query(`insert into ledger_transactions (player_id, kind, reference) values ($1, 'withdrawal_payout', $2)`, [player.pid, `withdrawal#${id}`]);
      throw new Error('process killed');
    });
    await expect(crashing).rejects.toThrow('process killed');
    expect(await balanceOf(app, player)).toMatchObject({ cash: 55, pending_withdrawals: 45 });
    // The processor comes back and pays it, once, however often it runs.
    await db.query(`update withdrawals set decided_at = now() - interval '1 hour' where id = $1`, [id]);
    await Promise.all([payApprovedWithdrawals(app.ctx), payApprovedWithdrawals(app.ctx)]);
    await payApprovedWithdrawals(app.ctx);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 55, pending_withdrawals: 0, balance: 55 });
    expect(await db.query('select 1 from ledger_transactions where kind = $1 and reference = $2', ['withdrawal_payout', `withdrawal#${id}`])).toHaveLength(1);
  });
});
