import { gamesClient, useRuntimeConfig as setRuntimeConfig, type GamesFileVariant, type RuntimeConfig } from 'shared-api';
import type { FirstScreen, FirstScreenRequest } from 'shared-events/first-screen';
import { keptFor, renderFirstScreenMarkup } from 'shared-ui/first-screen';
import { getQueryClient, resetServerState } from 'shared-server-state';
import { catalogueQuery, withRenderingVariant } from '../games/catalogue-queries';
import { ALL_SUB_CATEGORY, gamesIn, orderCategories } from '../games/category-order';
import type { GamesCatalogue } from '../games/game';
import { isPhoneUserAgent } from '../games/device';
import type { LobbyFirstScreenState } from '../games/lobby-first-screen-state';
import { LobbyPage } from '../games/lobby-page';
import { publicJackpotQuery, readPublicJackpot } from '../jackpot/lobby-jackpot-queries';
import type { PublicJackpot } from '../jackpot/public-jackpot';

/** Data read this recently is used as it is; an older games file is checked with its ETag (a 304 is cheap). */
const FRESH_FOR_MS = 5_000;

const files = new Map<GamesFileVariant, LobbyFirstScreenState & { checkedAt: number }>();

/** The games file of `variant`, kept between pages and revalidated with its ETag. */
async function gamesFile(variant: GamesFileVariant, now = Date.now()): Promise<LobbyFirstScreenState> {
  const kept = files.get(variant);
  if (kept && now - kept.checkedAt < FRESH_FOR_MS) return kept;
  try {
    const answer = await gamesClient.gamesFile(variant, kept?.etag ?? null);
    const next = answer.changed ? { variant, etag: answer.etag, catalogue: answer.catalogue } : kept;
    if (!next) throw new Error('The provider answered 304 to a request without an ETag');
    files.set(variant, { ...next, checkedAt: now });
    return next;
  } catch (error) {
    // A kept copy is still a fine first screen: the browser checks the file again itself.
    if (kept) return kept;
    throw error;
  }
}

/** What every visitor sees of the lobby jackpot, read as the page reads it for a visitor. */
const publicJackpot = keptFor(FRESH_FOR_MS, (): Promise<PublicJackpot> => readPublicJackpot());

/**
 * The games file as a first screen carries it: every game, for the categories and the search, but the art only of the
 * games the first render shows (the first category's). The thumbnail URLs were most of a lobby page's bytes (decision
 * 043): the rest arrive with the games file the browser checks once the page is in use, or from its stored copy.
 */
export function firstScreenCatalogue(catalogue: GamesCatalogue): GamesCatalogue {
  const first = orderCategories(catalogue.categories, catalogue.games)[0]?.title;
  const shown = new Set(first === undefined ? [] : gamesIn(catalogue.games, first, ALL_SUB_CATEGORY));
  return {
    ...catalogue,
    games: catalogue.games.map((game) => {
      if (shown.has(game)) return game;
      const { thumbnail_set: _set, ...withoutArt } = game;
      return { ...withoutArt, thumbnail: '' };
    }),
  };
}

/**
 * The lobby's first screen for a visitor (docs/decisions/011): the page as its first render in the
 * browser gives it, from the games file and the jackpot the provider serves now. The state is what the browser's
 * first render starts from (catalogue-store.ts), so hydrating it matches.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  if (request.exposed !== 'LobbyPage') throw new Error(`mfe-lobby renders no first screen for ${request.exposed}`);
  setRuntimeConfig(request.runtimeConfig as Partial<RuntimeConfig>);
  const [{ variant, etag, catalogue }, jackpot] = await Promise.all([gamesFile(isPhoneUserAgent(request.userAgent) ? 'mobile' : 'desktop'), publicJackpot()]);
  const shown = firstScreenCatalogue(catalogue);
  const state: LobbyFirstScreenState = { variant, etag, catalogue: shown, artOfFirstCategoryOnly: true, jackpot };
  // Rendered at once after this (no await between), so no other page's render sees these answers.
  resetServerState();
  getQueryClient().setQueryData(catalogueQuery(variant).queryKey, shown);
  getQueryClient().setQueryData(publicJackpotQuery().queryKey, jackpot);
  const markup = withRenderingVariant(variant, () => renderFirstScreenMarkup(<LobbyPage />, request.path));
  resetServerState();
  return { ...markup, state };
}
