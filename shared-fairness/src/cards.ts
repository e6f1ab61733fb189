import { asArray, asRecord, count, Differences, shown, type Family } from './family';
import type { Draws } from './stream';

/**
 * Cards as docs/fairness.md numbers them: 0–51, rank = card mod 13 (0 = 2 … 8 = 10, 9 = J, 10 = Q,
 * 11 = K, 12 = A), suit = ⌊card / 13⌋ (♠ ♥ ♦ ♣); 52 the joker. Written rank then suit ("T♠" for the
 * ten of spades), "JOKER" for the joker, as a round's record writes them.
 */
export const JOKER = 52;
const RANKS = '23456789TJQKA';
const SUITS = '♠♥♦♣';

export const rankOf = (card: number) => card % 13;
export const cardLabel = (card: number) => (card === JOKER ? 'JOKER' : `${RANKS[rankOf(card)]}${SUITS[Math.floor(card / 13)]}`);

/** 0, 1 … 51: the full deck in card order. */
export const fullDeck = (): number[] => Array.from({ length: 52 }, (_, card) => card);

const labels = (cards: readonly number[]) => cards.map(cardLabel);
const listed = (cards: unknown) => asArray(cards).map(shown).join(' ');

/**
 * Compares dealt cards with the record's, card by card; a face-down card (null in the record of an
 * open round) is not shown, so not compared.
 */
