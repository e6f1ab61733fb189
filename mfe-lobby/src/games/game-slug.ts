import type { Game } from './game';
import { cleanGameName } from '../search/clean-game-name';

/** The slug of a game page, /games/{slug}: the provider's game code, else the cleaned name. */
export function slugOf(game: Game): string {
  if (game.game_code) return game.game_code;
  return cleanGameName(game.display_name).replace(/&/g, 'and').replace(/\s+/g, '-').replace(/-+/g, '-');
}

export function findGameBySlug(games: ReadonlyArray<Game>, slug: string): Game | undefined {
  const wanted = slug.toLowerCase();
  return games.find((game) => slugOf(game) === wanted);
}
