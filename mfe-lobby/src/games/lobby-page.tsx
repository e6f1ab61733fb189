import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, HydrationIsland, PageFrame, useEventBus, useHydrated } from 'shared-ui';
import { useFavourites } from '../favourites/favourites-queries';
import { GameLauncher } from '../game-launch/game-launcher';
import { JackpotBanner } from '../jackpot/jackpot-banner';
import { SearchBox } from '../search/search-box';
import { buildSearchIndex, searchGames } from '../search/search-games';
import { useCatalogue } from './catalogue-queries';
import { ALL_SUB_CATEGORY, gamesIn, orderCategories } from './category-order';
import { ChoiceRow } from './category-nav';
import { gameKey, type Game } from './game';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { readLobbyStore, updateLobbyStore } from './lobby-store';

/** The player's own list, shown before the catalogue's categories. */
export const FAVOURITES_CATEGORY = 'Favourites';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FIRST_SELECTION = { category: null, subCategory: ALL_SUB_CATEGORY };

function storedSelection(): { category: string | null; subCategory: string } {
  const stored = readLobbyStore();
  return { category: stored.category ?? null, subCategory: stored.subCategory ?? ALL_SUB_CATEGORY };
}

/** The games lobby (/lobby/games/): jackpot, search, categories and the game tiles. */
export function LobbyPage() {
  const bus = useEventBus();
  const catalogue = useCatalogue();
  const favourites = useFavourites();
  const [query, setQuery] = useState('');
  // Where the player was browsing, from local storage; over a first screen the server rendered,
  // only once hydrated (the server's render shows the first category).
  const hydrated = useHydrated();
  const [selection, setSelection] = useState(() => (hydrated ? storedSelection() : FIRST_SELECTION));
  useEffect(() => {
    if (hydrated) return;
    const stored = storedSelection();
    // A transition: the page re-renders in slices, and not at all when the player was on the first category.
    startTransition(() =>
      setSelection((current) => (current.category === stored.category && current.subCategory === stored.subCategory ? current : stored)),
    );
  }, [hydrated]);

  // The list arrives in a store update React renders at once; its tiles render in a deferred,
  // time-sliced pass instead, so showing them is not one long task (the skeleton stays until then).
  const shownCatalogue = useDeferredValue(catalogue.catalogue);
  const ready = catalogue.status === 'ready' && shownCatalogue !== null;
  const games = useMemo(() => shownCatalogue?.games ?? [], [shownCatalogue]);
  const categories = useMemo(() => orderCategories(shownCatalogue?.categories ?? [], games), [shownCatalogue, games]);
  // The box shows each keystroke at once; the results follow in a render of their own. Filtering
  // the prepared index takes well under a millisecond, but rendering the matching tiles took 30–40 ms
  // per keystroke on a slow phone, which held up the next frame (and the tap that focused the box).
  const shownQuery = useDeferredValue(query);
  const searching = shownQuery.trim() !== '';
  // Built on the first keystroke, not with the page: most visits never search.
  const index = useMemo(() => (searching ? buildSearchIndex(games) : null), [games, searching]);
  const results = useMemo(() => (index ? searchGames(index, shownQuery) : []), [index, shownQuery]);

  const favouriteKeys = useMemo(() => new Set(favourites.favourites.map(gameKey)), [favourites.favourites]);
  const favouriteGames = useMemo(() => {
    const byKey = new Map(games.map((game) => [gameKey(game), game]));
    return favourites.favourites.flatMap((entry) => byKey.get(gameKey(entry)) ?? []);
  }, [favourites.favourites, games]);

  const categoryTitles = useMemo(
    () => [...(favourites.signedIn ? [FAVOURITES_CATEGORY] : []), ...categories.map((category) => category.title)],
    [categories, favourites.signedIn],
  );
  const category =
    selection.category && categoryTitles.includes(selection.category)
      ? selection.category
      : (categories[0]?.title ?? FAVOURITES_CATEGORY);
  const subCategories = useMemo(() => categories.find((entry) => entry.title === category)?.sub_categories ?? [ALL_SUB_CATEGORY], [categories, category]);
  const subCategory = subCategories.includes(selection.subCategory) ? selection.subCategory : ALL_SUB_CATEGORY;
  const shown = useMemo(
    () => (category === FAVOURITES_CATEGORY ? favouriteGames : gamesIn(games, category, subCategory)),
    [category, favouriteGames, games, subCategory],
  );

  const select = useCallback((next: { category: string; subCategory: string }) => {
    setSelection(next);
    updateLobbyStore((current) => ({ ...current, ...next }));
  }, []);

  const onPlay = useCallback((game: Game) => bus.emit('game.launch', { gameId: game.game_id, machineId: game.machine_id }), [bus]);
  const { toggle } = favourites;
  const onToggleFavourite = useCallback((game: Game) => void toggle(game), [toggle]);
  const isFavourite = useCallback((game: Game) => favouriteKeys.has(gameKey(game)), [favouriteKeys]);
  const gridProps = useMemo(
    () => ({ isFavourite, onPlay, onToggleFavourite: favourites.signedIn ? onToggleFavourite : undefined }),
    [isFavourite, onPlay, onToggleFavourite, favourites.signedIn],
  );

  // The islands are made again only when what they show changes. A keystroke in the search box
  // re-renders this page; a new element for an island React has not hydrated yet makes React
  // hydrate all of it at once, in that keystroke's task (the tiles: 100 ms and more on a slow phone).
  const jackpot = useMemo(() => <HydrationIsland><JackpotBanner /></HydrationIsland>, []);
  const categorySection = useMemo(() => (
    <HydrationIsland>
      <section aria-labelledby="category-heading">
        <ChoiceRow
          label="Game categories"
          choices={categoryTitles}
          selected={category}
          onSelect={(title) => select({ category: title, subCategory: ALL_SUB_CATEGORY })}
        />
        {subCategories.length > 2 && (
          <ChoiceRow
            small
            label={`${category} sub-categories`}
            choices={subCategories}
            selected={subCategory}
            onSelect={(sub) => select({ category, subCategory: sub })}
            describe={(sub) => (/^\d+$/.test(sub) ? `${sub} Hand` : sub)}
          />
        )}
        <SectionHeading id="category-heading">
          {category}
          {subCategory !== ALL_SUB_CATEGORY ? ` · ${subCategory}` : ''}
        </SectionHeading>
        {category === FAVOURITES_CATEGORY && shown.length === 0 ? (
          <Muted>No favourites yet. Tap ♡ on a game to keep it here.</Muted>
        ) : (
          <GameGrid games={shown} {...gridProps} />
        )}
      </section>
    </HydrationIsland>
  ), [categoryTitles, category, subCategories, subCategory, shown, gridProps, select]);

  return (
    <PageFrame heading="Games">
      {jackpot}
      <Toolbar>
        <SearchBox value={query} onChange={setQuery} />
      </Toolbar>
      {(catalogue.status === 'loading' || (catalogue.status === 'ready' && !ready)) && <GameGridSkeleton />}
      {catalogue.status === 'failed' && (
        <div role="alert">
          <p>Games could not be loaded right now.</p>
          <Button type="button" onClick={catalogue.retry}>
            Try again
          </Button>
        </div>
      )}
      {ready && searching && (
        <section aria-labelledby="search-results-heading">
          <SectionHeading id="search-results-heading">Search results</SectionHeading>
          <Muted role="status">
            {results.length === 0
              ? `No games match “${shownQuery.trim()}”.`
              : `${results.length} ${results.length === 1 ? 'game' : 'games'} found`}
          </Muted>
          {results.length > 0 && <GameGrid games={results} {...gridProps} />}
        </section>
      )}
      {ready && !searching && categorySection}
      <GameLauncher />
    </PageFrame>
  );
}
