import type { GameRound } from 'shared-contract';
import { el, money } from '../dom';
import type { GameView } from '../game-context';
import { celebrate, endCelebration } from '../motion/celebrate';
import { clearCards, dealCards, placeCards, roundRobin, shoe } from '../motion/deal';
import { faceCard } from './cards';

type Move = 'hit' | 'stand' | 'double' | 'split';
const MOVES: readonly Move[] = ['hit', 'stand', 'double', 'split'];

export interface BlackjackOutcome {
  dealer: string[];
  dealerTotal: number;
  holeHidden: boolean;
  hands: { cards: string[]; total: number; stake: number }[];
  active: number;
  finished: boolean;
  actions: string[];
  hint?: string;
  results?: { outcome: string }[];
}

export const blackjackGame: GameView = (context) => {
  const dealer = el('div', { class: 'cards', 'aria-label': 'Dealer' });
  const dealerTotal = el('span', { class: 'pill', hidden: true });
  const player = el('div', { class: 'table' });
  const bet = el('select', { 'aria-label': 'Bet' }, [1, 2, 5, 10, 25, 50, 100].map((v) => el('option', { value: v.toFixed(2) }, money(v))));
  const shoeEl = shoe();
  const handRows: HTMLDivElement[] = [];
  const deal = el('button', {
    class: 'primary', type: 'button', onclick: async () => {
      deal.disabled = true;
      const r = await context.play({ action: 'deal', bet: bet.value });
      if (r) await render(r.round, true);
      else deal.disabled = false;
    },
  }, 'DEAL');
  const buttons = MOVES.map((name) => [name, el('button', {
    type: 'button', disabled: true, onclick: async () => {
      const r = await context.play({ action: name });
      if (r) await render(r.round);
    },
  }, name.toUpperCase())] as const);
  async function render(round: GameRound, newDeal = false) {
    const o = round.outcome as unknown as BlackjackOutcome;
    if (newDeal) {
      for (const row of [dealer, ...handRows]) clearCards(row);
      endCelebration(player);
    }
    const dealerCards = placeCards(dealer, [...o.dealer.map((label) => faceCard(label)), ...(o.holeHidden ? [el('div', { class: 'card back', 'aria-label': 'Face down' })] : [])],
      [...o.dealer, ...(o.holeHidden ? ['back'] : [])]);
    const handCards = o.hands.map((h, i) => placeCards(handRows[i] ??= el('div', { class: 'cards' }), h.cards.map((label) => faceCard(label)), h.cards));
    const totals = o.hands.map((h, i) => el('div', { class: 'pill' }, (i === o.active && !o.finished ? '▶ ' : '') + 'Total ' + h.total + ' · stake ' + money(h.stake) + (o.results ? ' · ' + o.results[i]?.outcome : '')));
    // Totals, like the controls, wait for the cards they count.
    for (const total of totals) total.hidden = true;
    player.replaceChildren(...o.hands.map((_, i) => el('div', {}, handRows[i], totals[i])));
    for (const [, button] of buttons) button.disabled = true;
    await dealCards(roundRobin([...handCards, dealerCards]), shoeEl);
    for (const total of totals) total.hidden = false;
    dealerTotal.hidden = false;
    dealerTotal.textContent = 'Dealer ' + o.dealerTotal;
    for (const [name, button] of buttons) {
      button.disabled = o.finished || !o.actions.includes(name);
      button.classList.toggle('primary', !o.finished && o.hint === name);
    }
    deal.disabled = !o.finished;
    bet.disabled = !o.finished;
    if (o.finished) celebrate(player, round.win, round.stake);
    context.say(o.finished ? (round.win > 0 ? 'You get ' + money(round.win) : 'Dealer wins') : 'Your move' + (o.hint ? ' (hint: ' + o.hint + ')' : ''));
  }
  const open = context.info.open_round;
  if (open && open.status === 'open') void render(open);
  return [el('div', { class: 'card-table' }, shoeEl, el('div', { class: 'table' }, el('div', {}, 'Dealer'), dealer, dealerTotal), player),
    el('div', { class: 'controls' }, el('label', {}, 'Bet', bet), deal, buttons.map(([, button]) => button))];
};

export const blackjackSummary = (o: Partial<BlackjackOutcome>): string => (o.results || []).map((x) => x.outcome).join(', ');
