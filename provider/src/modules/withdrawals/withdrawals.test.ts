import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
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

const withdraw = (app: FastifyInstance, player: PlayerSession, body: Record<string, unknown>, key?: string, token = player.token) => call(app, {
  method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token,
  headers: key ? { 'idempotency-key': key } : {},
  payload: { method: 'card', password: PASSWORD, ...body },
});

const cancel = (app: FastifyInstance, player: PlayerSession, id: number | string) =>
  call(app, { method: 'DELETE', url: `/937/players/${player.pid}/withdrawals/${id}`, token: player.token });

const mailSubjects = async (app: FastifyInstance, player: PlayerSession): Promise<string[]> =>
  (await call(app, { method: 'GET', url: `/sandbox/mailbox?email=${player.login}@example.com` })).json().messages.map((mail: { subject: string }) => mail.subject);

const ledgerCount = async (db: Queryable, kind: string, id: number) =>
  (await db.query('select 1 from ledger_transactions where kind = $1 and reference = $2', [kind, `withdrawal#${id}`])).length;

/** Makes approval older than the sandbox's payout delay, so the next run of the processor pays it. */
const makeDue = (db: Queryable, id: number) => db.query(`update withdrawals set decided_at = decided_at - interval '1 hour' where id = $1`, [id]);

/**
 * A fault inside one kind of money transaction of one player (or for one withdrawal): a trigger raises while its
 * ledger lines are written (after the withdrawal's row moved), as a process killed mid-transaction would leave it.
 * Answers its removal.
 */
async function failInside(db: Queryable, kind: string, of: { playerId: number } | { reference: string }): Promise<() => Promise<unknown>> {
  const name = `fail_${kind}_${Date.now()}`;
  const match = 'playerId' in of ? `player_id = ${Number(of.playerId)}` : `reference = '${of.reference.replace(/'/g, "''")}'`;
  await db.query(`create function ${name}() returns trigger language plpgsql as $f$
    begin
      if exists (select 1 from ledger_transactions where id = new.transaction_id and kind = '${kind}' and ${match}) then
        raise exception 'process killed';
      end if;
      return new;
    end $f$`);
  await db.query(`create trigger ${name} after insert on ledger_entries for each row execute function ${name}()`);
  return async () => {
    await db.query(`drop trigger ${name} on ledger_entries`);
    await db.query(`drop function ${name}()`);
  };
}

