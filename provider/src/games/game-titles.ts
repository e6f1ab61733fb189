import { blackjackTheory } from './engines/blackjack-engine';
import { crashTheory } from './engines/crash-engine';
import { rouletteTheory, type RouletteWheel } from './engines/roulette-engine';
import { slotTheory, type SlotModel } from './engines/slot-engine';
import { CLASSIC_3, SCRATCH_3X3, VIDEO_5X3_20, VIDEO_5X3_20_BASE, VIDEO_6X4_50 } from './engines/slot-models';
import { cardTableFor, cardTableTheory, type CardTableEngine } from './engines/card-tables';
import { POKER_PAYTABLES, type PokerVariant } from './engines/video-poker-engine';
import { tableEngineFor, tableRtp, type TableEngine } from './table-games';

export interface CatalogGame {
  game_code: string;
  display_name: string;
  category: string;
  sub_category: string;
}

export type GameDefinition =
  | { engine: 'slot'; model: SlotModel; labels: Record<string, string>; rtp: number; note?: string }
  | { engine: 'video-poker'; variant: PokerVariant; hands: number; rtp: number; note?: string }
  | { engine: 'blackjack'; rtp: number; note?: string }
  | { engine: 'roulette'; wheel: RouletteWheel; rtp: number; note?: string }
  /** Baccarat, sic bo, craps, war: single-step rounds of bets on named spots (table-games.ts). */
  | { engine: TableEngine; rtp: number; note?: string }
  | { engine: 'crash'; rtp: number; note?: string }
  /** Tri Card Poker, Red Dog, Caribbean Stud, Let 'Em Ride: card tables decided in steps (engines/card-tables.ts). */
  | { engine: CardTableEngine; rtp: number; note?: string };

/** Symbol art per theme: W wild, S scatter, H1–H4 high, L1–L4 low, X blank. */
/**
 * Symbol art per theme (W wild, S scatter, H1–H4 high, L1–L4 low, X blank). Plain Unicode glyphs
 * from common fonts, not emoji: emoji fonts are missing on many kiosks and headless browsers.
 */
