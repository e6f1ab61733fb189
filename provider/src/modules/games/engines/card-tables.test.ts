import { scriptedRng } from '../../../lib/rng';
import { actCaribbeanStud, dealerQualifies, evaluateFive, shouldCall, type CaribbeanStudState } from './caribbean-stud-engine';
import { actLetEmRide, fourCardValue, letEmRidePays, letEmRideReturn, letEmRideTheory, threeCardValue, type LetEmRideState } from './let-em-ride-engine';
import { actRedDog, dealRedDog, redDogReturn, redDogTheory } from './red-dog-engine';
import { TITLE_ENGINES } from '../../../seed/title-engines';
import { actTriCard, evaluateThree, shouldPlay, triCardGame, triCardReturn, triCardTheory, type TriCardState } from './tri-card-poker-engine';
import { FULL_DECK } from './cards';
import { cardOf, cardsOf, scriptFor } from '../../../testing/cards';



const results = (state: { results: { bet: string; returnCents: number }[] | null }) =>
  Object.fromEntries((state.results ?? []).map((result) => [result.bet, result.returnCents]));

describe('Tri Card Poker', () => {
  const triCard = (player: string, dealer: string, pairPlusCents = 0): TriCardState => ({
    anteCents: 100, pairPlusCents, playCents: 0, player: cardsOf(player), dealer: cardsOf(dealer), decision: null, results: null,
  });

  it('ranks straight flush > trips > straight > flush > pair > high card; A-2-3 is the lowest straight, suits never break ties', () => {
    const order = ['2s 3s 4s', '2s 2h 2d', 'As Kh Qd', 'Qs Kh Jd', '2s 3h 4d', 'As 2h 3d', 'Ks 9s 2s', 'As Ah Kd', 'Ks Kh Ad', 'As Kh Jd', 'Qs 3h 2d', 'Js Th 8d'];
    const strengths = order.map((labels) => evaluateThree(cardsOf(labels)).strength);
    expect([...strengths].sort((a, b) => b - a)).toEqual(strengths);
    expect(evaluateThree(cardsOf('As 2h 3d')).hand).toBe('straight');
    expect(evaluateThree(cardsOf('Ks Qh Jd')).strength).toBe(evaluateThree(cardsOf('Kh Qd Jc')).strength);
    expect(evaluateThree(cardsOf('Qs Kh Ad'))).toMatchObject({ hand: 'straight' });
  });

  it('a dealer below queen-high does not qualify: the Ante pays 1:1, Play pushes, the Ante bonus still pays', () => {
    const played = actTriCard(triCard('4s 5h 6d', 'Js 9h 2d'), 'play');
    expect(results(played)).toEqual({ Ante: 200, Play: 100, 'Ante bonus': 100 });
    expect(triCardReturn(played)).toBe(400);
  });

  it('against a qualifying dealer the better hand wins Ante and Play 1:1; a tie pushes both', () => {
    expect(results(actTriCard(triCard('As Ah 3d', 'Qs Jh 9d'), 'play'))).toEqual({ Ante: 200, Play: 200 });
    expect(results(actTriCard(triCard('Qs Jh 9d', 'Qh Jd 9c'), 'play'))).toEqual({ Ante: 100, Play: 100 });
    expect(results(actTriCard(triCard('Qs Jh 8d', 'Qh Jd 9c'), 'play'))).toEqual({ Ante: 0, Play: 0 });
  });

  it('pays the Ante bonus (straight flush 5, trips 4) even when the dealer wins', () => {
    expect(results(actTriCard(triCard('7s 7h 7d', '2c 3c 4c'), 'play'))).toEqual({ Ante: 0, Play: 0, 'Ante bonus': 400 });
    expect(results(actTriCard(triCard('7s 8s 9s', 'Ah Ad Ac'), 'play'))).toEqual({ Ante: 200, Play: 200, 'Ante bonus': 500 });
  });

  it('folding loses the Ante; Pair Plus pays on the hand alone (flush 4:1, pair 1:1, straight flush 40:1)', () => {
    expect(results(actTriCard(triCard('2s 9s 5s', 'Ah Kd 3c', 100), 'fold'))).toEqual({ Ante: 0, 'Pair Plus': 500 });
    expect(results(actTriCard(triCard('2s 2h 5s', 'Ah Kd 3c', 100), 'play'))).toMatchObject({ 'Pair Plus': 200 });
    expect(results(actTriCard(triCard('Qs Ks As', 'Ah Kd 3c', 100), 'play'))).toMatchObject({ 'Pair Plus': 4100 });
    expect(results(actTriCard(triCard('2s 7h 9d', 'Ah Kd 3c', 100), 'play'))).toMatchObject({ 'Pair Plus': 0 });
    expect(() => actTriCard(actTriCard(triCard('2s 7h 9d', 'Ah Kd 3c'), 'fold'), 'play')).toThrow();
  });

  it('plays Q-6-4 or better and folds Q-6-3', () => {
    expect(shouldPlay(cardsOf('Qs 6h 4d'))).toBe(true);
    expect(shouldPlay(cardsOf('Qs 6h 3d'))).toBe(false);
    expect(shouldPlay(cardsOf('2s 2h 3d'))).toBe(true);
  });

  it('computes the RTPs exactly: Ante/Play 96.627 % with Q-6-4 proven optimal, Pair Plus 97.683 %', () => {
    const theory = triCardTheory();
    expect(theory.anteRtp).toBeCloseTo(0.966270, 6);
    expect(theory.pairPlusRtp).toBeCloseTo(21_588 / 22_100, 12);
    expect(theory.q64IsOptimal).toBe(true);
  });

  it('completes a timed-out hand the optimal way when the balance covers the Play bet', () => {
    const game = triCardGame;
    expect(game.timeoutAction(triCard('Ks 6h 4d', 'Ah Kd 3c'), 100)).toBe('play');
    expect(game.timeoutAction(triCard('Ks 6h 4d', 'Ah Kd 3c'), 99)).toBe('fold');
    expect(game.timeoutAction(triCard('Qs 5h 4d', 'Ah Kd 3c'), 10_000)).toBe('fold');
  });
});

