/**
 * RTP simulations: each engine plays up to ROUNDS rounds (default 10^6, or until SECONDS per
 * engine) and prints theoretical vs simulated RTP with the 95 % confidence interval of the
 * simulation and its z-score; an engine fails when it lands outside the 99.9 % interval.
 * Run: `pnpm --filter provider exec tsx src/bench/rtp-bench.ts` (ROUNDS, SECONDS to change;
 * MATCH=text runs only the engines whose name contains it).
 * Every round draws from the provably fair stream players' rounds draw from (lib/fair-rng.ts,
 * docs/fairness.md): one fixed server seed per engine line, the line's name as client seed and the
 * round's index as nonce, so a run is reproducible and measures the generator real rounds use.
 */
import { actBlackjack, bestAction, blackjackTheory, dealBlackjack } from '../modules/games/engines/blackjack-engine';
import { actCaribbeanStud, caribbeanStudReturn, caribbeanStudTheory, dealCaribbeanStud, shouldCall } from '../modules/games/engines/caribbean-stud-engine';
import { crashPointHundredths, crashTheory, playCrash } from '../modules/games/engines/crash-engine';
import { actLetEmRide, dealLetEmRide, letEmRideReturn, letEmRideTheory, shouldRide } from '../modules/games/engines/let-em-ride-engine';
import { actRedDog, dealRedDog, publicRedDog, redDogReturn, redDogTheory } from '../modules/games/engines/red-dog-engine';
import { rouletteTheory, spinRoulette } from '../modules/games/engines/roulette-engine';
import { playSlotRound, slotTheory } from '../modules/games/engines/slot-engine';
import { SLOT_MODELS } from '../modules/games/engines/slot-models';
import { actTriCard, dealTriCard, shouldPlay, triCardReturn, triCardTheory } from '../modules/games/engines/tri-card-poker-engine';
import { analyzeVariant, bestHold, exactReturn } from '../modules/games/engines/video-poker-analyzer';
import { dealPoker, drawPoker, POKER_PAYTABLES, POKER_VARIANTS } from '../modules/games/engines/video-poker-engine';
import { createHash } from 'node:crypto';
import { fairRng } from '../lib/fair-rng';
import type { Rng } from '../lib/rng';
import { baccaratTable } from '../modules/games/engines/baccarat-engine';
import { crapsTable } from '../modules/games/engines/craps-engine';
import { sicBoTable } from '../modules/games/engines/sic-bo-engine';
import type { SpotTable } from '../modules/games/engines/table-bets';
import { warTable } from '../modules/games/engines/war-engine';

const SPOT_TABLES: Record<string, SpotTable> = { baccarat: baccaratTable, 'sic-bo': sicBoTable, craps: crapsTable, war: warTable };

const ROUNDS = Number(process.env.ROUNDS ?? 1_000_000);
// A time cap per engine for slow machines, high enough that every engine reaches 10^6 rounds here.
const SECONDS = Number(process.env.SECONDS ?? 300);
const matches = (name: string) => !process.env.MATCH || name.includes(process.env.MATCH);

function simulate(name: string, theory: number, round: (rng: Rng, index: number) => number, note = '') {
  if (!matches(name)) return true;
  // One server seed per engine line, so no two simulations replay the same stream; each round is the next nonce.
  const serverSeed = createHash('sha256').update(`rtp-bench:${name}`).digest('hex');
  let sum = 0;
  let sumSquares = 0;
  let n = 0;
  const deadline = Date.now() + SECONDS * 1000;
  while (n < ROUNDS && (n % 1000 !== 0 || Date.now() < deadline)) {
    const x = round(fairRng(serverSeed, name, n), n);
    sum += x;
    sumSquares += x * x;
    n += 1;
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sumSquares / n - mean * mean));
  const standardError = sd / Math.sqrt(n);
  const z = (mean - theory) / standardError;
  // Some 35 lines are simulated: at 95 % one of them lands outside by chance in most runs, so the
  // verdict takes the 99.9 % interval (|z| ≤ 3.29); the 95 % interval is printed for reading.
  const inside = Math.abs(z) <= 3.29;
  console.log(
    `${name.padEnd(34)} theory ${(theory * 100).toFixed(3).padStart(7)} %  simulated ${(mean * 100).toFixed(3).padStart(7)} % ± ${(1.96 * standardError * 100).toFixed(3)} (95 %)  ` +
      `z ${z >= 0 ? '+' : ''}${z.toFixed(2)}  (${n.toLocaleString('en-US')} rounds) ${inside ? 'OK' : 'OUTSIDE'}${note ? `  ${note}` : ''}`,
  );
  return inside;
}

let allInside = true;
for (const model of SLOT_MODELS) {
  allInside = simulate(`slot ${model.id}`, slotTheory(model).rtp, (rng) => playSlotRound(model, rng).totalUnits / model.lines.length) && allInside;
}
allInside = simulate('roulette european (red)', rouletteTheory('european').rtp, (rng) => spinRoulette('european', [{ kind: 'red', amountCents: 1 }], rng).returnCents) && allInside;
allInside = simulate('roulette american (straight 7)', rouletteTheory('american').rtp, (rng) => spinRoulette('american', [{ kind: 'straight', value: 7, amountCents: 1 }], rng).returnCents) && allInside;
allInside = simulate('crash (target 2.00×)', crashTheory().rtp, (rng, index) =>
  playCrash(100, 200, crashPointHundredths(rng.int(2 ** 31).toString(16), 'bench', index)).returnCents / 100) && allInside;
