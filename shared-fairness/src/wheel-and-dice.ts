import { asArray, asRecord, count, Differences, shown, type Family } from './family';
import type { Draws } from './stream';

const pocketLabel = (pocket: number) => (pocket === 37 ? '00' : String(pocket));

/** Roulette: pocket = draw(37) on the European wheel (0–36), draw(38) on the American (37 is 00). */
export const rouletteFamily: Family = {
  recompute: (config, outcome, draws) => {
    const pockets = config.wheel === 'american' ? 38 : 37;
    const pocket = draws.int(pockets);
    const differences = new Differences();
    differences.same(pocket, outcome.pocket, () =>
      `The ball should land in ${pocketLabel(pocket)}, the record says ${typeof outcome.pocket === 'number' ? pocketLabel(outcome.pocket) : shown(outcome.pocket)}.`);
    return { expected: { pocket, label: pocketLabel(pocket) }, mismatch: differences.first };
  },
  describe: (expected) => `The ball lands in ${shown(expected.label)}.`,
};

const die = (draws: Draws) => 1 + draws.int(6);

/** Sic Bo: three dice, each 1 + draw(6), in order. */
export const sicBoFamily: Family = {
  recompute: (_config, outcome, draws) => {
    const dice = [die(draws), die(draws), die(draws)];
    const differences = new Differences();
    const recorded = asArray(outcome.dice);
    dice.forEach((value, index) => differences.same(value, recorded[index], () => `Die ${index + 1} should show ${value}, the record says ${shown(recorded[index])}.`));
    return { expected: { dice }, mismatch: differences.first };
  },
  describe: (expected) => `The dice show ${asArray(expected.dice).join(', ')}.`,
};

const LINE_BETS = new Set(['pass', 'dont-pass']);

/** Whether a line bet is decided after these roll totals: a come-out 2, 3, 7, 11 or 12, or the point or a 7 later. */
function lineDecided(totals: readonly number[]): boolean {
  const comeOut = totals[0]!;
  if (totals.length === 1) return [2, 3, 7, 11, 12].includes(comeOut);
  const last = totals[totals.length - 1]!;
  return last === comeOut || last === 7;
}

/** Craps: rolls of two dice (1 + draw(6) each); with a line bet (in the record's bets) until the line is decided, otherwise one roll. */
export const crapsFamily: Family = {
  recompute: (_config, outcome, draws) => {
    const lineBet = asArray(outcome.bets).some((bet) => LINE_BETS.has(String(asRecord(bet).kind)));
    const roll = (): [number, number] => [die(draws), die(draws)];
    const rolls = [roll()];
    while (lineBet && !lineDecided(rolls.map(([a, b]) => a + b))) rolls.push(roll());
    const differences = new Differences();
    const recorded = asArray(outcome.rolls);
    differences.same(rolls.length, recorded.length, () => `The round should have ${count(rolls.length, 'roll')}, the record shows ${recorded.length}.`);
    rolls.forEach((dice, index) => differences.same(dice, recorded[index], () =>
      `Roll ${index + 1} should be ${dice.join(' and ')}, the record says ${asArray(recorded[index]).join(' and ') || 'nothing'}.`));
    return { expected: { rolls }, mismatch: differences.first };
  },
  describe: (expected) => `Rolls: ${asArray(expected.rolls).map((dice) => asArray(dice).join('+')).join(', ')}.`,
};