async function ledgerHolds(app: FastifyInstance) {
  const db = app.ctx.db;
  expect(await db.query('select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0')).toEqual([]);
  expect(await db.query(
    `select a.id from accounts a left join ledger_entries e on e.account_id = a.id
      where a.player_id is not null group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  )).toEqual([]);
  expect(await db.query('select id from accounts where player_id is not null and balance_cents < 0')).toEqual([]);
  // What sits in pending accounts is exactly what requested and approved withdrawals hold.
  const pending = await db.query<{ player_id: number; held: number; owed: number }>(
    `select a.player_id, a.balance_cents::bigint as held,
            (select coalesce(sum(w.amount_cents), 0)::bigint from withdrawals w where w.player_id = a.player_id and w.status in ('requested', 'approved')) as owed
       from accounts a where a.kind = 'withdrawals'`,
  );
  for (const row of pending) expect(Number(row.held)).toBe(Number(row.owed));
  // Each withdrawal moved its money the way its status says: requested once, then returned or paid at most once.
  const moves = await db.query<{ id: number; status: string; requested: number; returned: number; paid: number }>(
    `select w.id, w.status,
            count(*) filter (where t.kind = 'withdrawal_request')::int as requested,
            count(*) filter (where t.kind = 'withdrawal_return')::int as returned,
            count(*) filter (where t.kind = 'withdrawal_payout')::int as paid
       from withdrawals w left join ledger_transactions t on t.reference = 'withdrawal#' || w.id group by w.id, w.status`,
  );
  for (const move of moves) {
    const expected = { requested: 1, returned: ['cancelled', 'rejected'].includes(move.status) ? 1 : 0, paid: move.status === 'paid' ? 1 : 0 };
    expect({ id: move.id, requested: Number(move.requested), returned: Number(move.returned), paid: Number(move.paid) }).toEqual({ id: move.id, ...expected });
  }
}

describe.each(databaseVariants())('withdrawals on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The payment processor runs by hand here (payApprovedWithdrawals), so each test decides when a payout happens.
    app = await createTestApp({ ...options(), payoutSweepMs: 0 });
  }, 120_000); // a fresh database on a busy 2-core machine
  afterAll(async () => app?.close());
  afterEach(async () => ledgerHolds(app));

  it('a request moves the amount from cash to pending at once; the balance answer says so from the ledger', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const requested = await withdraw(app, player, { amount: '30' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      withdrawal: { amount: 30, status: 'requested', method: 'card', destination: 'Credit Card', initiated_by: 'player' }, withdrawable: 70,
    });
    expect(await balanceOf(app, player)).toMatchObject({ balance: 70, balance_cents: 7000, cash: 70, bonus: 0, pending_withdrawals: 30, withdrawable: 70 });
  });

  it('20 parallel requests never take more than withdrawable: what was requested is at most the cash, the rest stays', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    // $20.00 to $29.50: which ones fit depends on the order they are served in, never their sum.
    const amounts = Array.from({ length: 20 }, (_, index) => 2000 + index * 50);
    const answers = await Promise.all(amounts.map((cents) => withdraw(app, player, { amount: (cents / 100).toFixed(2) })));
    const granted = answers.filter((answer) => answer.statusCode === 200).map((answer) => Math.round(answer.json().withdrawal.amount * 100));
    const requested = granted.reduce((sum, cents) => sum + cents, 0);
    expect(granted.length).toBeGreaterThanOrEqual(3);
    expect(requested).toBeLessThanOrEqual(10000);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessage).toMatch(/^You can withdraw at most \$\d+\.\d\d\.$/);
    }
    expect(await balanceOf(app, player)).toMatchObject({ cash: (10000 - requested) / 100, pending_withdrawals: requested / 100 });
    // Whatever is left is less than the smallest refused amount: the refusals were right.
    const smallestRefused = Math.min(...amounts.filter((_, index) => answers[index]!.statusCode !== 200));
    expect(10000 - requested).toBeLessThan(smallestRefused);
  });

  it('an idempotent retry returns the same withdrawal, concurrently or later, and mails once; the same key for another amount is refused', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(app, player, { amount: '40' }, 'wd-1')));
    const ids = new Set(answers.map((answer) => answer.json().withdrawal.id));
    expect(ids.size).toBe(1);
    const retried = await withdraw(app, player, { amount: '40' }, 'wd-1');
    expect(retried.json()).toEqual(answers[0]!.json());
    expect((await withdraw(app, player, { amount: '41' }, 'wd-1')).statusCode).toBe(422);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 60, pending_withdrawals: 40 });
    expect((await mailSubjects(app, player)).filter((subject) => subject === 'Your withdrawal request')).toHaveLength(1);
  });

  it('a request that fails inside its transaction leaves nothing; retried with its key, it is made once', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const heal = await failInside(app.ctx.db, 'withdrawal_request', { playerId: player.pid });
    try {
      expect((await withdraw(app, player, { amount: '25' }, 'wd-crash')).statusCode).toBe(500);
    } finally {
      await heal();
    }
    expect(await balanceOf(app, player)).toMatchObject({ cash: 100, pending_withdrawals: 0 });
    expect(await app.ctx.db.query('select id from withdrawals where player_id = $1', [player.pid])).toEqual([]);
    expect(await mailSubjects(app, player)).not.toContain('Your withdrawal request');
    const retried = await withdraw(app, player, { amount: '25' }, 'wd-crash');
    expect(retried.statusCode).toBe(200);
    expect((await withdraw(app, player, { amount: '25' }, 'wd-crash')).json().withdrawal.id).toBe(retried.json().withdrawal.id);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 75, pending_withdrawals: 25 });
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

  it('a QuickPlay link’s session cannot withdraw, even with the right password; it still sees and cancels', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const own = (await withdraw(app, player, { amount: '20' })).json().withdrawal.id as number;
    const userhash = (await call(app, { method: 'POST', url: `/937/player/${player.pid}/accounts/quick`, token: player.token, payload: {} })).json().userhash;
    const quick = (await app.inject({ method: 'GET', url: `/937/accounts/quick?userhash=${encodeURIComponent(userhash)}` })).json();
    const refused = await withdraw(app, player, { amount: '30' }, 'wd-quick', quick.sessionToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe('A QuickPlay link cannot withdraw. Please log in with your password to withdraw.');
    expect(await balanceOf(app, player)).toMatchObject({ cash: 80, pending_withdrawals: 20 });
    expect((await mailSubjects(app, player)).filter((subject) => subject === 'Your withdrawal request')).toHaveLength(1);
    // Taking the money back into the balance needs no password.
    const asQuick = { ...player, token: quick.sessionToken };
    expect((await call(app, { method: 'GET', url: `/937/players/${player.pid}/withdrawals`, token: quick.sessionToken })).statusCode).toBe(200);
    expect((await cancel(app, asQuick, own)).statusCode).toBe(200);
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

  it('a cancel raced with an approval settles one way: exactly one wins, the money is in exactly one place', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await signupPlayer(app);
      await depositVia(app, player, '100');
      const id = (await withdraw(app, player, { amount: '60' })).json().withdrawal.id as number;
      const [cancelled, approved] = await Promise.allSettled([cancel(app, player, id), decideWithdrawal(app.ctx, id, 'anna', { approve: true })]);
      const cancelWon = cancelled.status === 'fulfilled' && cancelled.value.statusCode === 200;
      const approveWon = approved.status === 'fulfilled';
      expect(cancelWon !== approveWon).toBe(true);
      if (!cancelWon) expect(cancelled.status === 'fulfilled' && cancelled.value.json().errorMessage).toBe('This withdrawal is approved and can no longer be cancelled.');
      if (!approveWon) expect(approved.status === 'rejected' && (approved.reason as Error).message).toBe('This withdrawal is already cancelled.');
      const list = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/withdrawals`, token: player.token })).json();
      expect(list.withdrawals[0].status).toBe(cancelWon ? 'cancelled' : 'approved');
      expect(await balanceOf(app, player)).toMatchObject(cancelWon ? { cash: 100, pending_withdrawals: 0 } : { cash: 40, pending_withdrawals: 60 });
      expect(await ledgerCount(app.ctx.db, 'withdrawal_return', id)).toBe(cancelWon ? 1 : 0);
    }
  });

  it('a cancel raced with a rejection returns the money once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await signupPlayer(app);
      await depositVia(app, player, '100');
      const id = (await withdraw(app, player, { amount: '60' })).json().withdrawal.id as number;
      const [cancelled, rejected] = await Promise.allSettled([
        cancel(app, player, id), decideWithdrawal(app.ctx, id, 'ben', { approve: false, reason: 'The card was closed' }),
      ]);
      expect((cancelled.status === 'fulfilled' && cancelled.value.statusCode === 200) !== (rejected.status === 'fulfilled')).toBe(true);
      expect(await balanceOf(app, player)).toMatchObject({ cash: 100, pending_withdrawals: 0 });
      expect(await ledgerCount(app.ctx.db, 'withdrawal_return', id)).toBe(1);
    }
  });

  it('a rejection returns the funds with the reason; an approved one is paid once after the delay, not cancellable', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const first = (await withdraw(app, player, { amount: '20' })).json().withdrawal.id as number;
    const second = (await withdraw(app, player, { amount: '30' })).json().withdrawal.id as number;
    expect(await decideWithdrawal(app.ctx, first, 'ben', { approve: false, reason: 'The card was closed' })).toMatchObject({ status: 'rejected', reason: 'The card was closed' });
    await decideWithdrawal(app.ctx, second, 'ben', { approve: true });
    const late = await cancel(app, player, second);
    expect(late.json().errorMessage).toBe('This withdrawal is approved and can no longer be cancelled.');
    // Not due yet: the processor waits for the delay after approval (it may pay others' that are due).
    await payApprovedWithdrawals(app.ctx);
    expect(await ledgerCount(app.ctx.db, 'withdrawal_payout', second)).toBe(0);
    await Promise.all([payWithdrawal(app.ctx, second, player.pid), payWithdrawal(app.ctx, second, player.pid)]);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 70, pending_withdrawals: 0 });
    expect(await ledgerCount(app.ctx.db, 'withdrawal_payout', second)).toBe(1);
    expect((await mailSubjects(app, player)).sort()).toEqual(
      ['Your withdrawal request', 'Your withdrawal request', 'Your withdrawal was rejected', 'Your withdrawal was paid'].sort(),
    );
  });

  it('a crash inside a payout and one after it lose and double nothing: the next run pays what is left, once', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const paidFirst = (await withdraw(app, player, { amount: '20' })).json().withdrawal.id as number;
    const dying = (await withdraw(app, player, { amount: '45' })).json().withdrawal.id as number;
    for (const id of [paidFirst, dying]) {
      await decideWithdrawal(app.ctx, id, 'anna', { approve: true });
      await makeDue(app.ctx.db, id);
    }
    // The run pays the first (committed: the process may die right after it) and dies inside the second's transaction.
    const heal = await failInside(app.ctx.db, 'withdrawal_payout', { reference: `withdrawal#${dying}` });
    let run;
    try {
      run = await payApprovedWithdrawals(app.ctx);
    } finally {
      await heal();
    }
    // (Other tests' approved withdrawals may be due in this shared database too: only these two are looked at.)
    expect(run.failures.map((failure) => failure.id)).toEqual([dying]);
    expect(String(run.failures[0]!.error)).toMatch(/process killed/);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 35, pending_withdrawals: 45 });
    const list = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/withdrawals`, token: player.token })).json();
    expect(list.withdrawals.map((withdrawal: { id: number; status: string }) => [withdrawal.id, withdrawal.status]))
      .toEqual([[dying, 'approved'], [paidFirst, 'paid']]);
    // The processor comes back (two runs at once, then another): each is paid once, and mailed once.
    const runs = await Promise.all([payApprovedWithdrawals(app.ctx), payApprovedWithdrawals(app.ctx)]);
    runs.push(await payApprovedWithdrawals(app.ctx));
    expect(runs.flatMap((again) => again.failures)).toEqual([]);
    expect(await balanceOf(app, player)).toMatchObject({ cash: 35, pending_withdrawals: 0, balance: 35 });
    for (const id of [paidFirst, dying]) expect(await ledgerCount(app.ctx.db, 'withdrawal_payout', id)).toBe(1);
    expect((await mailSubjects(app, player)).filter((subject) => subject === 'Your withdrawal was paid')).toHaveLength(2);
  });

  it('a path id that is not a whole number is a 400 on every route: a withdrawal’s and an external lobby’s', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const id = (await withdraw(app, player, { amount: '20' })).json().withdrawal.id as number;
    for (const odd of ['-Infinity', 'Infinity', '1e400', 'NaN', '1e1', '0x10', '1.0', '+1', '%201', '9007199254740993']) {
      const cancelled = await cancel(app, player, odd);
      expect([odd, cancelled.statusCode, cancelled.json().errorMessage]).toEqual([odd, 400, 'Invalid request: id in the path must be a whole number.']);
      const lobby = await call(app, { method: 'GET', url: `/937/player/${player.pid}/externallobby/${odd}?skinId=1&clientType=instantplay`, token: player.token });
      expect([odd, lobby.statusCode, lobby.json().errorMessage]).toEqual([odd, 400, 'Invalid request: id in the path must be a whole number.']);
    }
    expect((await cancel(app, player, 2_147_483_648)).statusCode).toBe(400);
    expect((await call(app, { method: 'GET', url: `/937/player/${player.pid}/externallobby/1?skinId=1`, token: player.token })).statusCode).toBe(200);
    expect((await cancel(app, player, id)).statusCode).toBe(200);
  });
});
