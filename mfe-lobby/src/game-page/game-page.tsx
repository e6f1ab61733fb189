import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArtPicture, Button, onPhone, PageFrame, phoneMedia, Spinner, titleFromSlug, useEventBus, usePlayer } from 'shared-ui';
import { FavouriteButton } from '../favourites/favourite-button';
import { useFavourites } from '../favourites/favourites-queries';
import { GameLauncher } from '../game-launch/game-launcher';
import { useCatalogue } from '../games/catalogue-queries';
import { gameKey, LIVE_DEALER_CATEGORY } from '../games/game';
import { findGameBySlug } from '../games/game-slug';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 420px) 1fr;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  ${onPhone} { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space(5)}; }
`;

const Picture = styled(ArtPicture)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/** A game's own page, /games/{slug}: what it is, and a way to play it. */
export function GamePage() {
  const { slug = '' } = useParams();
  const player = usePlayer();
  const bus = useEventBus();
  const catalogue = useCatalogue();
  const favourites = useFavourites();
  const game = catalogue.catalogue ? findGameBySlug(catalogue.catalogue.games, slug) : undefined;
  const title = game?.display_name ?? titleFromSlug(slug);

  if (!game) {
    return (
      <PageFrame heading={title}>
        {catalogue.status === 'loading' && <Spinner label="Loading the game" />}
        {catalogue.status !== 'loading' && (
          <>
            <p>This game is not in the lobby right now.</p>
            <Link to="/lobby/games/">Back to all games</Link>
          </>
        )}
      </PageFrame>
    );
  }

  const favourite = favourites.favourites.some((entry) => gameKey(entry) === gameKey(game));
  const play = () => bus.emit('game.launch', { gameId: game.game_id, machineId: game.machine_id });

  return (
    <PageFrame heading={title}>
      <Layout>
        {game.thumbnail ? <Picture set={game.thumbnail_set} src={game.thumbnail} sizes={`${phoneMedia} 100vw, 420px`} alt="" load="lead" /> : <span />}
        <div>
          <Facts>
            {game.category}
            {game.sub_category && game.sub_category !== game.category ? ` · ${game.sub_category}` : ''}
            {game.category === LIVE_DEALER_CATEGORY ? ' · streamed live from the studio' : ''}
          </Facts>
          {player ? (
            <>
              <p>Ready when you are, {player.firstName ?? player.login}.</p>
              <Actions>
                <Button type="button" onClick={play}>
                  Play now
                </Button>
                <FavouriteButton name={game.display_name} on={favourite} onToggle={() => void favourites.toggle(game)} />
              </Actions>
                    </>
          ) : (
            <>
              <p>Sign up to play {title} for real money.</p>
              <Actions>
                <Button type="button" onClick={() => bus.emit('onboarding.open', { state: 'signup' })}>
                  Sign up now
                </Button>
                <Button type="button" $variant="ghost" onClick={() => bus.emit('onboarding.open', { state: 'login' })}>
                  Log in
                </Button>
              </Actions>
            </>
          )}
          <Link to="/lobby/games/">Back to all games</Link>
        </div>
      </Layout>
      <GameLauncher />
    </PageFrame>
  );
}
