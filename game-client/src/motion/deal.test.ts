import { el } from '../dom';
import { clearCards, dealCards, placeCards, roundRobin } from './deal';
import { instantAnimations, removeAnimations, setReducedMotion } from './test-motion';

const card = (label: string) => el('div', { class: 'card' }, label);

describe('dealing cards', () => {
  afterEach(removeAnimations);

  it('deals only the cards new to their place', () => {
    const row = el('div');
    const first = [card('A♠'), card('7♥')];
    expect(placeCards(row, first, ['A♠', '7♥'])).toEqual(first);
    const hit = [card('A♠'), card('7♥'), card('2♣')];
    expect(placeCards(row, hit, ['A♠', '7♥', '2♣'])).toEqual([hit[2]]);
    clearCards(row);
    expect(placeCards(row, hit, ['A♠', '7♥', '2♣'])).toEqual(hit);
    expect(row.children).toHaveLength(3);
  });

  it('gives cards in turn, one to each hand', () => {
    const [p1, p2, d1, d2] = ['p1', 'p2', 'd1', 'd2'].map(card);
    expect(roundRobin([[p1!, p2!], [d1!, d2!]])).toEqual([p1, d1, p2, d2]);
  });

  it('moves nothing under reduced motion, and flies and turns each card otherwise', async () => {
    const cards = [card('A♠'), card('K♦')];
    document.body.replaceChildren(...cards);
    setReducedMotion(true);
    const animate = instantAnimations();
    await dealCards(cards, null);
    expect(animate).not.toHaveBeenCalled();
    setReducedMotion(false);
    await dealCards(cards, null);
    // A flight, then the two halves of the turn, for each card.
    expect(animate).toHaveBeenCalledTimes(6);
    expect(document.querySelectorAll('.dealing')).toHaveLength(0);
  });
});
