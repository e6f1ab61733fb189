/**
 * Playing cards as numbers, for every card game: 0–51 with rank = card % 13 (0 = 2 … 8 = T,
 * 9 = J, 10 = Q, 11 = K, 12 = A) and suit = ⌊card / 13⌋; 52 is the joker of the 53-card games.
 */
export const JOKER = 52;
export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);
const RANK_LABELS = '23456789TJQKA';
const SUIT_LABELS = '♠♥♦♣';
export const cardLabel = (card: number) => (card === JOKER ? 'JOKER' : `${RANK_LABELS[rankOf(card)]}${SUIT_LABELS[suitOf(card)]}`);
/** One 52-card deck, in card order. */
export const FULL_DECK: readonly number[] = Array.from({ length: 52 }, (_, card) => card);
