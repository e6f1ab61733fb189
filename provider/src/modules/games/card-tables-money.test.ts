import type { FastifyInstance } from 'fastify';
import { balanceCents, createTestApp, databaseVariants, depositVia, signupPlayer, type PlayerSession } from '../../testing/test-app';
import { cardOf, cardsOf, scriptFor } from '../../testing/cards';
import { openGame, playGame } from '../../testing/game-sessions';
import { FULL_DECK } from './engines/cards';
import { scriptedRng } from '../../lib/rng';

type CardTableAnswer = {
  gameToken: string; balance: number; engine: string; rtp: number; note: string | null; open_round: { status: string; outcome: Record<string, unknown> } | null;
};
const gameSession = (app: FastifyInstance, player: PlayerSession | null, gameCode: string) => openGame<CardTableAnswer>(app, player, gameCode);
const play = playGame;
/** The draws that deal these cards from a fresh deck. */
const dealing = (labels: string) => scriptFor(FULL_DECK, cardsOf(labels));

const balancesAddUp = (round: { balance_before: number; stake: number; win: number; balance_after: number }) =>
  expect(Math.round((round.balance_before - round.stake + round.win) * 100)).toBe(Math.round(round.balance_after * 100));

describe.each(databaseVariants())('card table rounds on $name', ({ options }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(options());
  });
  afterAll(async () => app?.close());

  /** Deals the next round from `script`, then goes back to the app's generator. */
  async function withCards<T>(script: number[], work: () => Promise<T>): Promise<T> {
    const rng = app.ctx.rng;
    app.ctx.rng = scriptedRng(script);
    try {
      return await work();
    } finally {
      app.ctx.rng = rng;
    }
  }

  it('titles play their own engines with the exact RTP in the help', async () => {
    for (const [code, engine, rtp] of [['tri-card-poker', 'tri-card-poker', 96.627], ['red-dog', 'red-dog', 96.8446], ['caribbean-stud-poker', 'caribbean-stud', 94.776]] as const) {
      const session = await gameSession(app, null, code);
      expect(session).toMatchObject({ engine, rtp, note: null });
    }
  });

  it('Tri Card Poker: Ante and Pair Plus at the deal, the Play bet on playing, all settled in one round', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'tri-card-poker');
    const dealt = await withCards(dealing('Ks Kh 4d Qs Jh 9d'), async () =>
      (await play(app, gameToken, { action: 'bet', bets: [{ kind: 'ante', amount: '2.00' }, { kind: 'pairplus', amount: '1.00' }] })).json());
    expect(dealt.round).toMatchObject({ status: 'open', stake: 3, outcome: { player: ['K♠', 'K♥', '4♦'], dealer: [null, null, null], hint: 'play' } });
    expect(await balanceCents(app, player)).toBe(700);
    const done = (await play(app, gameToken, { action: 'play' })).json();
    // Ante 2 + Play 2 win 1:1 against a queen-high dealer; Pair Plus pays 1:1 on the pair of kings.
    expect(done.round).toMatchObject({ status: 'settled', stake: 5, win: 10, outcome: { dealerQualifies: true, decision: 'play' } });
    balancesAddUp(done.round);
    expect(await balanceCents(app, player)).toBe(1500);
  });

  it('Tri Card Poker: a Play bet the balance cannot cover is refused with 402 and the hand stays open to fold', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'tri-card-poker');
    expect((await play(app, gameToken, { action: 'bet', bets: [{ kind: 'ante', amount: '5.00' }, { kind: 'pairplus', amount: '5.00' }] })).statusCode).toBe(200);
    const refused = await play(app, gameToken, { action: 'play' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errorMessage).toMatch(/sufficient funds/);
    const folded = (await play(app, gameToken, { action: 'fold' })).json();
    expect(folded.round).toMatchObject({ status: 'settled', stake: 10, outcome: { decision: 'fold' } });
    balancesAddUp(folded.round);
  });

  it('bad table input gets a clear 400 (or 409 without a hand to act on)', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'tri-card-poker');
    const message = async (payload: Record<string, unknown>, status: number) => {
      const response = await play(app, gameToken, payload);
      expect(response.statusCode).toBe(status);
      return response.json().errorMessage as string;
    };
    expect(await message({ action: 'play' }, 409)).toMatch(/no unfinished round/);
    expect(await message({ action: 'bet', bets: [{ kind: 'red', amount: '1.00' }] }, 400)).toBe('This table takes these bets: ante, pairplus.');
    expect(await message({ action: 'bet', bets: [{ kind: 'pairplus', amount: '1.00' }] }, 400)).toBe('An ante bet is needed to deal.');
    expect(await message({ action: 'bet', bets: [{ kind: 'ante', amount: '1.00' }, { kind: 'ante', amount: '1.00' }] }, 400)).toBe('One ante bet per round.');
    expect(await message({ action: 'deal', bet: '100.01' }, 400)).toMatch(/Bets are from/);
    expect(await message({ action: 'spin', bet: '1.00' }, 400)).toBe('Place your bets and deal.');
    expect((await play(app, gameToken, { action: 'deal', bet: '1.00' })).statusCode).toBe(200);
    expect(await message({ action: 'hit' }, 400)).toBe('Choose play or fold.');
    expect(await message({ action: 'deal', bet: '1.00' }, 409)).toMatch(/Finish the current round/);
    expect(await balanceCents(app, player)).toBe(900);
  });

  it('Tri Card Poker: a hand left open for 30 minutes is completed the optimal way (a pair plays)', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const first = await gameSession(app, player, 'tri-card-poker');
    await withCards(dealing('5s 5h 9d As 2h 7d'), () => play(app, first.gameToken, { action: 'deal', bet: '1.00' }));
    const realNow = app.ctx.now;
    app.ctx.now = () => new Date(realNow().getTime() + 31 * 60 * 1000);
    try {
      const later = await gameSession(app, player, 'tri-card-poker');
      // A-7-2 is ace-high: the dealer qualifies and the pair of fives wins Ante and Play.
      expect(later.open_round).toMatchObject({ status: 'settled', stake: 2, win: 4, outcome: { decision: 'play' } });
    } finally {
      app.ctx.now = realNow;
    }
    expect(await balanceCents(app, player)).toBe(1200);
  });

  it('Red Dog: a Raise doubles the stake before the third card; a spread of 11 pays 1:1 on both', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'red-dog');
    const rest = FULL_DECK.filter((c) => c !== cardOf('2s') && c !== cardOf('Ah'));
    const script = [...dealing('2s Ah'), ...scriptFor(rest, cardsOf('Kd'))];
    await withCards(script, async () => {
      const dealt = (await play(app, gameToken, { action: 'deal', bet: '1.00' })).json();
      expect(dealt.round).toMatchObject({ status: 'open', outcome: { spread: 11, pays: 1, hint: 'raise', third: null } });
      const done = (await play(app, gameToken, { action: 'raise' })).json();
      expect(done.round).toMatchObject({ status: 'settled', stake: 2, win: 4, outcome: { third: 'K♦' } });
      balancesAddUp(done.round);
    });
    expect(await balanceCents(app, player)).toBe(1200);
  });

  it('Red Dog: consecutive cards push at once, in one settled round', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'red-dog');
    const done = await withCards(dealing('7s 8h'), async () => (await play(app, gameToken, { action: 'deal', bet: '1.00' })).json());
    expect(done.round).toMatchObject({ status: 'settled', stake: 1, win: 1, outcome: { kind: 'consecutive' } });
  });

  it('Caribbean Stud: the Call takes twice the Ante and pays by hand against a qualifying dealer', async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const { gameToken } = await gameSession(app, player, 'caribbean-stud-poker');
    const done = await withCards(dealing('9s 9h 5d 5c 2s As Kh 4d 3c 7h'), async () => {
      const dealt = (await play(app, gameToken, { action: 'deal', bet: '1.00' })).json();
      expect(dealt.round.outcome).toMatchObject({ dealer: ['A♠', null, null, null, null], hint: 'call', playerHand: 'Two Pair' });
      return (await play(app, gameToken, { action: 'call' })).json();
    });
    // Ante 1 wins 1:1, Call 2 wins 2:1 for two pair.
    expect(done.round).toMatchObject({ status: 'settled', stake: 3, win: 8 });
    balancesAddUp(done.round);
    expect(await balanceCents(app, player)).toBe(1500);
  });

  it("Let 'Em Ride: bet 3 at the deal, bets 1 and 2 only when let ride", async () => {
    const player = await signupPlayer(app);
    await depositVia(app, player, '10');
    const session = await gameSession(app, player, 'let-em-ride-progressive');
    expect(session).toMatchObject({ engine: 'let-em-ride', note: 'The progressive side bet is not offered in the sandbox.' });
    const done = await withCards(dealing('Ts Th 2d 5c 8s'), async () => {
      const dealt = (await play(app, session.gameToken, { action: 'deal', bet: '1.00' })).json();
      expect(dealt.round).toMatchObject({ status: 'open', stake: 1, outcome: { community: [null, null], deciding: 1, hint: 'ride' } });
      const second = (await play(app, session.gameToken, { action: 'ride' })).json();
      expect(second.round).toMatchObject({ status: 'open', stake: 2, outcome: { community: ['5♣', null], deciding: 2 } });
      return (await play(app, session.gameToken, { action: 'pull' })).json();
    });
    // Two bets ride on a pair of tens (1:1).
    expect(done.round).toMatchObject({ status: 'settled', stake: 2, win: 4, outcome: { finalHand: 'Tens or better' } });
    balancesAddUp(done.round);
    expect(await balanceCents(app, player)).toBe(1200);
  });

  it('a demo session plays a table by the same rules', async () => {
    const session = await gameSession(app, null, 'caribbean-stud-poker');
    const dealt = (await play(app, session.gameToken, { action: 'deal', bet: '5.00' })).json();
    expect(dealt.balance).toBe(995);
    const done = (await play(app, session.gameToken, { action: 'fold' })).json();
    expect(done.round).toMatchObject({ status: 'settled', stake: 5, win: 0, balance_after: 995 });
  });
});
