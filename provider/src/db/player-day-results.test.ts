import type { FastifyInstance } from 'fastify';
import { LIMIT_TIME_ZONE } from 'shared-contract';
import { createTestApp, databaseVariants, signupPlayer, type PlayerSession } from '../testing/test-app';
import { migrations } from './migrations';

/**
 * Migration 21 (decision 045): the database keeps each player's stakes and wins by day in the limits' time zone as
 * rounds are written; the loss limits read them instead of summing the month's rounds. Whatever writes a round, the
 * days must add up to the rounds themselves.
 */
describe.each(databaseVariants())('stakes and wins by day on $name', ({ options }) => {
  let app: FastifyInstance;
  let player: PlayerSession;

  beforeAll(async () => {
    app = await createTestApp(options());
    player = await signupPlayer(app);
  }, 120_000);
  afterAll(async () => app?.close());

  const insertRound = async (fields: { playerId: number | null; demo?: boolean; status: string; stake: number; win: number; at: string }) =>
    (await app.ctx.db.query<{ id: number }>(
      `insert into game_rounds (player_id, game_code, engine, demo, status, stake_cents, win_cents, balance_before_cents, created_at)
       values ($1, 'DIAMONDS', 'slot', $2, $3, $4, $5, 0, $6) returning id`,
      [fields.playerId, fields.demo ?? false, fields.status, fields.stake, fields.win, fields.at],
    ))[0]!.id;
  const days = async () => app.ctx.db.query<{ day: string; staked_cents: number; won_cents: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, staked_cents, won_cents from player_day_results where player_id = $1 order by day`, [player.pid],
  );

  it('counts a round on the day it began in New York, through every change of its stakes, win and status', async () => {
    // 03:30 UTC on 1 December is still 30 November in New York.
    await insertRound({ playerId: player.pid, status: 'settled', stake: 100, win: 40, at: '2026-12-01T03:30:00Z' });
    const open = await insertRound({ playerId: player.pid, status: 'open', stake: 50, win: 0, at: '2026-12-01T15:00:00Z' });
    expect(await days()).toEqual([
      { day: '2026-11-30', staked_cents: 100, won_cents: 40 },
      { day: '2026-12-01', staked_cents: 50, won_cents: 0 },
    ]);

    // A double, then the settlement.
    await app.ctx.db.query('update game_rounds set stake_cents = 100 where id = $1', [open]);
    await app.ctx.db.query(`update game_rounds set status = 'settled', stake_cents = 100, win_cents = 250 where id = $1`, [open]);
    expect((await days())[1]).toEqual({ day: '2026-12-01', staked_cents: 100, won_cents: 250 });

    // A refunded round counts for nothing, and neither does a visitor's demo round.
    const refunded = await insertRound({ playerId: player.pid, status: 'open', stake: 30, win: 0, at: '2026-12-01T16:00:00Z' });
    await app.ctx.db.query(`update game_rounds set status = 'refunded', win_cents = stake_cents where id = $1`, [refunded]);
    await insertRound({ playerId: null, demo: true, status: 'settled', stake: 500, win: 0, at: '2026-12-01T16:00:00Z' });
    expect(await days()).toEqual([
      { day: '2026-11-30', staked_cents: 100, won_cents: 40 },
      { day: '2026-12-01', staked_cents: 100, won_cents: 250 },
    ]);

    // The days add up to the rounds.
    const [rounds] = await app.ctx.db.query<{ staked: number; won: number }>(
      `select sum(stake_cents) as staked, sum(win_cents) as won from game_rounds where player_id = $1 and not demo and status <> 'refunded'`, [player.pid],
    );
    const [summed] = await app.ctx.db.query<{ staked: number; won: number }>(
      'select sum(staked_cents) as staked, sum(won_cents) as won from player_day_results where player_id = $1', [player.pid],
    );
    expect(summed).toEqual(rounds);
  });

  it('buckets by the limits\' own time zone', () => {
    const sql = migrations.find((migration) => migration.name === 'player-day-results')!.sql;
    expect([...new Set(sql.match(/at time zone '([^']+)'/g))]).toEqual([`at time zone '${LIMIT_TIME_ZONE}'`]);
  });
});
