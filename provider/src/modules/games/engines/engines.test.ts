import { scriptedRng } from '../../../lib/rng';
import { actBlackjack, blackjackTheory, dealBlackjack, handTotal } from './blackjack-engine';
import { crashPointFromHex, crashPointHundredths, hashServerSeed, playCrash, verifyCrash } from './crash-engine';
import { rouletteTheory, settleRoulette } from './roulette-engine';
import { evaluateLine, playSlotRound, slotTheory, slotWinCents } from './slot-engine';
import { CLASSIC_3, SLOT_MODELS, VIDEO_5X3_20 } from './slot-models';
import { JOKER } from './cards';
import { deckOf, drawPoker, handPays } from './video-poker-engine';
import { cardOf, cardsOf } from '../../../testing/cards';


describe('slot engine', () => {
  it('pays the best of the wild run and the symbol run, left to right', () => {
    expect(evaluateLine(VIDEO_5X3_20, ['H1', 'H1', 'H1', 'L1', 'L1'])).toMatchObject({ symbol: 'H1', count: 3, pay: 38 });
    expect(evaluateLine(VIDEO_5X3_20, ['W', 'W', 'H4', 'H4', 'L2'])).toMatchObject({ symbol: 'H4', count: 4, pay: 60 });
    expect(evaluateLine(VIDEO_5X3_20, ['W', 'W', 'W', 'L4', 'H1'])).toMatchObject({ symbol: 'W', count: 3, pay: 300 });
    expect(evaluateLine(VIDEO_5X3_20, ['S', 'H1', 'H1', 'H1', 'H1'])).toBeNull();
    expect(evaluateLine(CLASSIC_3, ['L2', 'X', 'L2'])).toMatchObject({ symbol: 'L2', count: 1, pay: 1 });
  });

  it('settles a scripted spin: grid from the stops, win = stake × units / lines', () => {
    const round = playSlotRound(CLASSIC_3, scriptedRng([0, 0, 0]));
    expect(round.base.grid[0]).toEqual(CLASSIC_3.reels.map((strip) => strip[0]));
    expect(slotWinCents(CLASSIC_3, 500, round)).toBe(Math.floor((500 * round.totalUnits) / 5));
  });

  it('has an exact RTP between 94 % and 98 % for every model', () => {
    for (const model of SLOT_MODELS) {
      const { rtp } = slotTheory(model);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.98);
    }
  });
});

describe('video poker', () => {
  it.each([
    ['As Ks Qs Js Ts', 'royal-flush', 800], ['9h Th Jh Qh Kh', 'straight-flush', 50], ['7s 7h 7d 7c 2s', 'four-kind', 25],
    ['3s 3h 3d 9c 9s', 'full-house', 9], ['2d 7d 9d Jd Kd', 'flush', 6], ['As 2h 3d 4c 5s', 'straight', 4],
    ['8s 8h 8d Kc 2s', 'three-kind', 3], ['4s 4h Kd Kc 2s', 'two-pair', 2], ['Js Jh 3d 6c 9s', 'high-pair', 1], ['Ts Th 3d 6c 9s', null, 0],
    ['Qs Ks As 2h 3d', null, 0],
  ])('Jacks or Better: %s is %s paying %d', (cards, name, pays) => {
    expect(handPays('jacks-or-better', cardsOf(cards))).toMatchObject({ hand: name, pays });
  });

  it.each([
    ['As Ks Qs Js Ts', 'royal-flush', 800], ['2s 2h 2d 2c 9s', 'four-wilds', 200], ['2s Ks Qs Js Ts', 'wild-royal', 25],
    ['2s 2h 9d 9c 9s', 'five-kind', 16], ['2s 5h 6h 7h 8h', 'straight-flush', 10], ['2s 9h 9d 4c 7s', 'three-kind', 1],
    ['2s 9h 9d 4c 4s', 'full-house', 4], ['2s 2h 9d 4c 7s', 'three-kind', 1], ['2s 2h 3h 3d 6d', 'four-kind', 4], ['2s 2h 3h 4h 6d', 'straight', 2], ['3s 5h 7d 9c Js', null, 0],
  ])('Deuces Wild: %s is %s paying %d', (cards, name, pays) => {
    expect(handPays('deuces-wild', cardsOf(cards))).toMatchObject({ hand: name, pays });
  });

  it.each([
    ['double-double-bonus', 'As Ah Ad Ac 3s', 'Four Aces with a 2, 3 or 4', 400],
    ['double-double-bonus', 'As Ah Ad Ac Ks', 'Four Aces', 160],
    ['double-double-bonus', '3s 3h 3d 3c As', 'Four 2s, 3s or 4s with an A, 2, 3 or 4', 160],
    ['double-double-bonus', '3s 3h 3d 3c 9s', 'Four 2s, 3s or 4s', 80],
    ['double-double-bonus', '9s 9h 9d 9c 3s', 'Four 5s through Kings', 50],
    ['bonus-poker', 'As Ah Ad Ac 3s', 'Four Aces', 80],
    ['bonus-poker', '4s 4h 4d 4c As', 'Four 2s, 3s or 4s', 40],
    ['aces-and-faces', 'Qs Qh Qd Qc 3s', 'Four Jacks, Queens or Kings', 40],
    ['aces-and-faces', 'Ts Th Td Tc 3s', 'Four 2s through 10s', 25],
    ['all-american', '5h 6h 7h 8h 9h', 'Straight Flush', 200],
    ['sevens-wild', '7s 7h 9d 9c 9s', 'Five of a Kind', 15],
    ['sevens-wild', '7s 7h 7d 7c 9s', 'Four Sevens', 200],
    ['sevens-wild', '2s 2h 2d 2c 9s', 'Four of a Kind', 5],
  ] as const)('%s: %s is %s paying %d', (variant, cards, label, pays) => {
    expect(handPays(variant, cardsOf(cards))).toMatchObject({ label, pays });
  });

  it.each([
    ['As Ks Qs Js', 'Joker Royal Flush', 100], ['7s 7h 7d 7c', 'Five of a Kind', 200], ['Kd 3c 5h 8s', 'Kings or Better', 1],
    ['Qd 3c 5h 8s', null, 0], ['Kd Kc 5h 8s', 'Three of a Kind', 2], ['3d 4d 5d 6d', 'Straight Flush', 50],
  ])('Joker Poker: the joker with %s is %s paying %d', (cards, label, pays) => {
    expect(handPays('joker-poker', [...cardsOf(cards), JOKER])).toMatchObject({ label, pays });
  });

  it('deals the joker only in Joker Poker, and keeps held cards on every hand', () => {
    expect(deckOf('joker-poker')).toContain(JOKER);
    expect(deckOf('jacks-or-better')).not.toContain(JOKER);
    const dealt = cardsOf('Qs Qh 3d 6c 9s');
    const hands = drawPoker('jacks-or-better', dealt, [true, true, false, false, false], 10, scriptedRng([1, 2, 3, 4, 5, 6, 7]));
    expect(hands).toHaveLength(10);
    for (const drawn of hands) {
      expect(drawn.cards.slice(0, 2)).toEqual(dealt.slice(0, 2));
      expect(new Set(drawn.cards).size).toBe(5);
      expect(drawn.cards.slice(2).some((c) => dealt.includes(c))).toBe(false);
      expect(drawn.hand).not.toBeNull();
    }
  });
});

