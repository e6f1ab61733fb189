import type { GameRound } from 'shared-contract';
import { el, isRed, money } from '../dom';
import type { GameView } from '../game-context';
import { celebrate, endCelebration } from '../motion/celebrate';
import { dealCards, shoe, turnCards } from '../motion/deal';

export interface VideoPokerConfig { hands: number; paytable: { name: string; lines: { label: string; pays: number }[] } }
export interface VideoPokerOutcome {
  dealt: string[];
  hands?: { cards: string[]; hand?: string }[];
  hint?: boolean[];
  wins?: Record<string, number>;
}

const HAND = [0, 1, 2, 3, 4] as const;

export const videoPokerGame: GameView = (context) => {
  const c = context.info.config as unknown as VideoPokerConfig;
  let held = [false, false, false, false, false];
  let phase: 'deal' | 'draw' = 'deal';
  let state: VideoPokerOutcome | null = null;
  // Named while face down (before the first deal); a dealt card is named by its own face.
  const cards = HAND.map((i) => el('button', {
    class: 'card back', type: 'button', 'aria-pressed': 'false', 'aria-label': `Card ${i + 1}, face down`, onclick: () => {
      if (phase !== 'draw') return;
      held[i] = !held[i];
      paint();
    },
  }));
  const hands = el('div', { class: 'hands' });
  const bet = el('select', { 'aria-label': 'Bet per hand' }, [0.01, 0.05, 0.1, 0.25, 0.5, 1].filter((v) => v * c.hands <= 100)
    .map((v) => el('option', { value: v.toFixed(2) }, money(v) + ' × ' + c.hands)));
  const hint = el('button', {
    class: 'ghost', type: 'button', disabled: true, onclick: () => {
      if (state?.hint) held = state.hint.slice();
      paint();
    },
  }, 'Hint');
  const action = el('button', { class: 'primary', type: 'button' }, 'DEAL');
  const shoeEl = shoe();
  const showCard = (card: HTMLElement, label: string) => {
    card.className = 'card' + (isRed(label) ? ' red' : '') + (label === 'JOKER' ? ' joker' : '');
    card.removeAttribute('aria-label');
    card.replaceChildren(el('small', {}, ''), label);
  };
  /** Shows the hand: a deal comes from the shoe, a draw turns over the cards that changed. */
  const show = async (outcome: VideoPokerOutcome, dealing: boolean) => {
    state = outcome;
    const labels = outcome.hands?.[0] ? outcome.hands[0].cards : outcome.dealt;
    const changed = cards.filter((card, i) => dealing || card.lastChild?.textContent !== (labels[i] ?? ''));
    if (dealing) {
      cards.forEach((card, i) => showCard(card, labels[i] ?? ''));
      await dealCards(cards, shoeEl);
    } else {
      await turnCards(changed, (card) => showCard(card, labels[cards.indexOf(card as HTMLButtonElement)] ?? ''));
    }
  };
  const paint = () => cards.forEach((card, i) => {
    card.classList.toggle('held', held[i]);
    card.setAttribute('aria-pressed', String(held[i]));
    if (card.firstChild) card.firstChild.textContent = held[i] ? 'HELD' : '';
  });
  const resume = async (round: GameRound) => {
    phase = 'draw';
    held = [false, false, false, false, false];
    const outcome = round.outcome as unknown as VideoPokerOutcome;
    paint();
    await show(outcome, true);
    paint();
    action.textContent = 'DRAW';
    hint.disabled = !outcome.hint;
    bet.disabled = true;
    hands.replaceChildren();
  };
  action.addEventListener('click', async () => {
    if (action.disabled) return;
    action.disabled = true;
    try {
      if (phase === 'deal') {
        endCelebration(table);
        const result = await context.play({ action: 'deal', bet: bet.value });
        if (result) {
          await resume(result.round);
          context.say('Hold cards, then draw');
        }
        return;
      }
      await draw();
    } finally {
      action.disabled = false;
    }
  });
  const draw = async () => {
    const result = await context.play({ action: 'draw', held });
    if (!result) return;
    const o = result.round.outcome as unknown as VideoPokerOutcome;
    await show(o, false);
    paint();
    phase = 'deal';
    action.textContent = 'DEAL';
    hint.disabled = true;
    bet.disabled = false;
    hands.replaceChildren(...(c.hands > 1 ? (o.hands ?? []).map((h, i) => el('div', { class: 'mini' }, '#' + (i + 1) + ' ' + h.cards.join(' ') + ' ' + (h.hand || ''))) : []));
    const wins = Object.entries(o.wins ?? {}).map(([k, n]) => n + '× ' + k).join(', ');
    celebrate(table, result.round.win, result.round.stake);
    context.say(result.round.win > 0 ? 'You win ' + money(result.round.win) + (wins ? ' — ' + wins : '') : 'No win');
  };
  const open = context.info.open_round;
  if (open && open.status === 'open') {
    void resume(open);
    context.say('Your unfinished hand is back: hold and draw');
  }
  const table = el('div', { class: 'card-table' }, shoeEl, el('div', { class: 'cards' }, cards));
  return [table, el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), hint, action), hands];
};

export const videoPokerHelp = (c: VideoPokerConfig): HTMLElement[] =>
  [el('p', {}, c.paytable.name), el('table', {}, c.paytable.lines.map((l) => el('tr', {}, el('td', {}, l.label), el('td', {}, String(l.pays)))))];

export const videoPokerSummary = (o: VideoPokerOutcome): string =>
  Object.entries(o.wins || {}).map(([k, n]) => n + '× ' + k).join(', ') || 'no win';
