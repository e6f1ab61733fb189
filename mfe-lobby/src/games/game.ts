/** A catalogue entry of the games list (SPEC §3). */
export interface Game {
  machine_id: number;
  game_id: number;
  display_name: string;
  category: string;
  sub_category: string;
  /** The provider's code; also the slug of the game page when present. */
  game_code?: string;
  thumbnail?: string;
  /** Smallest stake in USD, when the catalogue gives one; launching needs at least this balance. */
  min_bet?: number;
}

/** A category of the games list with its sub-categories (SPEC §3). */
export interface Category {
  title: string;
  sub_categories: string[];
}

/** The games file as the lobby keeps it. */
export interface GamesCatalogue {
  categories: Category[];
  games: Game[];
}

/** Category whose games launch through the provider's external lobby (SPEC §7, live dealer). */
export const LIVE_DEALER_CATEGORY = 'Live Dealer';

export const gameKey = (game: Pick<Game, 'game_id' | 'machine_id'>): string => `${game.game_id}-${game.machine_id}`;
