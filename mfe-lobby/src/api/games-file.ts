import { getProviderClient, toProviderError } from 'shared-api';
import type { Category, Game, GamesCatalogue } from '../games/game';

/** Which games file to read: phones get the mobile catalogue (SPEC §7). */
export type GamesFileVariant = 'desktop' | 'mobile';

export const gamesFilePath = (variant: GamesFileVariant): string =>
  variant === 'mobile' ? '/aws-static/rtgmobilegames.json' : '/aws-static/rtggames.json';

/** What the provider answered to a conditional read of the games file. */
export type GamesFileAnswer =
  | { changed: true; etag: string | null; catalogue: GamesCatalogue }
  | { changed: false };

const isGame = (value: unknown): value is Game => {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Partial<Game>;
  return typeof game.machine_id === 'number' && typeof game.game_id === 'number' && typeof game.display_name === 'string';
};

const isCategory = (value: unknown): value is Category =>
  typeof value === 'object' && value !== null && typeof (value as Category).title === 'string' && Array.isArray((value as Category).sub_categories);

/** Accepts the provider's `{ categories, games }` and a bare list of games. */
export function catalogueOf(body: unknown): GamesCatalogue {
  const record = (typeof body === 'object' && body !== null ? body : {}) as { games?: unknown; categories?: unknown };
  const games = (Array.isArray(body) ? body : Array.isArray(record.games) ? record.games : []).filter(isGame).map((game) => ({
    ...game,
    category: typeof game.category === 'string' ? game.category : 'Other',
    sub_category: typeof game.sub_category === 'string' ? game.sub_category : 'All',
  }));
  const categories = Array.isArray(record.categories) ? record.categories.filter(isCategory) : [];
  return { games, categories };
}

/**
 * Reads the games file, sending the stored ETag so the provider answers 304 when the list has
 * not changed (SPEC §4: the list is refreshed only when its ETag differs).
 */
export async function fetchGamesFile(variant: GamesFileVariant, storedEtag: string | null): Promise<GamesFileAnswer> {
  try {
    const response = await getProviderClient().get<unknown>(gamesFilePath(variant), {
      headers: storedEtag ? { 'If-None-Match': storedEtag } : {},
    });
    const etag = typeof response.headers.etag === 'string' ? response.headers.etag : null;
    if (storedEtag !== null && etag === storedEtag) return { changed: false };
    return { changed: true, etag, catalogue: catalogueOf(response.data) };
  } catch (error) {
    const failure = toProviderError(error);
    // The shared client treats anything outside 200–202 as a failure; 304 is our "unchanged".
    if (failure.status === 304) return { changed: false };
    throw failure;
  }
}
