import { el } from '../dom';
import { motionAllowed, run } from './motion';
import { sound } from './sound';

/** The deck the cards come from, shown at the top of a card table. */
export const shoe = (): HTMLDivElement => el('div', { class: 'shoe', 'aria-hidden': 'true' }, el('span'), el('span'), el('span'));

const shownCards = new WeakMap<Element, string[]>();

/**
 * Puts a row's cards in place and returns those that are new to the row (a card at a place that
 * showed another card, or none): the cards to deal. `keys` name what each place shows.
 */
export function placeCards(row: Element, cards: readonly HTMLElement[], keys: readonly string[]): HTMLElement[] {
  const before = shownCards.get(row) ?? [];
  row.replaceChildren(...cards);
  shownCards.set(row, keys.slice());
  return cards.filter((_, i) => keys[i] !== before[i]);
}

/** Forgets what a row showed: its next cards are all dealt. */
export const clearCards = (row: Element): void => {
  shownCards.delete(row);
};

/** Cards of several rows in the order a dealer gives them: the first of each row, then the second… */
export const roundRobin = (rows: readonly (readonly HTMLElement[])[]): HTMLElement[] => {
  const order: HTMLElement[] = [];
  for (let i = 0; i < Math.max(0, ...rows.map((row) => row.length)); i++) for (const row of rows) if (row[i]) order.push(row[i]!);
  return order;
};

/** ~0.15 s a card, a little quicker when many come at once, so a deal stays short. */
const spacing = (count: number) => Math.min(150, 1000 / Math.max(1, count));

/**
 * Deals cards in order: each slides from the shoe to its place face down and turns over (a face-down
 * card stays down), with a card flick. Resolves when the last one rests; at once under reduced motion.
 */
export async function dealCards(dealt: readonly HTMLElement[], from: Element | null): Promise<void> {
  // An empty place (a dashed slot) is not a card: nothing to deal.
  const cards = dealt.filter((card) => !card.classList.contains('slot'));
  // Cards not yet on the page (a round resumed while the view is built) are simply there.
  if (!motionAllowed() || cards.length === 0 || !cards[0]!.isConnected) return;
  const origin = from?.getBoundingClientRect(), gap = spacing(cards.length);
  const places = cards.map((card) => card.getBoundingClientRect());
  await Promise.all(cards.map(async (card, i) => {
    const to = places[i]!, faceUp = !card.classList.contains('back') && !card.classList.contains('slot');
    const dx = origin ? origin.left + origin.width / 2 - (to.left + to.width / 2) : 0;
    const dy = origin ? origin.top + origin.height / 2 - (to.top + to.height / 2) : -40;
    if (faceUp) card.classList.add('dealing');
    await run(card, [
      { transform: `translate(${dx}px,${dy}px) rotate(-12deg) scale(.7)`, opacity: 0.6 },
      { transform: 'translate(0,0) rotate(0) scale(1)', opacity: 1 },
    ], { duration: 190, delay: i * gap, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' });
    sound().flick();
    if (!faceUp) return;
    await run(card, [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], { duration: 55, easing: 'ease-in' });
    card.classList.remove('dealing');
    await run(card, [{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration: 55, easing: 'ease-out' });
  }));
  for (const card of cards) card.classList.remove('dealing');
}

/** Turns cards over in place (a redrawn poker card): quicker than a deal, no travel. */
export async function turnCards(cards: readonly HTMLElement[], reveal: (card: HTMLElement, index: number) => void): Promise<void> {
  if (!motionAllowed()) {
    cards.forEach(reveal);
    return;
  }
  const gap = spacing(cards.length);
  await Promise.all(cards.map(async (card, i) => {
    await run(card, [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], { duration: 70, delay: i * gap, easing: 'ease-in', fill: 'forwards' });
    reveal(card, i);
    sound().flick();
    await run(card, [{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration: 70, easing: 'ease-out' });
    for (const animation of card.getAnimations()) animation.cancel();
  }));
}
