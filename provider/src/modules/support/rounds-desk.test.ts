import type { FastifyInstance } from 'fastify';
import { openGame, playGame } from '../../testing/game-sessions';
import { call, createTestApp, databaseVariants, deskCookie, depositVia, signupPlayer } from '../../testing/test-app';

describe.each(databaseVariants())('the desk\'s round lookup on $name', ({ options }) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await createTestApp(options());
    cookie = await deskCookie(app, 'ben');
  }, 120_000);
  afterAll(async () => app?.close());

  const lookUp = (id: number | string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/support/desk/rounds/${id}`, headers: { cookie, ...headers } });

  it('shows a host any round with its player, money, outcome and seeds; the server seed only once the player rotated', async () => {
    const player = await signupPlayer(app, { first_name: "Jo-Ann" });
    await depositVia(app, player, '20');
    const { gameToken } = await openGame(app, player, 'european-roulette');
    const played = (await playGame(app, gameToken, { action: 'bet', bets: [{ kind: 'red', amount: '2.00' }] })).json().round;

    const answer = await lookUp(played.id);
    expect(answer.statusCode).toBe(200);
    const seen = answer.json();
    expect(seen).toMatchObject({
      round: { id: played.id, game_code: 'european-roulette', stake: 2, win: played.win, balance_before: 20, balance_after: played.balance_after, outcome: played.outcome },
      game_name: 'European Roulette', engine: 'roulette', demo: false,
      player: { id: player.pid, login: player.login },
      fairness: { server_seed: null, nonce: 0 },
    });
    expect(seen.player.name).toMatch(/^Jo-Ann Player[a-z]+$/);

    const rotated = (await call(app, { method: 'POST', url: `/937/players/${player.pid}/fairness/rotate`, token: player.token, payload: {} })).json();
    expect((await lookUp(played.id)).json().fairness.server_seed).toBe(rotated.revealed.server_seed);

    const demo = (await openGame(app, null, 'european-roulette')).gameToken;
    const demoRound = (await playGame(app, demo, { action: 'bet', bets: [{ kind: 'black', amount: '1.00' }] })).json().round;
    expect((await lookUp(demoRound.id)).json()).toMatchObject({ demo: true, player: null, fairness: null });
  });

  it('answers 404 for no such round, 400 for no id, and nobody without the desk session or from another page', async () => {
    expect([(await lookUp(2_147_483_000)).statusCode, (await lookUp(2_147_483_000)).json().errorMessage]).toEqual([404, 'There is no round with this id.']);
    expect((await lookUp('abc')).statusCode).toBe(400);
    expect((await lookUp(99_999_999_999)).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/support/desk/rounds/1' });
    expect([anonymous.statusCode, anonymous.json().errorMessage]).toEqual([401, 'Please sign in at the host desk.']);
    const player = await signupPlayer(app);
    expect((await call(app, { method: 'GET', url: '/support/desk/rounds/1', token: player.token })).statusCode).toBe(401);
    expect((await lookUp(1, { origin: 'http://localhost:8080' })).statusCode).toBe(403);

    const page = await app.inject({ method: 'GET', url: '/support/desk', headers: { cookie } });
    expect(page.body).toContain('<h2 id="rounds-heading">Look up a round</h2>');
    expect(page.body).toContain('<script src="/support/desk/rounds.js"></script>');
    expect((await app.inject({ method: 'GET', url: '/support/desk' })).body).not.toContain('Look up a round');
  });
});
