import { badRequest } from '../../../lib/api-error';
import { toDollars } from '../../../lib/money';
import { checkStake, finishedStep, noteOf, type GameEngine } from '../game-engine';
import type { Rng } from '../../../lib/rng';

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

// ---- Spot tables: single-step table games of bets on named spots (baccarat, sic bo, craps, war). ----

export interface SpotTableRound {
  returnCents: number;
  /** Stake taken during the round on top of the bets (war's raise). */
  extraStakeCents: number;
  outcome: Record<string, unknown>;
}

/** A table that settles a whole round of bets on named spots at once. */
export interface SpotTable {
  spots: () => BetSpot[];
  /** Rules about the set of bets beyond each spot being valid. */
  checkRound?: (bets: readonly TableBet[]) => string | null;
  /**
   * `balanceAfterStakeCents`: what the player can still stake during the round; `ruleStakeRefusal`:
   * why the stake the rules may take during the round (`ruleStakeCents`) may not be, in words, or null.
   */
  play: (bets: readonly TableBet[], rng: Rng, balanceAfterStakeCents: number, ruleStakeRefusal: string | null) => SpotTableRound;
  /** The most the rules may stake on their own during the round (War: the raise, equal to the ante); none when absent. */
  ruleStakeCents?: (bets: readonly TableBet[]) => number;
}

/** The settled bets as the client and recall show them. */
export const betsView = (settled: readonly SettledBet[], spots: readonly BetSpot[]) => settled.map(({ bet, returnCents, result }) => ({
  kind: bet.kind,
  value: bet.value ?? null,
  label: spots.find((spot) => spot.kind === bet.kind && spot.value === bet.value)?.label ?? bet.kind,
  amount: toDollars(bet.amountCents),
  returns: toDollars(returnCents),
  result,
}));

/** A table's spots, built once. */
export function cachedSpots(build: () => BetSpot[]): () => BetSpot[] {
  let spots: BetSpot[] | null = null;
  return () => (spots ??= build());
}

/** The first problem with a round's bets, in words for the player, or null. */
export function validateSpotBets(table: SpotTable, bets: readonly TableBet[]): string | null {
  return validateTableBets(table.spots(), bets) ?? table.checkRound?.(bets) ?? null;
}

/** The best bet's exact RTP: the figure a title shows; the help lists every bet's. */
export const spotTableRtp = (table: SpotTable) => Math.max(...table.spots().map((spot) => spot.rtp));

/** A spot table as a game engine: one act, `bet` with the list of bets. */
export function spotTableEngine(table: SpotTable): GameEngine<null, never> {
  return {
    configure: (options) => ({ config: null, rtp: spotTableRtp(table), ...noteOf(options) }),
    clientConfig: () => ({ bets: table.spots() }),
    acts: [],
    start: async (_config, request, round) => {
      if (request.action !== 'bet') throw badRequest('Place your bets on the table.');
      const problem = validateSpotBets(table, request.bets);
      if (problem) throw badRequest(problem);
      const stake = request.bets.reduce((sum, bet) => sum + bet.amountCents, 0);
      checkStake(stake);
      await round.stake(stake);
      // Whether the limits allow the stake the rules may take is known before the cards are drawn.
      const ruleStake = table.ruleStakeCents?.(request.bets) ?? 0;
      const refusal = ruleStake > 0 ? await round.ruleStakeRefusal(ruleStake) : null;
      const result = table.play(request.bets, round.rng, await round.balanceCents(), refusal);
      // War's raise is taken inside the round; the table goes to war only when the balance and the limits allow it.
      if (result.extraStakeCents > 0) await round.ruleStake(result.extraStakeCents);
      return finishedStep(result.returnCents, result.outcome);
    },
  };
}
