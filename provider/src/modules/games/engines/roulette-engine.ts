import type { Rng } from '../../../lib/rng';
import { badRequest } from '../../../lib/api-error';
import { toDollars } from '../../../lib/money';
import { checkStake, finishedStep, noteOf, option, type GameEngine } from '../game-engine';
import type { RouletteBet, RouletteBetKind } from './roulette-bet';

export type RouletteWheel = 'european' | 'american';
export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** What a winning bet returns, stake included. */
export const ROULETTE_RETURNS: Record<RouletteBetKind, number> = {
  straight: 36, red: 2, black: 2, odd: 2, even: 2, low: 2, high: 2, dozen: 3, column: 3,
};

export const pocketCount = (wheel: RouletteWheel) => (wheel === 'american' ? 38 : 37);
export const pocketLabel = (pocket: number) => (pocket === 37 ? '00' : String(pocket));

export function validateRouletteBet(wheel: RouletteWheel, bet: RouletteBet): string | null {
  if (!Number.isSafeInteger(bet.amountCents) || bet.amountCents < 1) return 'Each bet must be at least $0.01.';
  if (bet.kind === 'straight') {
    if (!Number.isInteger(bet.value) || bet.value! < 0 || bet.value! >= pocketCount(wheel)) return 'Pick a number on the wheel.';
  } else if (bet.kind === 'dozen' || bet.kind === 'column') {
    if (![1, 2, 3].includes(bet.value ?? 0)) return 'Dozens and columns are 1, 2 or 3.';
  // Own keys only: `in` also finds `__proto__`, `toString` and the rest of Object.prototype.
  } else if (!Object.hasOwn(ROULETTE_RETURNS, bet.kind)) return 'Unknown bet.';
  return null;
}

export function betWins(bet: RouletteBet, pocket: number): boolean {
  const n = pocket;
  const inTable = n >= 1 && n <= 36;
  switch (bet.kind) {
    case 'straight': return n === bet.value;
    case 'red': return inTable && RED_NUMBERS.has(n);
    case 'black': return inTable && !RED_NUMBERS.has(n);
    case 'odd': return inTable && n % 2 === 1;
    case 'even': return inTable && n % 2 === 0;
    case 'low': return inTable && n <= 18;
    case 'high': return inTable && n >= 19;
    case 'dozen': return inTable && Math.ceil(n / 12) === bet.value;
    case 'column': return inTable && ((n - 1) % 3) + 1 === bet.value;
  }
}

export interface RouletteSpin {
  pocket: number;
  label: string;
  color: 'red' | 'black' | 'green';
  returnCents: number;
  winning: number[];
}

export function spinRoulette(wheel: RouletteWheel, bets: readonly RouletteBet[], rng: Rng): RouletteSpin {
  return settleRoulette(rng.int(pocketCount(wheel)), bets);
}

export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteSpin {
  const winning: number[] = [];
  let returnCents = 0;
  bets.forEach((bet, index) => {
    if (betWins(bet, pocket)) {
      winning.push(index);
      returnCents += bet.amountCents * ROULETTE_RETURNS[bet.kind];
    }
  });
  const color = pocket >= 1 && pocket <= 36 ? (RED_NUMBERS.has(pocket) ? 'red' : 'black') : 'green';
  return { pocket, label: pocketLabel(pocket), color, returnCents, winning };
}

/**
 * Exact RTP: every bet covers k of the n pockets and returns 36/k, so each returns 36/n:
 * 36/37 = 97.30 % on the single-zero wheel, 36/38 = 94.74 % with 0 and 00.
 */
export function rouletteTheory(wheel: RouletteWheel): { rtp: number } {
  return { rtp: 36 / pocketCount(wheel) };
}

/** Roulette on a European or American wheel (`wheel` option): up to 50 bets, one spin. */
export const rouletteEngine: GameEngine<{ wheel: RouletteWheel }, never> = {
  configure: (options) => {
    const wheel = option<RouletteWheel>(options, 'wheel', ['european', 'american']);
    return { config: { wheel }, rtp: rouletteTheory(wheel).rtp, ...noteOf(options) };
  },
  clientConfig: ({ wheel }) => ({ wheel, pockets: pocketCount(wheel), returns: ROULETTE_RETURNS }),
  acts: [],
  start: async ({ wheel }, request, round) => {
    if (request.action !== 'bet') throw badRequest('Place roulette bets.');
    if (request.bets.length === 0 || request.bets.length > 50) throw badRequest('Place 1 to 50 bets.');
    for (const bet of request.bets) {
      const problem = validateRouletteBet(wheel, bet);
      if (problem) throw badRequest(problem);
    }
    const stake = request.bets.reduce((sum, bet) => sum + bet.amountCents, 0);
    checkStake(stake);
    await round.stake(stake);
    const spin = spinRoulette(wheel, request.bets, round.rng);
    const outcome = { ...spin, bets: request.bets.map((bet) => ({ kind: bet.kind, value: bet.value ?? null, amount: toDollars(bet.amountCents) })) };
    return finishedStep(spin.returnCents, outcome);
  },
};
