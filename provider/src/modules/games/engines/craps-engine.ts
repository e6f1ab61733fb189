import type { Rng } from '../../../lib/rng';
import { betsView, cachedSpots, resultOf, rollDice, type BetSpot, type SettledBet, type SpotTable, type TableBet } from './table-bets';

/**
 * Craps, one round per decision: the come-out roll, then (for Pass Line / Don't Pass) rolls until
 * the point repeats or a seven shows. Pass wins on a come-out 7 or 11 and loses on 2, 3 or 12;
 * Don't Pass is the opposite, with 12 a push (bar 12); after a point is set Pass wins on the point
 * and Don't Pass on a seven; both pay 1:1. Field is a one-roll bet on the come-out roll:
 * 3, 4, 9, 10, 11 pay 1:1, 2 pays 2:1, 12 pays 3:1, and 5–8 lose.
 */
export type CrapsBetKind = 'pass' | 'dont-pass' | 'field';

/** Field bets: what each winning total pays to 1 (12 pays 3:1 here, the better common rule). */
export const FIELD_PAYS: Readonly<Record<number, number>> = { 2: 2, 3: 1, 4: 1, 9: 1, 10: 1, 11: 1, 12: 3 };

export interface CrapsRound {
  /** Every roll in order, each as two dice; the first is the come-out roll. */
  rolls: [number, number][];
  /** The come-out total when it is a point number (4, 5, 6, 8, 9, 10). */
  point: number | null;
  settled: SettledBet[];
  returnCents: number;
}

const sumOf = (roll: readonly number[]) => roll[0]! + roll[1]!;
const POINTS = [4, 5, 6, 8, 9, 10];

/** What Pass / Don't Pass return per unit staked (stake included) for a decided sequence of totals. */
function lineReturnUnits(kind: 'pass' | 'dont-pass', totals: readonly number[]): number {
  const comeOut = totals[0]!;
  const last = totals[totals.length - 1]!;
  const passWins = totals.length === 1 ? comeOut === 7 || comeOut === 11 : last !== 7;
  if (kind === 'pass') return passWins ? 2 : 0;
  if (totals.length === 1 && comeOut === 12) return 1;
  return passWins ? 0 : 2;
}

/** Whether a sequence of totals has settled the line bets. */
export function lineDecided(totals: readonly number[]): boolean {
  const comeOut = totals[0]!;
  if (totals.length === 1) return [2, 3, 7, 11, 12].includes(comeOut);
  const last = totals[totals.length - 1]!;
  return last === comeOut || last === 7;
}

export function settleCraps(rolls: [number, number][], bets: readonly TableBet[]): CrapsRound {
  const totals = rolls.map(sumOf);
  const point = POINTS.includes(totals[0]!) ? totals[0]! : null;
  const settled = bets.map((bet) => {
    const units = bet.kind === 'field'
      ? (FIELD_PAYS[totals[0]!] === undefined ? 0 : 1 + FIELD_PAYS[totals[0]!]!)
      : lineReturnUnits(bet.kind as 'pass' | 'dont-pass', totals);
    const returnCents = bet.amountCents * units;
    return { bet, returnCents, result: resultOf(bet, returnCents) };
  });
  return { rolls, point, settled, returnCents: settled.reduce((sum, bet) => sum + bet.returnCents, 0) };
}

/** Rolls the come-out and, when a line bet is on, on until it is decided. */
export function playCraps(bets: readonly TableBet[], rng: Rng): CrapsRound {
  const roll = () => rollDice(rng, 2) as [number, number];
  const rolls = [roll()];
  const lineBet = bets.some((bet) => bet.kind === 'pass' || bet.kind === 'dont-pass');
  while (lineBet && !lineDecided(rolls.map(sumOf))) rolls.push(roll());
  return settleCraps(rolls, bets);
}

// ---- Exact theory: totals of two dice, and P(point before seven) = P(point) / (P(point) + P(7)) ----

const P = (total: number) => (6 - Math.abs(total - 7)) / 36;

export function crapsTheory() {
  const pointMade = POINTS.reduce((sum, point) => sum + P(point) * (P(point) / (P(point) + P(7))), 0);
  const sevenOut = POINTS.reduce((sum, point) => sum + P(point) * (P(7) / (P(point) + P(7))), 0);
  const passWin = P(7) + P(11) + pointMade;
  const dontWin = P(2) + P(3) + sevenOut;
  const field = Object.entries(FIELD_PAYS).reduce((sum, [total, pays]) => sum + P(Number(total)) * (1 + pays), 0);
  return { passWin, pass: 2 * passWin, dontPass: 2 * dontWin + P(12), field };
}

/** The layout with each bet's exact RTP. */
export function crapsSpots(): BetSpot[] {
  const theory = crapsTheory();
  return [
    { kind: 'pass', label: 'Pass Line', pays: '1:1', note: 'wins on a come-out 7 or 11, then on the point before a 7', rtp: theory.pass },
    { kind: 'dont-pass', label: "Don't Pass", pays: '1:1', note: 'wins on a come-out 2 or 3, then on a 7 before the point; a come-out 12 pushes', rtp: theory.dontPass },
    { kind: 'field', label: 'Field', pays: '1–3:1', note: 'one roll: 3, 4, 9, 10, 11 pay 1:1; 2 pays 2:1; 12 pays 3:1; 5–8 lose', rtp: theory.field },
  ];
}

export const crapsTable: SpotTable = {
  spots: cachedSpots(crapsSpots),
  play: (bets, rng) => {
    const round = playCraps(bets, rng);
    return { returnCents: round.returnCents, extraStakeCents: 0, outcome: { rolls: round.rolls, point: round.point, bets: betsView(round.settled, crapsTable.spots()) } };
  },
};
