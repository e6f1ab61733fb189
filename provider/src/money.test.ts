import type { FastifyInstance } from 'fastify';
import {
  balanceCents, call, createTestApp, databaseVariants, depositVia, login, signupPlayer,
} from './testing/test-app';

async function ledgerIsBalanced(app: FastifyInstance) {
  const db = app.ctx.db;
  const total = await db.query<{ total: number }>('select coalesce(sum(amount_cents), 0)::bigint as total from ledger_entries');
  expect(Number(total[0]!.total)).toBe(0);
  const unbalanced = await db.query(
    'select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0',
  );
  expect(unbalanced).toEqual([]);
  const drift = await db.query(
    `select a.id from accounts a left join ledger_entries e on e.account_id = a.id
      where a.player_id is not null group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  expect(drift).toEqual([]);
  const negative = await db.query('select id from accounts where player_id is not null and balance_cents < 0');
  expect(negative).toEqual([]);
  // Every entry names a stored transaction and account (decision 050: kept by how entries are written, not by a foreign key).
  const orphans = await db.query(
    `select e.transaction_id, e.account_id from ledger_entries e
      left join ledger_transactions t on t.id = e.transaction_id left join accounts a on a.id = e.account_id
      where t.id is null or a.id is null`,
  );
  expect(orphans).toEqual([]);
  // Every round, transaction and day's results names a stored player, and a round its stored seed (decision 053: players
  // and seeds are kept, not checked by a foreign key).
  const unnamed = await db.query(
    `select 'round' as row, r.id from game_rounds r left join players p on p.id = r.player_id left join fair_seeds s on s.id = r.fair_seed_id
      where (r.player_id is not null and p.id is null) or (r.fair_seed_id is not null and s.id is null)
     union all select 'transaction', t.id from ledger_transactions t left join players p on p.id = t.player_id where t.player_id is not null and p.id is null
     union all select 'day', d.player_id from player_day_results d left join players p on p.id = d.player_id where p.id is null`,
  );
  expect(unnamed).toEqual([]);
}

describe.each(databaseVariants())('money on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());
  afterEach(async () => ledgerIsBalanced(app));

  it('50 concurrent redemptions of one single-use coupon give exactly one success', async () => {
    const player = await signupPlayer(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=FREECHIP25&redeem=true`, token: player.token })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    expect(await balanceCents(app, player)).toBe(2500);
  });

  it('a casino-wide single-use coupon goes to exactly one of 20 players racing for it', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => signupPlayer(app)));
    const responses = await Promise.all(
      players.map((player) =>
        call(app, { method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=LUCKYONE&redeem=true`, token: player.token })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it('50 concurrent deposits sum exactly', async () => {
    const player = await signupPlayer(app);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => depositVia(app, player, `${10 + index}.01`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const expected = Array.from({ length: 50 }, (_, index) => (10 + index) * 100 + 1).reduce((a, b) => a + b, 0);
    expect(await balanceCents(app, player)).toBe(expected);
  });

  it('a replayed idempotency key credits once, even when replayed concurrently', async () => {
    const player = await signupPlayer(app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => depositVia(app, player, '25', { key: 'deposit-abc-1' })));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.json().deposit_id)).size).toBe(1);
    expect(await balanceCents(app, player)).toBe(2500);
  });

  it('concurrent spins never take the balance below zero', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, { method: 'POST', url: `/937/player/${player.pid}/games/cash-bandits/spin`, token: player.token, payload: { bet: '1' } })),
    );
    const odd = responses.filter((response) => ![200, 402].includes(response.statusCode));
    expect(odd.map((response) => response.body)).toEqual([]);
    expect(await balanceCents(app, player)).toBeGreaterThanOrEqual(0);
  });

  it('a deposit coupon waits for the deposit, then pays its capped bonus and sets playthrough', async () => {
    const player = await signupPlayer(app);
    const requested = await call(app, {
      method: 'POST', url: `/937/v2/players/${player.pid}/coupons?couponCode=welcome300&redeem=true`, token: player.token,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ player_coupon_status: 'requested', playthrough_details: { awaiting_deposit: true } });
    const deposited = await depositVia(app, player, '1500');
    expect(deposited.json().coupon).toMatchObject({ applied: true, coupon_code: 'WELCOME300', bonus: 3000 });
    expect(await balanceCents(app, player)).toBe(150000 + 300000);
    const active = (await call(app, { method: 'GET', url: `/937/players/${player.pid}/active-coupon`, token: player.token })).json();
    expect(active).toMatchObject({
      isActive: true, player_coupon_status: 'redeemed',
      playthrough_details: { amount_played: 0, amount_needed: (1000 + 3000) * 30, awaiting_deposit: false },
    });
  });

  it('50 concurrent cashback claims pay once', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '100');
    const db = app.ctx.db;
    // A known loss, booked as the games would: $40 bet, nothing won.
    await db.transaction(async (tx) => {
      const { postTransaction, walletCode, HOUSE } = await import('./modules/wallet/ledger-service');
      await postTransaction(tx, {
        playerId: player.pid, kind: 'bet', lines: [
          { accountCode: walletCode(player.pid), amountCents: -4000 }, { accountCode: HOUSE.games, amountCents: 4000 },
        ],
      });
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, { method: 'POST', url: `/937/player/${player.pid}/rewards/cashback?login=${player.login}`, token: player.token, payload: {} })),
    );
    const paid = responses.filter((response) => response.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json().cashback).toBe(10);
    expect(await balanceCents(app, player)).toBe(10000 - 4000 + 1000);
  });

  it('50 concurrent daily reward redemptions pay once', async () => {
    const player = await signupPlayer(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, {
          method: 'POST', url: `/937/player/${player.pid}/rewards/redeem`, token: player.token,
          payload: { player_id: player.pid, coupon: 'ARSDAILY', skin_id: 1 },
        })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await balanceCents(app, player)).toBe(200);
  });

  it('keeps seeded demo balances', async () => {
    const demo = await login(app, 'demoplayer');
    expect(await balanceCents(app, demo)).toBeGreaterThan(0);
  });
});

describe('money tests on PostgreSQL', () => {
  it('run when TEST_DATABASE_URL is set', () => {
    if (!process.env.TEST_DATABASE_URL) {
      console.warn('Skipped the PostgreSQL money tests: TEST_DATABASE_URL is not set.');
    }
    expect(databaseVariants().length).toBe(process.env.TEST_DATABASE_URL ? 2 : 1);
  });
});