allInside = simulate('blackjack (optimal strategy)', blackjackTheory().rtp, (rng) => {
  let state = dealBlackjack(100, rng);
  while (!state.finished) state = actBlackjack(state, bestAction(state), rng);
  // Per initial bet: doubles and splits add stake, so the measure is 1 + net / initial bet.
  const staked = state.hands.reduce((total, hand) => total + hand.stakeCents, 0);
  return 1 + ((state.returnCents ?? 0) - staked) / 100;
}) && allInside;
for (const variant of POKER_VARIANTS.filter((name) => matches(`video poker ${name}`))) {
  // The pay table's stated RTP must be the exact perfect-play return, recomputed here.
  const analysis = await analyzeVariant(variant);
  const exact = await exactReturn(analysis);
  const declared = POKER_PAYTABLES[variant].rtp;
  if (Math.abs(exact - declared) > 1e-6) {
    console.log(`video poker ${variant}: the pay table says ${(declared * 100).toFixed(4)} %, perfect play returns ${(exact * 100).toFixed(5)} %`);
    allInside = false;
  }
  allInside = simulate(`video poker ${variant}`, exact, (rng) => {
    const dealt = dealPoker(variant, rng);
    return drawPoker(variant, dealt, bestHold(analysis, dealt).held, 1, rng)[0]!.pays;
  }, '(perfect play)') && allInside;
}
// Table games, one 1.00 bet per round; war per initial ante (a raise is extra stake, as blackjack's doubles).
for (const [engine, kind, value] of [
  ['baccarat', 'player'], ['baccarat', 'banker'], ['baccarat', 'tie'], ['sic-bo', 'small'], ['sic-bo', 'total', 10], ['sic-bo', 'single', 4],
  ['craps', 'pass'], ['craps', 'dont-pass'], ['craps', 'field'], ['war', 'ante'], ['war', 'tie'],
] as [string, string, number?][]) {
  const game = SPOT_TABLES[engine]!;
  const bets = [{ kind, ...(value === undefined ? {} : { value }), amountCents: 100 }, ...(engine === 'war' && kind === 'tie' ? [{ kind: 'ante', amountCents: 100 }] : [])];
  const theory = game.spots().find((spot) => spot.kind === kind && spot.value === value)!.rtp;
  allInside = simulate(`${engine} ${kind}${value === undefined ? '' : ` ${value}`}`, theory, (rng) => {
    const round = game.play(bets, rng, Number.MAX_SAFE_INTEGER, null);
    const settled = (round.outcome.bets as { kind: string; returns: number }[]).find((bet) => bet.kind === kind)!;
    return settled.returns - (kind === 'ante' ? round.extraStakeCents / 100 : 0);
  }) && allInside;
}
// Table games, per unit of the Ante (or first bet): 1 + net / Ante, the extra Play, Raise or Call bets included.
allInside = simulate('tri card poker ante/play (Q-6-4)', triCardTheory().anteRtp, (rng) => {
  const dealt = dealTriCard(100, 0, rng);
  const done = actTriCard(dealt, shouldPlay(dealt.player) ? 'play' : 'fold');
  return 1 + (triCardReturn(done) - 100 - done.playCents) / 100;
}) && allInside;
allInside = simulate('tri card poker pair plus', triCardTheory().pairPlusRtp, (rng) => triCardReturn(actTriCard(dealTriCard(0, 100, rng), 'fold')) / 100) && allInside;
allInside = simulate('red dog (raise from spread 7)', redDogTheory().rtp, (rng) => {
  let state = dealRedDog(100, rng);
  if (!state.results) state = actRedDog(state, publicRedDog(state).hint as 'raise' | 'call', rng);
  return 1 + (redDogReturn(state) - 100 - state.raiseCents) / 100;
}) && allInside;
allInside = simulate('caribbean stud (simple strategy)', caribbeanStudTheory().rtp, (rng) => {
  const dealt = dealCaribbeanStud(100, rng);
  const done = actCaribbeanStud(dealt, shouldCall(dealt.player, dealt.dealer[0]!) ? 'call' : 'fold');
  return 1 + (caribbeanStudReturn(done) - 100 - done.callCents) / 100;
}, '(simple strategy vs published optimal)') && allInside;
allInside = simulate("let 'em ride (optimal decisions)", letEmRideTheory().rtp, (rng) => {
  let state = dealLetEmRide(100, rng);
  while (!state.results) state = actLetEmRide(state, shouldRide(state) ? 'ride' : 'pull');
  const staked = state.results.reduce((sum, result) => sum + result.stakeCents, 0);
  return 1 + (letEmRideReturn(state) - staked) / 100;
}) && allInside;
process.exitCode = allInside ? 0 : 1;
