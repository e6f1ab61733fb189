import type { FastifyInstance } from 'fastify';
import type { ActivityStatement } from 'shared-contract';
import { seededRng } from '../../lib/rng';
import { walletBalances } from '../wallet';
import { decideWithdrawal, payApprovedWithdrawals } from '../withdrawals';
import { playBonusesCashbackAndJackpot, requestWithdrawal, spinMegasaur } from '../../testing/money-life';
import { call, createTestAppWithClock, databaseVariants, depositVia, login, signupVerifiedPlayer, type PlayerSession } from '../../testing/test-app';
import { dayKey, periodAt, startOfDayKey } from './calendar-periods';
import { activityStatement, STATEMENT_COLUMN_OF } from './statement-service';

const DAY_MS = 86_400_000;
const PASSWORD = 'Secret123';

const nextDay = (key: string) => dayKey(periodAt('day', startOfDayKey(key)).end);

/**
 * Every column, every range, either grouping: `deposits − withdrawals + net = closing_balance − opening_balance`,
 * the rows add up to the totals, and one range closes where the next opens.
 */
function expectReconciles(statement: ActivityStatement) {
  const { totals } = statement;
  expect(totals.deposits - totals.withdrawals + totals.net).toBe(statement.closing_balance - statement.opening_balance);
  expect(totals.net).toBe(totals.wins + totals.bonuses - totals.stakes);
  for (const column of ['deposits', 'stakes', 'wins', 'bonuses', 'net', 'withdrawals'] as const) {
    expect(statement.rows.reduce((sum, row) => sum + row[column], 0)).toBe(totals[column]);
  }
  for (const row of statement.rows) expect(row.net).toBe(row.wins + row.bonuses - row.stakes);
}

describe.each(databaseVariants())('the statement reconciles to the cent on $name', ({ options }) => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  /** The jackpot hits when this is 0 (ctx.random is the jackpot's draw alone). */
  let jackpotDraw = 0.5;
  beforeAll(async () => {
    ({ app, advance } = await createTestAppWithClock({
      // Seeded reels: the same rounds on every run, so the net loss cashback needs comes on the same round.
      ...options(), payoutSweepMs: 0, random: () => jackpotDraw, rng: seededRng(20_261_129),
    }));
  }, 120_000); // a fresh database on a busy 2-core machine
  afterAll(async () => app?.close());

  const spin = (player: PlayerSession) => spinMegasaur(app, player);
  const withdraw = (player: PlayerSession, amount: string, extra: Record<string, unknown> = {}) => requestWithdrawal(app, player, amount, PASSWORD, extra);

  it('for a player who deposits, plays, wins a jackpot, gets bonuses and cashback, forfeits, withdraws and self-excludes', async () => {
    const days: string[] = [dayKey(new Date(app.ctx.now().getTime() - DAY_MS))];
    days.push(dayKey(app.ctx.now()));
    const player = await signupVerifiedPlayer(app);
    // A session lives 24 hours: each later day begins with a login.
    const later = async (ms: number) => {
      advance(ms);
      days.push(dayKey(app.ctx.now()));
      player.token = (await login(app, player.login, PASSWORD)).token;
    };
    const nextStep = () => later(DAY_MS);

    // Bonuses given and given up, cashback and a jackpot (testing/money-life.ts), over four days.
    await playBonusesCashbackAndJackpot({ app, player, nextDay: nextStep, setJackpotDraw: (draw) => { jackpotDraw = draw; } });

    // The daily reward's bonus, forfeited by a withdrawal; that one cancelled, one rejected, one paid.
    await nextStep();
    expect((await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/rewards/redeem`, token: player.token, payload: { player_id: player.pid, coupon: 'ARSDAILY', skin_id: 1 },
    })).statusCode).toBe(200);
    const cancelled = await withdraw(player, '50', { forfeit_bonus: true });
    expect((await call(app, { method: 'DELETE', url: `/937/players/${player.pid}/withdrawals/${cancelled}`, token: player.token })).statusCode).toBe(200);
    const rejected = await withdraw(player, '30');
    await nextStep();
    await decideWithdrawal(app.ctx, rejected, 'ben', { approve: false, reason: 'The card was closed' });
    const paid = await withdraw(player, '40');
    await decideWithdrawal(app.ctx, paid, 'anna', { approve: true });
    // Requested and approved today, paid tomorrow (a month later): pending money is the player's until it is paid.
    const pendingAtEndOfDay = await withdraw(player, '25');
    await decideWithdrawal(app.ctx, pendingAtEndOfDay, 'anna', { approve: true });
    await later(31 * DAY_MS);
    expect((await payApprovedWithdrawals(app.ctx)).paid).toBe(2);

    await nextStep();
    expect((await depositVia(app, player, '20')).statusCode).toBe(200);
    expect((await spin(player)).statusCode).toBe(200);
    expect((await call(app, {
      method: 'POST', url: `/937/players/${player.pid}/safer-gambling/self-exclusion`, token: player.token, payload: { duration: '6m', confirmation: 'EXCLUDE ME' },
    })).statusCode).toBe(200);
    advance(DAY_MS);
    days.push(dayKey(app.ctx.now()));
    expect((await payApprovedWithdrawals(app.ctx)).paid).toBe(1);
    days.push(nextDay(days.at(-1)!));

    // Every kind of movement the player's money had is in a column (or a move between their own accounts).
    const kinds = (await app.ctx.db.query<{ kind: string }>(
      `select distinct t.kind from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id where a.player_id = $1 order by t.kind`, [player.pid],
    )).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining([
      'bet', 'bonus_forfeit', 'bonus_release', 'cashback', 'coupon_bonus', 'coupon_credit', 'daily_reward', 'deposit', 'jackpot_claim',
      'jackpot_contribution', 'max_cashout_forfeit', 'win', 'withdrawal_payout', 'withdrawal_request', 'withdrawal_return',
    ]));
    expect(kinds.filter((kind) => !(kind in STATEMENT_COLUMN_OF))).toEqual([]);

    // The whole life: from nothing to what the ledger holds now.
    const { cashCents, bonusCents, pendingWithdrawalsCents } = await walletBalances(app.ctx.db, player.pid);
    const whole = await activityStatement(app.ctx, player.pid, { by: 'month', from: days[0]!, to: days.at(-1)! });
    expect(whole.opening_balance).toBe(0);
    expect(whole.closing_balance).toBe(cashCents + bonusCents + pendingWithdrawalsCents);
    expect(whole.totals.withdrawals).toBe(4000 + 2500 + Number((await app.ctx.db.query<{ cents: number }>(
      `select amount_cents::int as cents from withdrawals where player_id = $1 and initiated_by = 'self-exclusion'`, [player.pid],
    ))[0]!.cents));
    expect(whole.rows.length).toBeGreaterThanOrEqual(2);
    expect(whole.notes).toHaveLength(1);

    // Every range of the days, by day and by month, and each range closes where the next one opens.
    for (const [index, from] of days.entries()) {
      for (const to of days.slice(index)) {
        for (const by of ['day', 'month'] as const) {
          const statement = await activityStatement(app.ctx, player.pid, { by, from, to });
          expectReconciles(statement);
          if (to !== days.at(-1)) {
            const after = await activityStatement(app.ctx, player.pid, { by, from: nextDay(to), to: days.at(-1)! });
            expect(after.opening_balance).toBe(statement.closing_balance);
          }
        }
      }
    }
  }, 180_000);
});
