import type { GameInfo, GameRound, RoundAnswer } from 'shared-contract';
import { byId, money } from './dom';
import { type GameContext, say } from './game-context';

/**
 * A round played again from its record (the site's round page): the game's own view and motion, with a
 * context whose every step answers the stored round. Nothing reaches the game server's play call, so
 * nothing is staked, and the balance shows the round's before and after.
 */
export function createReplayContext(first: GameInfo, round: GameRound): GameContext & { readonly steps: number } {
  // The view reads the info: no unfinished round to resume, no free spins to offer, the round's own balance.
  const info: GameInfo = { ...first, open_round: null, free_spins: null, balance: round.balance_before };
  let steps = 0;
  const showBalance = (value: number) => {
    byId('balance').textContent = money(value);
  };
  showBalance(round.balance_before);
  return {
    info,
    say,
    replaying: true,
    get steps() {
      return steps;
    },
    async play(body): Promise<RoundAnswer> {
      steps += 1;
      // Video poker's deal shows the five cards dealt (the record's `dealt`), its draw the hands drawn.
      const dealing = first.engine === 'video-poker' && body.action === 'deal' && round.outcome !== null && 'dealt' in round.outcome;
      const shown: GameRound = dealing ? { ...round, status: 'open', outcome: { ...round.outcome, hands: null } } : round;
      const balance = dealing ? round.balance_before - round.stake : round.balance_after ?? round.balance_before;
      showBalance(balance);
      return { round: shown, balance, currencySymbol: '$', free_spin: round.free_spin, spins_remaining: null, jackpot: null, coupon_status: 'none' };
    },
  };
}

/** How many presses of the view's main button play a whole recorded round: video poker deals, then draws. */
const PRESSES: Partial<Record<GameInfo['engine'], number>> = { 'video-poker': 2 };

const idle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Plays the recorded round in the mounted view: presses its main button as a player would (once, or
 * deal then draw), each press once the view has finished the step before.
 */
export async function runReplay(game: HTMLElement, engine: GameInfo['engine'], context: { readonly steps: number }): Promise<void> {
  const presses = PRESSES[engine] ?? 1;
  for (let press = 0; press < presses; press += 1) {
    let button = game.querySelector<HTMLButtonElement>('button.primary');
    // The view re-enables its button when the step's motion is over.
    for (let waited = 0; (!button || button.disabled) && waited < 200; waited += 1) {
      await idle();
      button = game.querySelector<HTMLButtonElement>('button.primary');
    }
    if (!button || button.disabled) return;
    const before = context.steps;
    button.click();
    for (let waited = 0; context.steps === before && waited < 100; waited += 1) await idle();
  }
}

/** The header's words for a replay: which round, that nothing is staked. */
export function replayTitle(info: GameInfo, round: GameRound): string {
  return info.game.display_name + ': replay of round ' + round.id;
}
