import type { Rng } from '../rng';

/**
 * The shared shape of single-step table games (baccarat, sic bo, craps, war): the round is a list
 * of bets on named spots, `{ kind, value?, amountCents }`, as roulette's `action: 'bet'`.
 */
export interface TableBet {
  kind: string;
  value?: number;
  amountCents: number;
}

/** One spot on a layout: what it is called, what it pays and its exact RTP (per unit staked). */
export interface BetSpot {
  kind: string;
  value?: number;
  label: string;
  /** Short, for the layout ("8:1"); `note` has the details for the help. */
  pays: string;
  note?: string;
  rtp: number;
}

export type BetResult = 'win' | 'lose' | 'push' | 'surrender';

/** How one bet ended: `returnCents` is what goes back to the player, stake included. */
export interface SettledBet {
  bet: TableBet;
  returnCents: number;
  result: BetResult;
}

export const resultOf = (bet: TableBet, returnCents: number): BetResult =>
  returnCents > bet.amountCents ? 'win' : returnCents === bet.amountCents ? 'push' : 'lose';

const describeValues = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const contiguous = sorted.every((value, index) => index === 0 || value === sorted[index - 1]! + 1);
  return contiguous ? `${sorted[0]} to ${sorted[sorted.length - 1]}` : sorted.join(', ');
};

/**
 * Checks a round's bets against a layout: at least one bet, at most 50, every amount at least one
 * cent, every spot on the layout (with a value where the spot needs one), no spot twice.
 * Answers the first problem in words the player can act on, or null.
 */
export function validateTableBets(spots: readonly BetSpot[], bets: readonly TableBet[]): string | null {
  if (bets.length === 0 || bets.length > 50) return 'Place 1 to 50 bets.';
  const seen = new Set<string>();
  const kinds = [...new Set(spots.map((spot) => spot.kind))];
  for (const bet of bets) {
    if (!Number.isSafeInteger(bet.amountCents) || bet.amountCents < 1) return 'Each bet must be at least $0.01.';
    const ofKind = spots.filter((spot) => spot.kind === bet.kind);
    if (ofKind.length === 0) return `Unknown bet "${bet.kind}". Bets here: ${kinds.join(', ')}.`;
    const takesValue = ofKind.some((spot) => spot.value !== undefined);
    if (!takesValue && bet.value !== undefined) return `A ${bet.kind} bet takes no value.`;
    if (takesValue && !ofKind.some((spot) => spot.value === bet.value)) {
      return `A ${bet.kind} bet needs a value: ${describeValues(ofKind.map((spot) => spot.value!))}.`;
    }
    const key = `${bet.kind}:${bet.value ?? ''}`;
    if (seen.has(key)) return `Put all chips for one spot in one bet (${bet.kind}${bet.value === undefined ? '' : ` ${bet.value}`} twice).`;
    seen.add(key);
  }
  return null;
}

/**
 * Deals from a freshly shuffled shoe of `decks` decks, without replacement within the round.
 * Cards come back as 0–51 (rank = card % 13 with 2…A, suit = card / 13), as in video poker.
 */
export function shoeDealer(rng: Rng, decks: number): () => number {
  const size = 52 * decks;
  const dealt = new Set<number>();
  return () => {
    // Rejection keeps every remaining card equally likely; a round uses at most six cards.
    for (;;) {
      const position = rng.int(size);
      if (!dealt.has(position)) {
        dealt.add(position);
        return position % 52;
      }
    }
  };
}

/** `count` dice, 1–6 each. */
export const rollDice = (rng: Rng, count: number) => Array.from({ length: count }, () => 1 + rng.int(6));
