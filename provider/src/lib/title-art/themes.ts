import type { MotifName } from './motifs';

/** Words of a name that choose its motif, first match wins (checked in this order). */
const KEYWORDS: ReadonlyArray<[RegExp, MotifName]> = [
  [/rocket|star crusher/, 'rocket'], [/jet|aviator/, 'plane'], [/balloon/, 'balloon'], [/moon/, 'moon'],
  [/dragon/, 'dragon'], [/gorilla|kong|banana|\bape\b/, 'ape'], [/lantern|shanghai|lights|new year/, 'lantern'],
  [/megasaur|t-rex|dino/, 'dino'], [/tiger|wolf|coyote|purrfect|pets|rooster/, 'cat'], [/panda|\bbears?\b|bison|yak|\bhog\b|\bcow\b|penguin|reindeer/, 'bear'],
  [/tree|\belf\b/, 'tree'], [/roulette|wheel/, 'wheel'], [/twister/, 'tornado'], [/craps|sic bo|dice|let 'em ride|roll/, 'dice'],
  [/chip|hold'em|stud|pai gow/, 'chips'],
  [/blackjack|21|pontoon|baccarat|\bwar\b|red dog|poker|jacks|deuces|aces|joker|tri card|sevens wild/, 'cards'],
  [/pumpkin|patch/, 'pumpkin'], [/haunted|boo|spooky|monster/, 'ghost'], [/vampire|\bcount\b/, 'bat'],
  [/zombie|grim|goldbeard/, 'skull'], [/witch|brew/, 'cauldron'],
  [/snow|frost|yeti/, 'snowflake'], [/santa|stash|naughty|nice|merry|shopping/, 'gift'], [/jingle|bell|sleigh/, 'bell'],
  [/pharaoh|cleopatra/, 'pyramid'], [/aztec|inca|outback|heat|texan/, 'sun'],
  [/fish|mermaid|cove/, 'fish'], [/bubble/, 'bubbles'], [/bingo|keno/, 'balls'], [/scratch/, 'scratch'],
  [/garden|meadow|jungle|luau|pinata|piñata/, 'flower'], [/aladdin|wish/, 'lamp'], [/bandit|chaser|hot hand/, 'mask'],
  [/achilles|caesar|empire|zhanshi|kung fu|storm lords/, 'helmet'], [/sherwood|tycoon/, 'hat'],
  [/crown|royal|queen|king|prince|vip|fortune girl/, 'crown'], [/diamond|gem|crystal|jade|orb/, 'gem'],
  [/777/, 'seven'], [/lucky/, 'clover'], [/fire|blitz/, 'flame'], [/storm|crash/, 'bolt'], [/neon|star/, 'starburst'],
  [/vault|bank/, 'vault'], [/bucks|money|cash|millions|riches/, 'bag'], [/gold|treasure|fortune|plentiful|jackpot/, 'coins'],
];

/** A category's motif when the name says nothing, and its base hue (titles wander around it). */
const CATEGORY_STYLE: Record<string, { motif: MotifName; hue: number }> = {
  'New Games': { motif: 'starburst', hue: 275 },
  'Holiday Games': { motif: 'snowflake', hue: 200 },
  Halloween: { motif: 'pumpkin', hue: 28 },
  Slots: { motif: 'fruit', hue: 320 },
  Progressives: { motif: 'coins', hue: 45 },
  Specialty: { motif: 'balls', hue: 170 },
  'Crash Games': { motif: 'rocket', hue: 0 },
  'Table Games': { motif: 'chips', hue: 140 },
  'Video Poker': { motif: 'cards', hue: 230 },
  'Live Dealer': { motif: 'cards', hue: 300 },
};

export interface TitleTheme {
  motif: MotifName;
  hue: number;
}

/** The motif a title's name suggests, else its category's. */
export function themeOf(name: string, category: string): TitleTheme {
  const lower = name.toLowerCase();
  const style = CATEGORY_STYLE[category] ?? { motif: 'starburst', hue: 260 };
  const match = KEYWORDS.find(([pattern]) => pattern.test(lower));
  return { motif: match ? match[1] : style.motif, hue: style.hue };
}