describe('Red Dog', () => {
  const deal = (first: string, second: string, third?: string) => {
    const script = scriptFor(FULL_DECK, [cardOf(first), cardOf(second)]);
    if (third) script.push(...scriptFor(FULL_DECK.filter((c) => c !== cardOf(first) && c !== cardOf(second)), [cardOf(third)]));
    const rng = scriptedRng(script);
    return { state: dealRedDog(100, rng), rng };
  };

  it('consecutive cards push at once', () => {
    const { state } = deal('7s', '8h');
    expect(state.results).toEqual([{ bet: 'Bet', stakeCents: 100, returnCents: 100, note: 'consecutive cards: push' }]);
    expect(state.third).toBeNull();
  });

  it('a pair draws a third card: three of a kind pays 11:1, anything else pushes', () => {
    expect(redDogReturn(deal('9s', '9h', '9c').state)).toBe(1200);
    expect(redDogReturn(deal('9s', '9h', 'Kc').state)).toBe(100);
  });

  it('pays by spread on the bet and the raise: 1 → 5:1, 2 → 4:1, 3 → 2:1, 4+ → 1:1; outside the spread loses', () => {
    const spread1 = deal('7s', '9h', '8d');
    expect(redDogReturn(actRedDog(spread1.state, 'call', spread1.rng))).toBe(600);
    const spread2 = deal('7s', 'Th', '8d');
    expect(redDogReturn(actRedDog(spread2.state, 'raise', spread2.rng))).toBe(1000);
    const spread3 = deal('Js', '7h', '9d');
    expect(redDogReturn(actRedDog(spread3.state, 'call', spread3.rng))).toBe(300);
    const wide = deal('2s', 'Ah', 'Kd');
    const raised = actRedDog(wide.state, 'raise', wide.rng);
    expect(raised.raiseCents).toBe(100);
    expect(redDogReturn(raised)).toBe(400);
    // The spread's own ranks are outside it.
    const edge = deal('2s', 'Ah', 'Ad');
    expect(redDogReturn(actRedDog(edge.state, 'call', edge.rng))).toBe(0);
  });

  it('computes the RTP exactly by enumeration: raising pays from a spread of 7, RTP 96.845 %', () => {
    const theory = redDogTheory();
    expect(theory.raiseFromSpread).toBe(7);
    expect(theory.rtp).toBeCloseTo(0.968446, 6);
  });
});