describe('blackjack', () => {
  it('counts soft and hard totals', () => {
    expect(handTotal(cardsOf('As 6h'))).toEqual({ total: 17, soft: true });
    expect(handTotal(cardsOf('As 6h 9d'))).toEqual({ total: 16, soft: false });
  });

  it('pays a natural 3:2 at once', () => {
    // player A K, dealer 9 7
    const state = dealBlackjack(1000, scriptedRng([cardOf('As'), cardOf('Kh'), cardOf('9d'), cardOf('7c')]));
    expect(state.finished).toBe(true);
    expect(state.results![0]).toEqual({ outcome: 'blackjack', returnCents: 2500 });
  });

  it('doubles for one card and settles against the dealer', () => {
    // player 6 5 = 11, dealer 9 7; double draws T (21); dealer 16 draws 8 → bust
    const rng = scriptedRng([cardOf('6s'), cardOf('5h'), cardOf('9d'), cardOf('7c'), cardOf('Td'), cardOf('8c')]);
    const dealt = dealBlackjack(1000, rng);
    const done = actBlackjack(dealt, 'double', rng);
    expect(done.finished).toBe(true);
    expect(done.hands[0]!.stakeCents).toBe(2000);
    expect(done.returnCents).toBe(4000);
  });

  it('computes the optimal-strategy RTP exactly (about 99.4 % for these rules)', () => {
    const { rtp } = blackjackTheory();
    expect(rtp).toBeGreaterThan(0.99);
    expect(rtp).toBeLessThan(1);
  });
});

describe('roulette', () => {
  it('returns 36× on a straight, 3× on a dozen, 2× on red; zero loses outside bets', () => {
    const bets = [{ kind: 'straight' as const, value: 17, amountCents: 100 }, { kind: 'dozen' as const, value: 2, amountCents: 100 }, { kind: 'red' as const, amountCents: 100 }];
    expect(settleRoulette(17, bets).returnCents).toBe(3600 + 300);
    expect(settleRoulette(14, bets).returnCents).toBe(300 + 200);
    expect(settleRoulette(0, bets).returnCents).toBe(0);
    expect(rouletteTheory('european').rtp).toBeCloseTo(36 / 37, 12);
    expect(rouletteTheory('american').rtp).toBeCloseTo(36 / 38, 12);
  });
});

describe('crash', () => {
  it('derives the crash point from the HMAC and verifies a round', () => {
    expect(crashPointFromHex('0000000000000')).toBe(100);
    expect(crashPointFromHex('8000000000000')).toBe(194);
    const serverSeed = 'a'.repeat(64);
    const crashHundredths = crashPointHundredths(serverSeed, 'client', 7);
    expect(verifyCrash({ serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: 'client', nonce: 7, crashHundredths }))
      .toEqual({ hashMatches: true, pointMatches: true });
    expect(verifyCrash({ serverSeed, serverSeedHash: hashServerSeed('b'), clientSeed: 'client', nonce: 7, crashHundredths: crashHundredths + 1 }))
      .toEqual({ hashMatches: false, pointMatches: false });
  });

  it('pays bet × target when the crash point reaches the target', () => {
    expect(playCrash(100, 250, 300)).toMatchObject({ cashedOut: true, returnCents: 250 });
    expect(playCrash(100, 250, 249)).toMatchObject({ cashedOut: false, returnCents: 0 });
  });
});
