import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArtLoad } from 'shared-ui';
import { FAVOURITE_BUTTON_SIZE, FavouriteButton } from '../favourites/favourite-button';
import type { Game } from './game';
import { slugOf } from './game-slug';
import { LazyImage } from './lazy-image';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  transition: transform 0.15s, border-color 0.15s;
  &:hover, &:focus-within { transform: translateY(-2px); border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  & > .play {
    position: absolute;
    inset: auto 8px 8px auto;
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-size: 0.75rem;
    font-weight: 800;
    letter-spacing: 0.05em;
    opacity: 0;
    transition: opacity 0.15s;
  }
  &:hover > .play, &:focus-visible > .play { opacity: 1; }
  @media (hover: none) { & > .play { opacity: 1; } }
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  /* As tall without the favourite button (a visitor's tile, and the first screen a player's page
     hydrates) as with it, so the tiles do not move when the player's page takes over. */
  min-height: calc(${FAVOURITE_BUTTON_SIZE}px + ${({ theme }) => theme.space(4)});
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  & a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9rem;
    font-weight: 700;
    line-height: 1.25;
    text-decoration: none;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  & a:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  /** Absent for visitors: favourites belong to an account. */
  onToggleFavourite?: (game: Game) => void;
  onPlay: (game: Game) => void;
  /** When the thumbnail loads: the first rows at once (they are on the first screen), the rest when near. */
  thumbnailLoad?: ArtLoad;
}

/** One game of the lobby: thumbnail (plays it), name (its page) and favourite state. */
export const GameTile = memo(function GameTile({ game, favourite, onToggleFavourite, onPlay, thumbnailLoad = 'near' }: GameTileProps) {
  return (
    <Card>
      <Thumb type="button" aria-label={`Play ${game.display_name}`} onClick={() => onPlay(game)}>
        <LazyImage src={game.thumbnail} set={game.thumbnail_set} alt="" load={thumbnailLoad} />
        <span className="play" aria-hidden="true">
          PLAY
        </span>
      </Thumb>
      <Meta>
        <Link to={`/games/${slugOf(game)}`}>{game.display_name}</Link>
        {onToggleFavourite && <FavouriteButton name={game.display_name} on={favourite} onToggle={() => onToggleFavourite(game)} />}
      </Meta>
    </Card>
  );
});
