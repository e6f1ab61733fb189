import type { FastifyInstance } from 'fastify';
import { balanceCents, call, createTestApp, databaseVariants, depositVia, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { cardOf, cardsOf } from '../../testing/cards';
import { openGame, playGame } from '../../testing/game-sessions';
import { scriptedRng } from '../../lib/rng';

type TableAnswer = { gameToken: string; engine: string; rtp: number; note: string | null; config: { bets: { kind: string; rtp: number }[] } };
const gameSession = (app: FastifyInstance, player: PlayerSession | null, gameCode: string) => openGame<TableAnswer>(app, player, gameCode);
const play = (app: FastifyInstance, gameToken: string, bets: Record<string, unknown>[]) => playGame(app, gameToken, { action: 'bet', bets });


describe.each(databaseVariants())('table games on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());

  it('Baccarat titles (and the live ones) play their own rules, with every bet\'s RTP in the help', async () => {
    for (const code of ['baccarat', 'live-baccarat', 'live-squeeze-baccarat']) {
      const session = await gameSession(app, null, code);
      expect(session).toMatchObject({
        engine: 'baccarat', rtp: 98.9421,
        note: code.startsWith('live-') ? 'The sandbox has no live studio: this table is dealt by the game server, with the same rules.' : null,
      });
      expect(session.config.bets.map((bet) => bet.kind)).toEqual(['player', 'banker', 'tie']);
    }
    expect(await gameSession(app, null, 'sic-bo')).toMatchObject({ engine: 'sic-bo', note: null });
    expect(await gameSession(app, null, 'craps')).toMatchObject({ engine: 'craps', rtp: 98.6364, note: null });
    expect(await gameSession(app, null, 'war')).toMatchObject({ engine: 'war', note: null });
  });

  it('settles several baccarat bets in one round against the ledger', async () => {
    const realRng = app.ctx.rng;
    try {
      const player = await signupPlayer(app);
      await depositVia(app, player, '20');
      const { gameToken } = await gameSession(app, player, 'baccarat');
      const bets = [{ kind: 'player', amount: '2.00' }, { kind: 'banker', amount: '1.00' }, { kind: 'tie', amount: '0.50' }];
      // Shoes dealt Player, Banker, Player, Banker: a Player natural, a Banker natural, a tie at 7.
      const coups: [string, string, number[]][] = [['4s Ks 5h 7d', 'player', [4, 0, 0]], ['Ts 9d 2h Kc', 'banker', [0, 1.95, 0]], ['Ts Kd 7h 7c', 'tie', [2, 1, 4.5]]];
      let expectedCents = 2000;
      for (const [cards, winner, returns] of coups) {
        app.ctx.rng = scriptedRng(cardsOf(cards));
        const response = await play(app, gameToken, bets);
        expect(response.statusCode).toBe(200);
        const { round, balance } = response.json();
        expect(round).toMatchObject({ engine: 'baccarat', status: 'settled', stake: 3.5, balance_before: expectedCents / 100 });
        expect(round.outcome.winner).toBe(winner);
        expect(round.outcome.bets.map((bet: { returns: number }) => bet.returns)).toEqual(returns);
        expectedCents += Math.round(returns.reduce((sum, value) => sum + value, 0) * 100) - 350;
        expect(Math.round(round.win * 100) - 350).toBe(Math.round((balance - round.balance_before) * 100));
        expect(await balanceCents(app, player)).toBe(expectedCents);
      }
    } finally {
      app.ctx.rng = realRng;
    }
  });

  it('refuses bad bets with a clear 400 and a stake above the balance with 402', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const sicBo = await gameSession(app, player, 'sic-bo');
    const bad = await play(app, sicBo.gameToken, [{ kind: 'total', value: 18, amount: '1.00' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('A total bet needs a value: 4 to 17.');
    const craps = await gameSession(app, player, 'craps');
    const unknown = await play(app, craps.gameToken, [{ kind: 'hardway', value: 4, amount: '1.00' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toMatch(/Unknown bet "hardway"/);
    const tooMuch = await play(app, craps.gameToken, [{ kind: 'pass', amount: '10.01' }]);
    expect(tooMuch.statusCode).toBe(402);
    expect(await balanceCents(app, player)).toBe(1000);
  });

  it('War takes the raise on a tie when the balance covers it, and surrenders half the ante when it does not', async () => {
    const realRng = app.ctx.rng;
    try {
      const player = await signupPlayer(app);
      await depositVia(app, player, '10');
      const { gameToken } = await gameSession(app, player, 'war');
      // Queens tie; war cards 9 against 4: the raise wins 1:1 and the ante pushes.
      app.ctx.rng = scriptedRng([cardOf('Qs'), cardOf('Qh'), cardOf('9d'), cardOf('4c')]);
      const war = (await play(app, gameToken, [{ kind: 'ante', amount: '4.00' }])).json();
      expect(war.round).toMatchObject({ stake: 8, win: 12, balance_before: 10, balance_after: 14 });
      expect(war.round.outcome).toMatchObject({ player: 'Q♠', dealer: 'Q♥', war: { player: '9♦', dealer: '4♣' }, raise: 4, surrendered: false });
      // $14: a $9 ante and a $1 Tie bet leave $4, short of the $9 raise: surrender, $4.50 back, and the Tie bet pays 10:1.
      app.ctx.rng = scriptedRng([cardOf('5s'), cardOf('5h'), cardOf('9d'), cardOf('4c')]);
      const short = (await play(app, gameToken, [{ kind: 'ante', amount: '9.00' }, { kind: 'tie', amount: '1.00' }])).json();
      expect(short.round).toMatchObject({ stake: 10, win: 4.5 + 11, balance_before: 14, balance_after: 19.5 });
      expect(short.round.outcome).toMatchObject({ war: null, surrendered: true, raise: 0 });
      expect(short.round.outcome.bets.map((bet: { result: string }) => bet.result)).toEqual(['surrender', 'win']);
      expect(await balanceCents(app, player)).toBe(1950);
      const recall = (await call(app, { method: 'GET', url: `/937/player/${player.pid}/games/war/rounds`, token: player.token })).json();
      for (const round of recall.rounds) {
        expect(Math.round((round.balance_before - round.stake + round.win) * 100)).toBe(Math.round(round.balance_after * 100));
      }
    } finally {
      app.ctx.rng = realRng;
    }
  });

  it('a craps round shows every roll until the line bet is decided', async () => {
    const realRng = app.ctx.rng;
    try {
      const { gameToken } = await gameSession(app, null, 'craps');
      // Dice 2+4 (point 6), 1+4, 3+5, 5+1: the point is made.
      app.ctx.rng = scriptedRng([1, 3, 0, 3, 2, 4, 4, 0]);
      const { round } = (await play(app, gameToken, [{ kind: 'pass', amount: '1.00' }, { kind: 'field', amount: '1.00' }])).json();
      expect(round.outcome).toMatchObject({ rolls: [[2, 4], [1, 4], [3, 5], [5, 1]], point: 6 });
      expect(round).toMatchObject({ stake: 2, win: 2 });
    } finally {
      app.ctx.rng = realRng;
    }
  });
});
