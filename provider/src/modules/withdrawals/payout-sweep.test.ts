import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { call, createTestApp, createTestAppWithClock, depositVia, signupVerifiedPlayer, type PlayerSession } from '../../testing/test-app';
import { startPayoutSweep } from './payout-sweep';
import { decideWithdrawal, SANDBOX_PAYOUT_DELAY_MS } from './withdrawals-service';

const requestWithdrawal = async (app: FastifyInstance, player: PlayerSession, amount: string): Promise<number> => {
  const answer = await call(app, {
    method: 'POST', url: `/937/players/${player.pid}/withdrawals`, token: player.token, payload: { amount, method: 'card', password: 'Secret123' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().withdrawal.id;
};

const statusOf = async (app: FastifyInstance, id: number) =>
  (await app.ctx.db.query<{ status: string }>('select status from withdrawals where id = $1', [id]))[0]!.status;

/** Waits (real time) until `check` holds, polling the database; the sweep runs on its own timer meanwhile. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the sandbox payment processor', () => {
  it('pays an approved withdrawal on its own once the delay passed, with no request from anyone', async () => {
    const { app, advance } = await createTestAppWithClock({ payoutSweepMs: 20 });
    try {
      const player = await signupVerifiedPlayer(app);
      await depositVia(app, player, '100');
      const id = await requestWithdrawal(app, player, '40');
      await decideWithdrawal(app.ctx, id, 'anna', { approve: true });
      // About ten runs, before the delay: still approved.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await statusOf(app, id)).toBe('approved');
      advance(SANDBOX_PAYOUT_DELAY_MS);
      await eventually(async () => (await statusOf(app, id)) === 'paid');
      const mails = await app.ctx.db.query('select 1 from mail_outbox where to_email = $1 and subject = $2', [`${player.login}@example.com`, 'Your withdrawal was paid']);
      expect(mails).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('the payout sweep', () => {
  const run = { paid: 0, failures: [] };

  it('never overlaps its runs, and stopping waits for the run in progress, then starts none', async () => {
    let started = 0;
    let inFlight = 0;
    let overlapped = false;
    let finishRun: () => void = () => undefined;
    const sweep = startPayoutSweep(async () => {
      started += 1;
      inFlight += 1;
      overlapped ||= inFlight > 1;
      await new Promise<void>((resolve) => { finishRun = resolve; });
      inFlight -= 1;
      return run;
    }, () => undefined, 1);
    await eventually(async () => started === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
    let stopped = false;
    const stopping = sweep.stop().then(() => { stopped = true; });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    finishRun();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect({ started, overlapped }).toEqual({ started: 1, overlapped: false });
  });

  it('reports each failed payout and a failed run, and goes on running', async () => {
    const errors: Array<[unknown, number | null]> = [];
    let runs = 0;
    const sweep = startPayoutSweep(async () => {
      runs += 1;
      if (runs === 1) throw new Error('database down');
      return { paid: 1, failures: [{ id: 7, error: new Error('process killed') }] };
    }, (error, id) => errors.push([error, id]), 1);
    await eventually(async () => runs >= 3);
    await sweep.stop();
    expect(errors[0]).toEqual([new Error('database down'), null]);
    expect(errors[1]).toEqual([new Error('process killed'), 7]);
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const describeWithPostgres = TEST_DATABASE_URL ? describe : describe.skip;

describeWithPostgres('two provider processes sweeping one database', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    // Both sweep every few milliseconds: they race for every payout.
    one = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, payoutSweepMs: 3 });
    two = await createTestApp({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dropSchemaOnClose: true, payoutSweepMs: 3 });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('pay each approved withdrawal once, with one mail', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => signupVerifiedPlayer(one)));
    const ids: number[] = [];
    for (const player of players) {
      await depositVia(one, player, '100');
      for (const amount of ['20', '30']) {
        const id = await requestWithdrawal(two, player, amount);
        await decideWithdrawal(one.ctx, id, 'anna', { approve: true });
        ids.push(id);
      }
    }
    // Due at once: approved an hour ago.
    await one.ctx.db.query(`update withdrawals set decided_at = decided_at - interval '1 hour' where id = any($1::int[])`, [ids]);
    await eventually(async () => (await one.ctx.db.query(`select 1 from withdrawals where id = any($1::int[]) and status = 'paid'`, [ids])).length === ids.length);
    const payouts = await one.ctx.db.query<{ reference: string; n: number }>(
      `select reference, count(*)::int as n from ledger_transactions where kind = 'withdrawal_payout' group by reference`,
    );
    expect(payouts.map((row) => Number(row.n))).toEqual(ids.map(() => 1));
    const mails = await one.ctx.db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where subject = 'Your withdrawal was paid'`);
    expect(Number(mails[0]!.n)).toBe(ids.length);
    for (const player of players) {
      const balance = (await call(two, { method: 'GET', url: `/937/players/${player.pid}/balance?forMoney=true`, token: player.token })).json();
      expect(balance).toMatchObject({ cash: 50, pending_withdrawals: 0 });
    }
  });
});