describe('Caribbean Stud Poker', () => {
  const stud = (player: string, dealer: string): CaribbeanStudState => ({
    anteCents: 100, callCents: 0, player: cardsOf(player), dealer: cardsOf(dealer), decision: null, results: null,
  });

  it('ranks five-card hands, ace-low straights included, and breaks ties by the kickers', () => {
    expect(evaluateFive(cardsOf('As Ks Qs Js Ts')).hand).toBe('royal-flush');
    expect(evaluateFive(cardsOf('As 2s 3s 4s 5s')).hand).toBe('straight-flush');
    expect(evaluateFive(cardsOf('As 2h 3d 4c 5s')).strength).toBeLessThan(evaluateFive(cardsOf('2h 3d 4c 5s 6s')).strength);
    expect(evaluateFive(cardsOf('3s 3h 3d 2c 2s')).strength).toBeGreaterThan(evaluateFive(cardsOf('2s 2h 2d Ac As')).strength);
    expect(evaluateFive(cardsOf('Ks Kh 9d 4c 2s')).strength).toBeGreaterThan(evaluateFive(cardsOf('Kd Kc 9s 3h 2h')).strength);
    expect(evaluateFive(cardsOf('Ks Kh 9d 4c 2s')).strength).toBe(evaluateFive(cardsOf('Kd Kc 9s 4h 2h')).strength);
  });

  it('the dealer qualifies with ace-king or better', () => {
    expect(dealerQualifies(cardsOf('As Kh 4d 3c 2s'))).toBe(true);
    expect(dealerQualifies(cardsOf('As Qh 4d 3c 2s'))).toBe(false);
    expect(dealerQualifies(cardsOf('2s 2h 4d 3c 7s'))).toBe(true);
  });

  it('a dealer who does not qualify pays the Ante 1:1 and pushes the Call', () => {
    expect(results(actCaribbeanStud(stud('As Ah 9d 9c 2s', 'Qs Jh 4d 3c 2h'), 'call'))).toEqual({ Ante: 200, Call: 200 });
  });

  it('beating a qualifying dealer pays the Call by the hand (two pair 2:1, full house 7:1); a tie pushes; folding loses the Ante', () => {
    expect(results(actCaribbeanStud(stud('9s 9h 5d 5c 2s', 'As Kh 4d 3c 7h'), 'call'))).toEqual({ Ante: 200, Call: 600 });
    expect(results(actCaribbeanStud(stud('9s 9h 9d 5c 5s', 'Ks Kh 4d 3c 7h'), 'call'))).toEqual({ Ante: 200, Call: 1600 });
    expect(results(actCaribbeanStud(stud('As Kh 7d 5c 3s', 'Ad Kc 7h 5s 3h'), 'call'))).toEqual({ Ante: 100, Call: 200 });
    expect(results(actCaribbeanStud(stud('As Kh 7d 5c 3s', 'Qd Qc 7h 5s 3h'), 'call'))).toEqual({ Ante: 0, Call: 0 });
    expect(results(actCaribbeanStud(stud('As Kh 7d 5c 3s', 'Qd Qc 7h 5s 3h'), 'fold'))).toEqual({ Ante: 0 });
  });

  it('the strategy calls a pair, folds below ace-king, and calls ace-king on a matching dealer card', () => {
    expect(shouldCall(cardsOf('2s 2h 7d 9c Js'), cardOf('As'))).toBe(true);
    expect(shouldCall(cardsOf('As Qh 7d 9c Js'), cardOf('2s'))).toBe(false);
    expect(shouldCall(cardsOf('As Kh 7d 4c 2s'), cardOf('7c'))).toBe(true);
    expect(shouldCall(cardsOf('As Kh 7d 4c 2s'), cardOf('8c'))).toBe(false);
    expect(shouldCall(cardsOf('As Kh Qd 4c 2s'), cardOf('Kc'))).toBe(true);
    expect(shouldCall(cardsOf('As Kh 9d 6c 5s'), cardOf('3c'))).toBe(true);
  });
});

