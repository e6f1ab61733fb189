import type { FastifyInstance } from 'fastify';
import { GAME_TOKEN_HEADER } from 'shared-contract';
import { call, createTestAppWithClock, depositVia, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { openGame, playGame } from '../../testing/game-sessions';
import { GAME_SESSION_LIFETIME_MS } from './game-sessions-service';

/**
 * A round's game session is kept by the process until it expires (decision 046): acts after the first ask the database
 * nothing for it, and it still ends when it expires or when its player logs out.
 */
describe('the game session a round is played in', () => {
  let app: FastifyInstance;
  let advance: (ms: number) => void;
  let gameSessionReads = 0;

  beforeAll(async () => {
    ({ app, advance } = await createTestAppWithClock());
    const { db } = app.ctx;
    const query = db.query.bind(db);
    db.query = (sql, params) => {
      if (/from game_sessions where token_hash/.test(sql)) gameSessionReads += 1;
      return query(sql, params);
    };
  }, 120_000);
  afterAll(async () => app?.close());

  async function playerAtSlot(): Promise<{ player: PlayerSession; gameToken: string }> {
    const player = await signupPlayer(app);
    await depositVia(app, player, '50');
    const { gameToken } = await openGame(app, player, 'cash-bandits');
    return { player, gameToken };
  }

  it('is read once: later spins ask nothing for it', async () => {
    const { gameToken } = await playerAtSlot();
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    const before = gameSessionReads;
    for (let spin = 0; spin < 3; spin += 1) expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    expect(gameSessionReads).toBe(before);
  });

  it('still expires when kept', async () => {
    const { gameToken } = await playerAtSlot();
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    advance(GAME_SESSION_LIFETIME_MS);
    const expired = await playGame(app, gameToken, { action: 'spin', bet: '0.20' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ errorMessage: 'Your game session has expired. Please open the game again.' });
  });

  it('still ends with its player\'s logout when kept', async () => {
    const { player, gameToken } = await playerAtSlot();
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    const out = await call(app, {
      method: 'POST', url: `/937/player/${player.pid}/accounts/logout`, token: player.token,
      payload: { logout_type: 1, login: player.login, player_id: player.pid, for_money: true },
    });
    expect(out.statusCode).toBe(200);
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(401);
  });

  it.each([
    ['without an idempotency key', {}],
    ['with one', { 'idempotency-key': 'after-logout-1' }],
  ])('refuses an act %s whose session another process ended, before this one heard of it, with nothing staked', async (_how, headers) => {
    const { player, gameToken } = await playerAtSlot();
    expect((await playGame(app, gameToken, { action: 'spin', bet: '0.20' })).statusCode).toBe(200);
    const money = async () => app.ctx.db.query<{ rounds: number; cash: number }>(
      `select (select count(*)::int from game_rounds where player_id = $1) as rounds,
              (select balance_cents::int from accounts where player_id = $1 and kind = 'cash') as cash`, [player.pid],
    );
    const before = await money();
    // The logout's row as another process writes it; its notification has not reached this process (none is sent here).
    await app.ctx.db.query('update sessions set ended_at = created_at where player_id = $1', [player.pid]);
    const refused = await app.inject({
      method: 'POST', url: '/games/api/play', headers: { [GAME_TOKEN_HEADER]: gameToken, ...headers }, payload: { action: 'spin', bet: '0.20' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await money()).toEqual(before);
  });
});
