import type { Rng } from '../../../lib/rng';
import { betsView, cachedSpots, resultOf, rollDice, type BetSpot, type SettledBet, type SpotTable, type TableBet } from './table-bets';

/**
 * Sic bo: three dice. Small (total 4–10) and Big (11–17) pay 1:1 and lose on any triple; a total
 * 4–17 pays by the standard table; any triple 30:1; a specific triple 180:1; a specific double
 * 10:1; a single number 1:1, 2:1 or 3:1 as it shows on one, two or three dice.
 */
export type SicBoBetKind = 'small' | 'big' | 'total' | 'any-triple' | 'triple' | 'double' | 'single';

/** Total bets: what each total pays to 1. */
export const SIC_BO_TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60,
};
export const SIC_BO_PAYS = { small: 1, big: 1, 'any-triple': 30, triple: 180, double: 10 } as const;

/** What a bet returns per unit staked for these dice, stake included (0 when it loses). */
export function sicBoReturnUnits(kind: SicBoBetKind, value: number | undefined, dice: readonly number[]): number {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const showing = dice.filter((die) => die === value).length;
  switch (kind) {
    case 'small': return !triple && total <= 10 ? 2 : 0;
    case 'big': return !triple && total >= 11 ? 2 : 0;
    case 'total': return total === value ? 1 + SIC_BO_TOTAL_PAYS[total]! : 0;
    case 'any-triple': return triple ? 1 + SIC_BO_PAYS['any-triple'] : 0;
    case 'triple': return showing === 3 ? 1 + SIC_BO_PAYS.triple : 0;
    case 'double': return showing >= 2 ? 1 + SIC_BO_PAYS.double : 0;
    case 'single': return showing > 0 ? 1 + showing : 0;
  }
}

export interface SicBoRound {
  dice: number[];
  total: number;
  triple: boolean;
  settled: SettledBet[];
  returnCents: number;
}

export function settleSicBo(dice: number[], bets: readonly TableBet[]): SicBoRound {
  const settled = bets.map((bet) => {
    const returnCents = bet.amountCents * sicBoReturnUnits(bet.kind as SicBoBetKind, bet.value, dice);
    return { bet, returnCents, result: resultOf(bet, returnCents) };
  });
  return {
    dice, total: dice[0]! + dice[1]! + dice[2]!, triple: new Set(dice).size === 1, settled,
    returnCents: settled.reduce((sum, bet) => sum + bet.returnCents, 0),
  };
}

export function playSicBo(bets: readonly TableBet[], rng: Rng): SicBoRound {
  return settleSicBo(rollDice(rng, 3), bets);
}

const ALL_ROLLS: number[][] = [];
for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) ALL_ROLLS.push([a, b, c]);

/** Exact RTP of one bet: the mean return over all 216 equally likely rolls. */
export function sicBoRtp(kind: SicBoBetKind, value?: number): number {
  return ALL_ROLLS.reduce((sum, dice) => sum + sicBoReturnUnits(kind, value, dice), 0) / ALL_ROLLS.length;
}

const FACES = [1, 2, 3, 4, 5, 6];

/** The layout with each bet's exact RTP. */
export function sicBoSpots(): BetSpot[] {
  const spot = (kind: SicBoBetKind, label: string, pays: string, value?: number, note?: string): BetSpot =>
    ({ kind, ...(value === undefined ? {} : { value }), label, pays, ...(note ? { note } : {}), rtp: sicBoRtp(kind, value) });
  return [
    spot('small', 'Small', '1:1', undefined, 'total 4–10; loses on any triple'),
    spot('big', 'Big', '1:1', undefined, 'total 11–17; loses on any triple'),
    spot('any-triple', 'Any triple', `${SIC_BO_PAYS['any-triple']}:1`),
    ...Object.entries(SIC_BO_TOTAL_PAYS).map(([total, pays]) => spot('total', `Total ${total}`, `${pays}:1`, Number(total))),
    ...FACES.map((face) => spot('single', `Single ${face}`, '1–3:1', face, '1:1 on one die, 2:1 on two, 3:1 on three')),
    ...FACES.map((face) => spot('double', `Double ${face}`, `${SIC_BO_PAYS.double}:1`, face, 'at least two dice')),
    ...FACES.map((face) => spot('triple', `Triple ${face}`, `${SIC_BO_PAYS.triple}:1`, face)),
  ];
}

export const sicBoTable: SpotTable = {
  spots: cachedSpots(sicBoSpots),
  play: (bets, rng) => {
    const round = playSicBo(bets, rng);
    return {
      returnCents: round.returnCents, extraStakeCents: 0,
      outcome: { dice: round.dice, total: round.total, triple: round.triple, bets: betsView(round.settled, sicBoTable.spots()) },
    };
  },
};
