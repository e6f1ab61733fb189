import { el, money } from '../dom';
import type { GameView } from '../game-context';
import { celebrate, endCelebration } from '../motion/celebrate';
import { motionAllowed } from '../motion/motion';
import { sound } from '../motion/sound';
import { climbMs, crashChart, multiplierAt } from './crash-chart';
import { type CrashProof, verifyCrash } from './crash-proof';

export interface CrashConfig { server_seed_hash: string; nonce: number }
export interface CrashOutcome extends CrashProof {
  targetHundredths: number;
  cashedOut: boolean;
  nextServerSeedHash: string;
  nextNonce: number;
}

const multiplier = (hundredths: number) => (hundredths / 100).toFixed(2) + '×';

export const crashGame: GameView = (context) => {
  const config = context.info.config as unknown as CrashConfig;
  let hash = config.server_seed_hash, nonce = config.nonce, last: CrashOutcome | null = null;
  const display = el('div', { class: 'crash' }, '1.00×');
  const chart = crashChart();
  const stage = el('div', { class: 'crash-stage' }, chart.element, display);
  chart.draw(1, 0);
  const bet = el('select', { 'aria-label': 'Bet' }, [0.1, 0.5, 1, 2, 5, 10, 25].map((v) => el('option', { value: v.toFixed(2) }, money(v))));
  const target = el('input', { 'aria-label': 'Cash out at', type: 'number', min: '1.01', max: '1000', step: '0.01', value: '2.00' });
  const seed = el('input', { 'aria-label': 'Client seed', value: crypto.randomUUID().slice(0, 8) });
  const fairness = el('div', { class: 'fairness' });
  const showHash = () => fairness.replaceChildren('Next round: server seed hash ', el('code', {}, hash), ' · nonce ' + nonce);
  showHash();
  const verifyButton = el('button', {
    class: 'ghost', type: 'button', disabled: true, onclick: async () => {
      if (!last) return;
      const v = await verifyCrash(last);
      context.say('Verified in your browser: hash ' + (v.hashMatches ? 'matches' : 'DOES NOT match') + ', crash point ' + multiplier(v.point) + ' ' + (v.pointMatches ? 'matches' : 'DOES NOT match'));
    },
  }, 'Verify last round');
  const go = el('button', {
    class: 'primary', type: 'button', onclick: async () => {
      go.disabled = true;
      display.className = 'crash';
      endCelebration(stage);
      chart.draw(1, 0);
      const result = await context.play({ action: 'crash', bet: bet.value, target: Number(target.value).toFixed(2), clientSeed: seed.value || 'seed', serverSeedHash: hash });
      if (!result) {
        go.disabled = false;
        return;
      }
      const o = result.round.outcome as unknown as CrashOutcome;
      last = o;
      // The multiplier climbs until the crash point or the target, whichever comes first.
      const stopAt = Math.min(o.crashHundredths, o.targetHundredths) / 100;
      if (motionAllowed()) {
        const duration = climbMs(stopAt), start = performance.now();
        sound().tick();
        await new Promise<void>((done) => {
          const tick = (now: number) => {
            const t = Math.min(1, (now - start) / duration), m = multiplierAt(stopAt, now - start, duration);
            display.textContent = m.toFixed(2) + '×';
            chart.draw(m, t);
            if (t < 1) requestAnimationFrame(tick);
            else done();
          };
          requestAnimationFrame(tick);
        });
      }
      chart.draw(stopAt, 1, o.cashedOut ? 'cashed' : 'crashed');
      display.textContent = o.cashedOut ? 'Cashed out ' + multiplier(o.targetHundredths) : 'Crashed ' + multiplier(o.crashHundredths);
      display.className = 'crash ' + (o.cashedOut ? 'cashed' : 'crashed');
      if (o.cashedOut) celebrate(stage, result.round.win - result.round.stake, result.round.stake);
      else sound().reelStop();
      context.say(o.cashedOut ? 'You win ' + money(result.round.win) + ' (crash at ' + multiplier(o.crashHundredths) + ')' : 'Crashed before your target');
      hash = o.nextServerSeedHash;
      nonce = o.nextNonce;
      showHash();
      fairness.append(el('div', {}, 'Last round: server seed ', el('code', {}, o.serverSeed), ' · client seed ' + o.clientSeed + ' · nonce ' + o.nonce));
      verifyButton.disabled = false;
      go.disabled = false;
    },
  }, 'PLAY');
  return [stage, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), el('label', {}, 'Cash out at', target), el('label', {}, 'Client seed', seed), go, verifyButton), fairness];
};

export const crashSummary = (o: Pick<CrashOutcome, 'crashHundredths' | 'targetHundredths'>): string =>
  'crash ' + multiplier(o.crashHundredths) + ' / target ' + multiplier(o.targetHundredths);
