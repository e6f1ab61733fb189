import type { Game } from '../games/game';
import { cleanGameName } from './clean-game-name';

/** Games with their names prepared once, so each keystroke only compares strings. */
export interface SearchIndex {
  entries: ReadonlyArray<{ game: Game; lower: string; cleaned: string }>;
}

/**
 * Deduplicated by name (SPEC §5): the same game listed in two categories, or twice in a file,
 * is one result. The first listing wins, which keeps the catalogue's order.
 */
export function buildSearchIndex(games: ReadonlyArray<Game>): SearchIndex {
  const seen = new Set<string>();
  const entries: Array<{ game: Game; lower: string; cleaned: string }> = [];
  for (const game of games) {
    const cleaned = cleanGameName(game.display_name);
    if (seen.has(cleaned)) continue;
    seen.add(cleaned);
    entries.push({ game, lower: game.display_name.toLowerCase(), cleaned });
  }
  return { entries };
}

/**
 * Case-insensitive substring match on display_name (SPEC §5), on the name as written or as
 * cleaned. Names that start with the query come first; otherwise catalogue order.
 */
export function searchGames(index: SearchIndex, query: string): Game[] {
  const lower = query.trim().toLowerCase();
  const cleaned = cleanGameName(query);
  if (lower === '' || cleaned === '') return [];
  const starting: Game[] = [];
  const containing: Game[] = [];
  for (const entry of index.entries) {
    if (entry.cleaned.startsWith(cleaned) || entry.lower.startsWith(lower)) starting.push(entry.game);
    else if (entry.cleaned.includes(cleaned) || entry.lower.includes(lower)) containing.push(entry.game);
  }
  return starting.concat(containing);
}
