import type { FastifyInstance } from 'fastify';
import { createTestApp, depositVia, signupPlayer } from '../../testing/test-app';
import { openGame, playGame } from '../../testing/game-sessions';

describe('the sandbox alters a settled round (a journey\'s dishonest operator)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ sandbox: true });
  });
  afterAll(async () => app?.close());

  it('moves a roulette round\'s pocket by one and keeps the rest of its record', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '20');
    const { gameToken } = await openGame<{ gameToken: string }>(app, player, 'european-roulette');
    const played = await playGame(app, gameToken, { action: 'bet', bets: [{ kind: 'red', amount: '1.00' }] });
    const round = played.json<{ round: { id: number; outcome: { pocket: number; label: string } } }>().round;
    const answer = await app.inject({ method: 'POST', url: `/sandbox/rounds/${round.id}/tamper` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().outcome).toMatchObject({ pocket: round.outcome.pocket + 1, label: round.outcome.label });
    const stored = await app.ctx.db.query<{ outcome: string }>('select outcome from game_rounds where id = $1', [round.id]);
    expect(JSON.parse(stored[0]!.outcome).pocket).toBe(round.outcome.pocket + 1);
  });

  it('answers 404 for a round that is not there, and does not exist outside the sandbox', async () => {
    expect((await app.inject({ method: 'POST', url: '/sandbox/rounds/2147483647/tamper' })).statusCode).toBe(404);
    const production = await createTestApp({ sandbox: false });
    try {
      expect((await production.inject({ method: 'POST', url: '/sandbox/rounds/1/tamper' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