const THEMES: Record<string, Record<string, string>> = {
  classic: { W: 'WILD', S: '★', H1: '7', H2: '♦', H3: '♛', H4: 'BAR', L1: '♣', L2: '♥', L3: '♠', L4: '⚘', X: ' ' },
  dragon: { W: 'WILD', S: '☯', H1: '♨', H2: '☀', H3: '♣', H4: '✶', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  egypt: { W: 'WILD', S: '▲', H1: '☥', H2: '☼', H3: '⚱', H4: '♛', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  holiday: { W: 'WILD', S: '✶', H1: '❄', H2: '☃', H3: '♪', H4: '♥', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  halloween: { W: 'WILD', S: '☾', H1: '☠', H2: '⚰', H3: '⚗', H4: '♠', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  jungle: { W: 'WILD', S: '☀', H1: '♞', H2: '✿', H3: '☘', H4: '⚘', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  treasure: { W: 'WILD', S: '⚜', H1: '$', H2: '♦', H3: '⚓', H4: '♛', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  space: { W: 'WILD', S: '☄', H1: '☾', H2: '★', H3: '✦', H4: '✧', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  fantasy: { W: 'WILD', S: '✧', H1: '♛', H2: '❀', H3: '⚘', H4: '♥', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
  western: { W: 'WILD', S: '✪', H1: '♞', H2: '☆', H3: '⚑', H4: '$', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', X: ' ' },
};

const THEME_WORDS: [RegExp, string][] = [
  [/dragon|kung fu|zhanshi|shanghai|jade|lantern|panda|tiger|fortune girl|rooster|new year/i, 'dragon'],
  [/pharaoh|cleopatra|egypt|aztec|inca|achilles|caesar|aladdin/i, 'egypt'],
  [/santa|naughty|jingle|frosty|sleigh|elf|snowball|merry|reindeer|yeti/i, 'holiday'],
  [/witch|haunted|pumpkin|count|zombie|boo|grim|monster|spooky|vampire/i, 'halloween'],
  [/gorilla|jungle|megasaur|t-rex|bison|bears|hog|wolf|coyote|outback|pets/i, 'jungle'],
  [/cash|gold|treasure|vault|bank|money|hoard|beard|dozen|gem|crystal|diamond|plentiful|tycoon/i, 'treasure'],
  [/star|neon|storm|rocket|moon/i, 'space'],
  [/mystic|enchanted|mermaid|wishes|bubble|meadow|sherwood|spirit/i, 'fantasy'],
  [/texan|hot hand|stooges|twister/i, 'western'],
];

function themeFor(name: string, model: SlotModel): Record<string, string> {
  if (model === CLASSIC_3) return THEMES.classic!;
  const found = THEME_WORDS.find(([pattern]) => pattern.test(name));
  return THEMES[found?.[1] ?? 'classic']!;
}

/** A stable pick from a title, so each title keeps its model across restarts. */
function pick<T>(code: string, options: readonly T[]): T {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length]!;
}

const rtpCache = new Map<string, number>();
function slotRtp(model: SlotModel): number {
  let rtp = rtpCache.get(model.id);
  if (rtp === undefined) {
    rtp = slotTheory(model).rtp;
    rtpCache.set(model.id, rtp);
  }
  return rtp;
}

function slot(game: CatalogGame, model: SlotModel, note?: string): GameDefinition {
  return { engine: 'slot', model, labels: themeFor(game.display_name, model), rtp: slotRtp(model), ...(note ? { note } : {}) };
}

/** Video poker titles by name, most specific first ("Double Double Bonus" before "Double Bonus"). */
const POKER_TITLES: [RegExp, PokerVariant][] = [
  [/^double double bonus/i, 'double-double-bonus'],
  [/^double bonus/i, 'double-bonus'],
  [/^bonus poker/i, 'bonus-poker'],
  [/^aces and faces/i, 'aces-and-faces'],
  [/^joker poker/i, 'joker-poker'],
  [/^loose deuces/i, 'loose-deuces'],
  [/^deuces wild/i, 'deuces-wild'],
  [/^sevens wild/i, 'sevens-wild'],
  [/^all american/i, 'all-american'],
  [/^jacks or better/i, 'jacks-or-better'],
];

const BLACKJACK_RTP = () => blackjackTheory().rtp;

/**
 * Which engine and configuration plays each catalogue title. Titles whose own rules are not
 * built yet play the nearest engine and say so in their help (`note`).
 */
export function gameDefinition(game: CatalogGame): GameDefinition {
  const definition = titleDefinition(game);
  if (game.category !== 'Live Dealer' || definition.note) return definition;
  return { ...definition, note: 'The sandbox has no live studio: this table is dealt by the game server, with the same rules.' };
}

function titleDefinition(game: CatalogGame): GameDefinition {
  const name = game.display_name;
  const code = game.game_code;
  if (game.category === 'Video Poker') {
    const hands = Number(game.sub_category) || 1;
    const variant = POKER_TITLES.find(([pattern]) => pattern.test(name))?.[1] ?? 'jacks-or-better';
    return { engine: 'video-poker', variant, hands, rtp: POKER_PAYTABLES[variant].rtp };
  }
  if (game.category === 'Crash Games') return { engine: 'crash', rtp: crashTheory().rtp };
  if (/roulette/i.test(name)) {
    const wheel: RouletteWheel = /american/i.test(name) ? 'american' : 'european';
    return { engine: 'roulette', wheel, rtp: rouletteTheory(wheel).rtp };
  }
  const table = game.category === 'Table Games' || game.category === 'Live Dealer' ? tableEngineFor(name) : null;
  if (table) return { engine: table, rtp: tableRtp(table) };
  if (/blackjack|pontoon|21/i.test(name)) {
    return { engine: 'blackjack', rtp: BLACKJACK_RTP(), ...(/^(live )?(vip )?blackjack$/i.test(name) ? {} : { note: 'This title plays standard blackjack rules in the sandbox.' }) };
  }
  const cardTable = cardTableFor(name);
  if (cardTable) {
    return { engine: cardTable, rtp: cardTableTheory(cardTable).rtp, ...(/progressive/i.test(name) ? { note: 'The progressive side bet is not offered in the sandbox.' } : {}) };
  }
  if (game.category === 'Table Games' || game.category === 'Live Dealer' || (game.category === 'Progressives' && game.sub_category === 'Table')) {
    return { engine: 'blackjack', rtp: BLACKJACK_RTP(), note: `${name} is not built yet: this table plays standard blackjack in the sandbox.` };
  }
  if (game.category === 'Specialty') return slot(game, SCRATCH_3X3, 'Played as an instant-win card: three matching symbols on a line win.');
  if (game.sub_category === '3 Reel' || /^777$|classic/i.test(name)) return slot(game, CLASSIC_3);
  if (game.sub_category === '6 Reel') return slot(game, VIDEO_6X4_50);
  if (game.sub_category === 'Bonus Round' || game.category === 'Progressives') return slot(game, VIDEO_5X3_20);
  return slot(game, pick(code, [VIDEO_5X3_20, VIDEO_5X3_20_BASE, VIDEO_6X4_50, VIDEO_5X3_20]));
}
