import type { Game } from './game';
import { cleanGameName } from '../search/clean-game-name';

/**
 * The slug of a game page, /games/{slug}: the cleaned display name (SPEC §5), so marks such as
 * ™ and ® never reach a URL or the page title ('Neon Nights™' is `neon-nights`).
 */
export function slugOf(game: Pick<Game, 'display_name'>): string {
  return cleanGameName(game.display_name).replace(/&/g, 'and').replace(/\s+/g, '-').replace(/-+/g, '-');
}

/** The game of a slug; links made with the provider's game code (the old slugs) still resolve. */
export function findGameBySlug(games: ReadonlyArray<Game>, slug: string): Game | undefined {
  const wanted = slug.toLowerCase();
  return games.find((game) => slugOf(game) === wanted) ?? games.find((game) => game.game_code?.toLowerCase() === wanted);
}
