import type { Category, Game } from './game';

/** SPEC §9: these categories lead, in this order; every other one follows alphabetically. */
export const LEADING_CATEGORIES: ReadonlyArray<string> = [
  'New Games',
  'Holiday Games',
  'Halloween',
  'Slots',
  'Progressives',
  'Specialty',
  'Crash Games',
];

export const ALL_SUB_CATEGORY = 'All';

/** A title's letters without case or accents: what "alphabetically" compares ("Éclair" beside "eclair"). */
const baseLetters = (title: string): string => title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Alphabetical order by base letters. Not Intl.Collator: the lobby orders its categories in its first
 * render, and a page's first collator loads collation data, about 100 ms on a 4x-slowed phone.
 */
export function compareByName(a: string, b: string): number {
  const [first, second] = [baseLetters(a), baseLetters(b)];
  if (first === second) return 0;
  return first < second ? -1 : 1;
}

const rankOf = (title: string): number => {
  const index = LEADING_CATEGORIES.indexOf(title);
  return index === -1 ? LEADING_CATEGORIES.length : index;
};

export function compareCategories(a: string, b: string): number {
  return rankOf(a) - rankOf(b) || compareByName(a, b);
}

const isNumeric = (value: string) => /^\d+$/.test(value.trim());

/**
 * All first; numeric sub-categories (video poker hand counts: 1, 3, 10, 52, 100) by number,
 * so 10 does not sort before 3; the rest alphabetically.
 */
export function sortSubCategories(values: ReadonlyArray<string>): string[] {
  const rest = [...new Set(values.filter((value) => value !== ALL_SUB_CATEGORY))].sort((a, b) => {
    const numericA = isNumeric(a);
    const numericB = isNumeric(b);
    if (numericA && numericB) return Number(a) - Number(b);
    if (numericA !== numericB) return numericA ? -1 : 1;
    return compareByName(a, b);
  });
  return [ALL_SUB_CATEGORY, ...rest];
}

/**
 * The lobby's categories in SPEC §9 order. The file's own list is used when it has one, joined
 * with any category that only its games name, so a game is never unreachable.
 */
export function orderCategories(fileCategories: ReadonlyArray<Category>, games: ReadonlyArray<Game>): Category[] {
  const subs = new Map<string, Set<string>>();
  const add = (title: string, sub: string) => {
    const set = subs.get(title) ?? new Set<string>();
    set.add(sub);
    subs.set(title, set);
  };
  for (const category of fileCategories) {
    if (!subs.has(category.title)) subs.set(category.title, new Set());
    category.sub_categories.forEach((sub) => add(category.title, sub));
  }
  for (const game of games) add(game.category, game.sub_category);
  const withGames = new Set(games.map((game) => game.category));
  return [...subs.entries()]
    .filter(([title]) => withGames.has(title))
    .sort(([a], [b]) => compareCategories(a, b))
    .map(([title, set]) => ({ title, sub_categories: sortSubCategories([...set]) }));
}

/** The games of one category and sub-category, in catalogue order. */
export function gamesIn(games: ReadonlyArray<Game>, category: string, subCategory: string): Game[] {
  return games.filter(
    (game) => game.category === category && (subCategory === ALL_SUB_CATEGORY || game.sub_category === subCategory),
  );
}
