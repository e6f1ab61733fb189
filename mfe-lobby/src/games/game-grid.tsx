import { memo, startTransition, useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, onPhone, VisuallyHidden } from 'shared-ui';
import { gameKey, type Game } from './game';
import { GameTile } from './game-tile';
import type { ArtLoad } from 'shared-ui';

/** Tiles added per step: about three screens of a wide lobby. */
export const TILES_PER_STEP = 48;

/**
 * Tiles of the first render: the first screen of a phone, and the first row of a wide lobby. The rest of the step follows in a
 * transition React time-slices, so showing the list is never one long task on a slow phone.
 */
export const FIRST_TILES = 8;

/** Tiles whose thumbnails load at once, without waiting to be seen: a wide lobby's first row. */
const EAGER_THUMBNAILS = 6;
/**
 * Of those, the ones on a phone's first screen too: its two rows of two. A phone's third row is below its first screen, and
 * loading it at once shared the slow connection with the lead thumbnail (decision 056), so there it waits to come near.
 */
const PHONE_EAGER_THUMBNAILS = 4;
/**
 * Of those, the one fetched before anything else: the first, the page's largest paint. On a slow phone's connection
 * (HTTP/1.1 to the site) it then rides the page's own open connection with the bandwidth to itself; a second one at the
 * same priority would wait a round trip for a new connection and hold the paint with it (decision 047).
 */
const LEAD_THUMBNAILS = 1;

function thumbnailLoadAt(position: number): ArtLoad {
  if (position < LEAD_THUMBNAILS) return 'lead';
  if (position < PHONE_EAGER_THUMBNAILS) return 'eager';
  return position < EAGER_THUMBNAILS ? 'wide' : 'near';
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${onPhone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const shimmer = keyframes`from { background-position: -200px 0; } to { background-position: 200px 0; }`;

const Skeleton = styled.li`
  height: 190px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.surface} 0, ${({ theme }) => theme.colors.surfaceRaised} 50%, ${({ theme }) => theme.colors.surface} 100%);
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
  ${onPhone} { height: 150px; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)} 0;
`;

/** Placeholder tiles while the games list loads for the first time. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading games…</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </Grid>
    </div>
  );
}

export interface GameGridProps {
  games: ReadonlyArray<Game>;
  isFavourite: (game: Game) => boolean;
  onToggleFavourite?: (game: Game) => void;
  onPlay: (game: Game) => void;
  label?: string;
}

/**
 * The tiles of a list of games. Only the first steps are rendered; more follow as the end of the
 * list scrolls near (or on 'Show more games'), so 2,000 games cost what one screen costs.
 * Memoised: the lobby page re-renders for each part of a player's data that arrives; the tiles need not.
 */
export const GameGrid = memo(function GameGrid({ games, isFavourite, onToggleFavourite, onPlay, label = 'Games' }: GameGridProps) {
  const [shown, setShown] = useState(FIRST_TILES);
  const sentinel = useRef<HTMLDivElement>(null);
  // A new list (search, category) starts from its first tiles again.
  const [listSeen, setListSeen] = useState(games);
  if (listSeen !== games) {
    setListSeen(games);
    setShown(FIRST_TILES);
  }
  const hasMore = shown < games.length;

  // The rest of the first step, once the first screen is on it.
  useEffect(() => {
    if (shown < TILES_PER_STEP && hasMore) startTransition(() => setShown((count) => Math.max(count, TILES_PER_STEP)));
  }, [shown, hasMore]);

  useEffect(() => {
    if (shown < TILES_PER_STEP || !hasMore || !sentinel.current || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + TILES_PER_STEP);
      },
      { rootMargin: '600px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [hasMore, shown]);

  return (
    <>
      <Grid aria-label={label}>
        {games.slice(0, shown).map((game, position) => (
          <li key={gameKey(game)}>
            <GameTile
              game={game}
              favourite={isFavourite(game)}
              onToggleFavourite={onToggleFavourite}
              onPlay={onPlay}
              thumbnailLoad={thumbnailLoadAt(position)}
            />
          </li>
        ))}
      </Grid>
      {hasMore && (
        <More ref={sentinel}>
          <Button type="button" $variant="ghost" onClick={() => setShown((count) => count + TILES_PER_STEP)}>
            Show more games
          </Button>
        </More>
      )}
    </>
  );
});
