import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, PageFrame, Spinner } from 'shared-ui';
import { useGames } from './use-games';

const Search = styled.input`
  width: min(420px, 100%);
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: flex-end;
    min-height: 110px;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: linear-gradient(160deg, ${({ theme }) => theme.colors.secondary}, ${({ theme }) => theme.colors.surfaceRaised});
    font-weight: 700;
  }
`;

/** The games lobby (/lobby/games/): search and the game tiles. */
export function LobbyPage() {
  const games = useGames();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => {
    if (games.status !== 'loaded') return [];
    const needle = deferredQuery.trim().toLowerCase();
    return games.games.filter((game) => game.display_name.toLowerCase().includes(needle));
  }, [games, deferredQuery]);

  return (
    <PageFrame heading="Games">
      <Search type="search" aria-label="Search games" placeholder="Search games" value={query} onChange={(event) => setQuery(event.target.value)} />
      {games.status === 'loading' && <Spinner label="Loading games" />}
      {games.status === 'failed' && (
        <div role="alert">
          <p>{games.message}</p>
          <Button type="button" onClick={games.retry}>
            Try again
          </Button>
        </div>
      )}
      {games.status === 'loaded' && (
        <Grid aria-label="Games">
          {visible.map((game) => (
            <li key={`${game.game_id}-${game.machine_id}`}>{game.display_name}</li>
          ))}
        </Grid>
      )}
    </PageFrame>
  );
}