function sameCards(differences: Differences, expected: readonly string[], recordedValue: unknown, whose: string, faceDownAllowed = false) {
  const recorded = asArray(recordedValue);
  differences.same(expected.length, recorded.length, () =>
    `${capitalise(whose)} should have ${count(expected.length, 'card')}, the record shows ${recorded.length}.`);
  expected.forEach((card, index) => {
    if (faceDownAllowed && recorded[index] === null) return;
    differences.same(card, recorded[index], () => `Card ${index + 1} of ${whose} should be ${card}, the record says ${shown(recorded[index])}.`);
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---- Blackjack: an infinite shoe, every card draw(52) ----

const blackjackValue = (card: number) => (rankOf(card) === 12 ? 11 : Math.min(10, rankOf(card) + 2));

function blackjackTotal(cards: readonly number[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const value = blackjackValue(card);
    total += value === 11 ? 1 : value;
    if (value === 11) aces += 1;
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total;
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && blackjackTotal(cards) === 21;

/**
 * Deal: player, player, dealer, dealer. A split (two hands in the record) gives the first hand its
 * second card, then the second hand; each hand's further cards (hits, a double) follow in hand order,
 * as many as the record shows. When the round is over the dealer draws to 17 or more (stands on soft
 * 17) unless only busts or a lone natural are left, or the dealer has blackjack.
 */
export const blackjackFamily: Family = {
  recompute: (_config, outcome, draws) => {
    const card = () => draws.int(52);
    const recordedHands = asArray(outcome.hands).map(asRecord);
    const player = [card(), card()];
    const dealer = [card(), card()];
    let hands: number[][] = [player];
    if (recordedHands.length === 2) hands = [[player[0]!, card()], [player[1]!, card()]];
    for (const [index, hand] of hands.entries()) {
      const more = Math.max(0, asArray(recordedHands[index]?.cards).length - 2);
      for (let extra = 0; extra < more; extra += 1) hand.push(card());
    }
    const finished = outcome.finished === true;
    if (finished) {
      const live = hands.some((hand) => blackjackTotal(hand) <= 21);
      const naturalOnly = hands.length === 1 && isBlackjack(hands[0]!);
      if (live && !isBlackjack(dealer) && !naturalOnly) while (blackjackTotal(dealer) < 17) dealer.push(card());
    }
    const expected = { hands: hands.map(labels), dealer: labels(finished ? dealer : dealer.slice(0, 1)) };
    const differences = new Differences();
    differences.same(hands.length, recordedHands.length, () => `The player should have ${count(hands.length, 'hand')}, the record shows ${recordedHands.length}.`);
    expected.hands.forEach((hand, index) =>
      sameCards(differences, hand, recordedHands[index]?.cards, hands.length === 1 ? 'your hand' : `hand ${index + 1}`));
    sameCards(differences, expected.dealer, outcome.dealer, "the dealer's hand");
    return { expected, mismatch: differences.first };
  },
  describe: (expected) => {
    const hands = asArray(expected.hands);
    const yours = hands.length === 1 ? `Your hand: ${listed(hands[0])}.` : hands.map((hand, index) => `Hand ${index + 1}: ${listed(hand)}.`).join(' ');
    return `${yours} Dealer: ${listed(expected.dealer)}.`;
  },
};

// ---- Video poker: a distinct draw of 5, then per hand a distinct draw of the discards from the rest ----

export const videoPokerFamily: Family = {
  recompute: (config, outcome, draws) => {
    const deck = fullDeck();
    if (asRecord(config.paytable).deckSize === 53) deck.push(JOKER);
    const dealt = draws.distinct(deck, 5);
    const held = asArray(outcome.held);
    const handCount = Number(outcome.handCount ?? config.hands ?? 1);
    const hands: string[][] = [];
    if (held.length === 5) {
      const rest = deck.filter((card) => !dealt.includes(card));
      const discards = held.filter((keep) => !keep).length;
      for (let hand = 0; hand < handCount; hand += 1) {
        const fresh = draws.distinct(rest, discards);
        let next = 0;
        hands.push(labels(dealt.map((card, index) => (held[index] ? card : fresh[next++]!))));
      }
    }
    const expected = { dealt: labels(dealt), hands };
    const differences = new Differences();
    sameCards(differences, expected.dealt, outcome.dealt, 'the deal');
    // The record keeps the first ten hands card by card (the rest as a tally), so those are compared.
    asArray(outcome.hands).map(asRecord).forEach((recorded, index) => {
      const cards = hands[index];
      if (cards) sameCards(differences, cards, recorded.cards, handCount === 1 ? 'the final hand' : `hand ${index + 1}`);
      else differences.note(`The record shows hand ${index + 1}, which the round should not have.`);
    });
    return { expected, mismatch: differences.first };
  },
  describe: (expected) => {
    const hands = asArray(expected.hands);
    const drawn = hands.length === 1
      ? ` Final hand: ${listed(hands[0])}.`
      : hands.slice(0, 10).map((hand, index) => ` Hand ${index + 1}: ${listed(hand)}.`).join('') + (hands.length > 10 ? ` (and ${hands.length - 10} more hands)` : '');
    return `Dealt: ${listed(expected.dealt)}.${drawn}`;
  },
};

// ---- Card tables dealt by one distinct draw from the full deck ----

/** A table whose round is one distinct draw of `size` cards, split into the named hands in order. */
function dealtTable(parts: readonly { key: string; size: number; whose: string }[]): Family {
  const size = parts.reduce((sum, part) => sum + part.size, 0);
  return {
    recompute: (_config, outcome, draws) => {
      const cards = draws.distinct(fullDeck(), size);
      const expected: Record<string, string[]> = {};
      let at = 0;
      for (const part of parts) {
        expected[part.key] = labels(cards.slice(at, at + part.size));
        at += part.size;
      }
      const differences = new Differences();
      for (const part of parts) sameCards(differences, expected[part.key]!, outcome[part.key], part.whose, true);
      return { expected, mismatch: differences.first };
    },
    describe: (expected) => parts.map((part) => `${capitalise(part.whose)}: ${listed(expected[part.key])}.`).join(' '),
  };
}

export const triCardFamily = dealtTable([{ key: 'player', size: 3, whose: 'your hand' }, { key: 'dealer', size: 3, whose: "the dealer's hand" }]);
export const caribbeanStudFamily = dealtTable([{ key: 'player', size: 5, whose: 'your hand' }, { key: 'dealer', size: 5, whose: "the dealer's hand" }]);
export const letEmRideFamily = dealtTable([{ key: 'player', size: 3, whose: 'your hand' }, { key: 'community', size: 2, whose: 'the community cards' }]);

/**
 * Red Dog: a distinct draw of the two cards; the third (a pair, or after Raise or Call: the record's
 * decision) is a distinct draw of 1 from the full deck without those two.
 */
export const redDogFamily: Family = {
  recompute: (_config, outcome, draws) => {
    const cards = draws.distinct(fullDeck(), 2) as [number, number];
    const spread = Math.abs(rankOf(cards[0]) - rankOf(cards[1])) - 1;
    const decided = outcome.decision === 'raise' || outcome.decision === 'call';
    const third = spread < 0 || (spread > 0 && decided) ? draws.distinct(fullDeck().filter((card) => !cards.includes(card)), 1)[0]! : null;
    const expected = { cards: labels(cards), third: third === null ? null : cardLabel(third) };
    const differences = new Differences();
    sameCards(differences, expected.cards, outcome.cards, 'the deal');
    differences.same(expected.third, outcome.third ?? null, () => (expected.third === null
      ? `There should be no third card, the record says ${shown(outcome.third)}.`
      : `The third card should be ${expected.third}, the record says ${shown(outcome.third)}.`));
    return { expected, mismatch: differences.first };
  },
  describe: (expected) => `Cards: ${listed(expected.cards)}.${expected.third ? ` Third card: ${shown(expected.third)}.` : ''}`,
};

// ---- Shoe games: a card is a place draw(52 × decks), drawn again while dealt earlier in the round ----

function shoe(draws: Draws, decks: number): () => number {
  const dealt = new Set<number>();
  return () => {
    for (;;) {
      const place = draws.int(52 * decks);
      if (!dealt.has(place)) {
        dealt.add(place);
        return place % 52;
      }
    }
  };
}

const baccaratPoints = (card: number) => (rankOf(card) === 12 ? 1 : rankOf(card) <= 7 ? rankOf(card) + 2 : 0);
const baccaratTotal = (cards: readonly number[]) => cards.reduce((sum, card) => sum + baccaratPoints(card), 0) % 10;

/** The banker's tableau: without a player third card it draws on 0–5, otherwise by its total and that card's points. */
function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5;
  if (total <= 2) return true;
  if (total === 3) return playerThird !== 8;
  if (total === 4) return playerThird >= 2 && playerThird <= 7;
  if (total === 5) return playerThird >= 4 && playerThird <= 7;
  if (total === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Baccarat, 8 decks: player, banker, player, banker; a natural (8 or 9) stops; then the player's third card on 0–5 and the banker's by the tableau. */
export const baccaratFamily: Family = {
  recompute: (_config, outcome, draws) => {
    const next = shoe(draws, 8);
    const player = [next()];
    const banker = [next()];
    player.push(next());
    banker.push(next());
    if (baccaratTotal(player) < 8 && baccaratTotal(banker) < 8) {
      let playerThird: number | null = null;
      if (baccaratTotal(player) <= 5) {
        const third = next();
        player.push(third);
        playerThird = baccaratPoints(third);
      }
      if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(next());
    }
    const expected = { player: labels(player), banker: labels(banker) };
    const differences = new Differences();
    sameCards(differences, expected.player, outcome.player, "the player's hand");
    sameCards(differences, expected.banker, outcome.banker, "the banker's hand");
    return { expected, mismatch: differences.first };
  },
  describe: (expected) => `Player: ${listed(expected.player)}. Banker: ${listed(expected.banker)}.`,
};

/** War, 6 decks: the player's card, the dealer's; at war (the record shows one, after a tie) the player's then the dealer's. */
export const warFamily: Family = {
  recompute: (_config, outcome, draws) => {
    const next = shoe(draws, 6);
    const player = next();
    const dealer = next();
    const tie = rankOf(player) === rankOf(dealer);
    const recordedWar = outcome.war ? asRecord(outcome.war) : null;
    const war = tie && recordedWar ? { player: cardLabel(next()), dealer: cardLabel(next()) } : null;
    const expected = { player: cardLabel(player), dealer: cardLabel(dealer), war };
    const differences = new Differences();
    differences.same(expected.player, outcome.player, () => `Your card should be ${expected.player}, the record says ${shown(outcome.player)}.`);
    differences.same(expected.dealer, outcome.dealer, () => `The dealer's card should be ${expected.dealer}, the record says ${shown(outcome.dealer)}.`);
    if (recordedWar && !war) differences.note('There should be no war after cards of different ranks, the record shows one.');
    if (war && recordedWar) {
      differences.same(war.player, recordedWar.player, () => `Your war card should be ${war.player}, the record says ${shown(recordedWar.player)}.`);
      differences.same(war.dealer, recordedWar.dealer, () => `The dealer's war card should be ${war.dealer}, the record says ${shown(recordedWar.dealer)}.`);
    }
    return { expected, mismatch: differences.first };
  },
  describe: (expected) => {
    const war = expected.war ? asRecord(expected.war) : null;
    return `Your card: ${shown(expected.player)}. Dealer: ${shown(expected.dealer)}.${war ? ` War: you ${shown(war.player)}, dealer ${shown(war.dealer)}.` : ''}`;
  },
};