describe("Let 'Em Ride", () => {
  const deal = (player: string, community: string): LetEmRideState => ({
    betCents: 100, player: cardsOf(player), community: cardsOf(community), riding: [null, null], results: null,
  });

  it('pays tens or better 1:1 up to a royal flush 1000:1; a lower pair pays nothing', () => {
    expect(letEmRidePays(cardsOf('Ts Th 2d 5c 8s'))).toBe(1);
    expect(letEmRidePays(cardsOf('9s 9h 2d 5c 8s'))).toBe(0);
    expect(letEmRidePays(cardsOf('4s 4h 2d 2c 8s'))).toBe(2);
    expect(letEmRidePays(cardsOf('As 2h 3d 4c 5s'))).toBe(5);
    expect(letEmRidePays(cardsOf('2s 7s 9s Js Ks'))).toBe(8);
    expect(letEmRidePays(cardsOf('As Ks Qs Js Ts'))).toBe(1000);
  });

  it('pays every bet still riding; a pulled-back bet neither wins nor loses', () => {
    const first = actLetEmRide(deal('Ts Th 2d', '5c 8s'), 'pull');
    expect(first.results).toBeNull();
    const done = actLetEmRide(first, 'ride');
    expect(done.results!.map((result) => [result.stakeCents, result.returnCents])).toEqual([[0, 0], [100, 200], [100, 200]]);
    expect(letEmRideReturn(done)).toBe(400);
    const lost = actLetEmRide(actLetEmRide(deal('9s 9h 2d', '5c 8s'), 'ride'), 'ride');
    expect(letEmRideReturn(lost)).toBe(0);
    expect(lost.results!.every((result) => result.stakeCents === 100)).toBe(true);
  });

  it('values decisions exactly: ride a paying pair, suited 3-4-5, four to a flush or to an outside straight with a ten; pull suited 2-3-4', () => {
    expect(threeCardValue(cardsOf('Ts Th 2d'))).toBeGreaterThan(0);
    expect(threeCardValue(cardsOf('3s 4s 5s'))).toBeGreaterThan(0);
    expect(threeCardValue(cardsOf('2s 3s 4s'))).toBeLessThan(0);
    expect(fourCardValue(cardsOf('2s 7s 9s Ks'))).toBeCloseTo((9 * 8 + 3 - 36) / 48, 12); // 9 flush cards, 3 kings, 36 losers
    // An open-ended straight draw breaks even (8 cards pay 5:1, 40 lose) unless a high pair can come too.
    expect(fourCardValue(cardsOf('5s 6h 7d 8c'))).toBe(0);
    expect(fourCardValue(cardsOf('7s 8h 9d Tc'))).toBeGreaterThan(0);
    expect(fourCardValue(cardsOf('2s 3h 4d 6c'))).toBeCloseTo((4 * 5 - 44) / 48, 12);
  });

  it('computes the optimal-strategy RTP exactly: 96.494 % per bet unit', () => {
    expect(letEmRideTheory().rtp).toBeCloseTo(0.964943, 6);
  });
});

describe('table titles', () => {
  it('maps the titles with their own rules to their engines', () => {
    const engineOf = (gameCode: string) => TITLE_ENGINES[gameCode]?.[0];
    expect(engineOf('tri-card-poker')).toBe('tri-card-poker');
    expect(engineOf('red-dog')).toBe('red-dog');
    expect(engineOf('caribbean-stud-poker')).toBe('caribbean-stud');
    expect(engineOf('let-em-ride-progressive')).toBe('let-em-ride');
    expect(engineOf('pai-gow-poker')).toBe('blackjack');
  });
});
