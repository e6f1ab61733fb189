import { createHash } from 'node:crypto';
import type { GamesCatalogue } from 'shared-contract';
import type { AppContext } from '../../app-context';
import { ART_HEIGHT, ART_WIDTH, imageSetOf, titleArtSvg } from '../../lib/title-art';
import { readThrough } from '../../lib/read-through';
import { titleByCode, titleByMachine, titles, titlesNamed, type GameRow } from './catalogue-repository';

/** SPEC §9: these categories lead, in this order; the rest follow alphabetically. */
const LEADING_CATEGORIES = ['New Games', 'Holiday Games', 'Halloween', 'Slots', 'Progressives', 'Specialty', 'Crash Games'];

function categoryRank(title: string): [number, string] {
  const index = LEADING_CATEGORIES.indexOf(title);
  return [index === -1 ? LEADING_CATEGORIES.length : index, title];
}

function sortSubCategories(values: string[]): string[] {
  const numeric = values.every((value) => /^\d+$/.test(value));
  const sorted = [...values].sort((a, b) => (numeric ? Number(a) - Number(b) : a.localeCompare(b)));
  return ['All', ...sorted];
}

export interface GamesFile {
  catalogue: GamesCatalogue;
  etag: string;
}

export function buildGamesFile(ctx: AppContext, games: GameRow[]): GamesFile {
  const byCategory = new Map<string, Set<string>>();
  for (const game of games) {
    const set = byCategory.get(game.category) ?? new Set<string>();
    set.add(game.sub_category);
    byCategory.set(game.category, set);
  }
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => {
      const [rankA, nameA] = categoryRank(a);
      const [rankB, nameB] = categoryRank(b);
      return rankA - rankB || nameA.localeCompare(nameB);
    })
    .map(([title, subs]) => ({ title, sub_categories: sortSubCategories([...subs]) }));
  const payload: GamesCatalogue = {
    casino_id: 937,
    skin_id: 1,
    categories,
    games: games.map((game) => {
      const { src, ...set } = imageSetOf(ctx.config.publicUrl, 'games', game.game_code, thumbnailSvg(game), { width: ART_WIDTH, height: ART_HEIGHT });
      return {
        machine_id: game.machine_id,
        game_id: game.game_id,
        game_code: game.game_code,
        display_name: game.display_name,
        category: game.category,
        sub_category: game.sub_category,
        thumbnail: src,
        thumbnail_set: set,
      };
    }),
  };
  // A strong validator from the content itself: it changes exactly when the list does.
  const etag = `"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
  return { catalogue: payload, etag };
}

export const loadGames = (ctx: AppContext, mobileOnly: boolean): Promise<GameRow[]> => titles(ctx.db, mobileOnly);

export const findGame = (ctx: AppContext, machineId: number, gameId: number): Promise<GameRow | undefined> => titleByMachine(ctx.db, machineId, gameId);

export const findGameByCode = (ctx: AppContext, code: string): Promise<GameRow | undefined> => titleByCode(ctx.db, code);

/** Names and ids of the titles `codes` names (free-spin games of coupons). */
/** How long one process keeps the names of titles it was asked for: the catalogue does not change while the provider runs. */
const TITLE_NAMES_TTL_MS = 5_000;
type TitleNames = Awaited<ReturnType<typeof titlesNamed>>;
const titleNameReads = new WeakMap<AppContext, ReturnType<typeof readThrough<TitleNames>>>();

/** The names and ids of these titles (kept per process for a moment: the coupon list asks on every request); read through the pool, so never inside a transaction. */
export function titlesByCode(ctx: AppContext, codes: readonly string[]) {
  let read = titleNameReads.get(ctx);
  if (!read) {
    read = readThrough<TitleNames>(TITLE_NAMES_TTL_MS);
    titleNameReads.set(ctx, read);
  }
  const wanted = [...new Set(codes)].sort();
  return read(wanted.join('\n'), () => titlesNamed(ctx.db, wanted));
}

/** A game's art, drawn from its catalogue entry alone (not stored), so it is always in step with the catalogue. */
export const thumbnailSvg = (game: Pick<GameRow, 'game_code' | 'display_name' | 'category' | 'sub_category'>): string =>
  titleArtSvg({ gameCode: game.game_code, displayName: game.display_name, category: game.category, subCategory: game.sub_category });
