import { seededRng } from '../../../lib/rng';
import { analyzeVariant, bestHold, holdValues, type PokerAnalysis } from './video-poker-analyzer';
import { JOKER } from './cards';
import { deckOf, handPays, type PokerVariant } from './video-poker-engine';
import { cardsOf } from '../../../testing/cards';


/** The value of a hold by dealing every possible draw: slow, but obviously right. */
function bruteForceValue(variant: PokerVariant, dealt: number[], mask: number): number {
  const held = dealt.filter((_, index) => mask & (1 << index));
  const unseen = deckOf(variant).filter((item) => !dealt.includes(item));
  let total = 0;
  let count = 0;
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === 5 - held.length) {
      total += handPays(variant, [...held, ...chosen]).pays;
      count += 1;
      return;
    }
    for (let index = from; index < unseen.length; index += 1) pick(index + 1, [...chosen, unseen[index]!]);
  };
  pick(0, []);
  return total / count;
}

const analyses = new Map<PokerVariant, PokerAnalysis>();
beforeAll(async () => {
  for (const variant of ['jacks-or-better', 'deuces-wild', 'joker-poker'] as const) analyses.set(variant, await analyzeVariant(variant));
});

describe('video poker analyzer', () => {
  it('values four to a royal as a player counts it: the royal, 8 flushes, 3 straights and 12 high pairs in 47 cards', () => {
    const values = holdValues(analyses.get('jacks-or-better')!, cardsOf('As Ks Qs Js 2c'));
    expect(values[0b01111]).toBeCloseTo((800 + 8 * 6 + 3 * 4 + 12 * 1) / 47, 12);
  });

  it.each(['jacks-or-better', 'deuces-wild', 'joker-poker'] as const)('%s: every hold of up to three discards matches dealing out every draw', (variant) => {
    const rng = seededRng(variant.length);
    for (let deal = 0; deal < 3; deal += 1) {
      const deck = [...deckOf(variant)];
      const dealt = Array.from({ length: 5 }, () => deck.splice(rng.int(deck.length), 1)[0]!);
      if (variant === 'joker-poker' && deal === 0 && !dealt.includes(JOKER)) dealt[4] = JOKER;
      const values = holdValues(analyses.get(variant)!, dealt);
      for (let mask = 0; mask < 32; mask += 1) {
        const discards = 5 - [0, 1, 2, 3, 4].filter((index) => mask & (1 << index)).length;
        if (discards <= 3) expect(values[mask]).toBeCloseTo(bruteForceValue(variant, dealt, mask), 9);
      }
    }
  });

  it('hints what an expert holds', () => {
    const jacks = analyses.get('jacks-or-better')!;
    expect(bestHold(jacks, cardsOf('Qs Qh 3d 6c 9s')).held).toEqual([true, true, false, false, false]);
    // A dealt flush is broken up for four to the royal.
    expect(bestHold(jacks, cardsOf('As Ks Qs Js 3s')).held).toEqual([true, true, true, true, false]);
    const deuces = analyses.get('deuces-wild')!;
    expect(bestHold(deuces, cardsOf('2s 2h 2d 9c 4s')).held).toEqual([true, true, true, false, false]);
    expect(bestHold(deuces, cardsOf('2s 7h Jd 4c 9s')).held).toEqual([true, false, false, false, false]);
  });
});
