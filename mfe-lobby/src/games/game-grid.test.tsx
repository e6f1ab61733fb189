import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-ui/testing';
import { aGame } from '../testing/catalogue-fixture';
import { FIRST_TILES, GameGrid, TILES_PER_STEP } from './game-grid';

const manyGames = (count: number) => Array.from({ length: count }, (_, index) => aGame(`Game ${index + 1}`));

describe('GameGrid', () => {
  it('shows the first screen of tiles, then the rest of the first step, then more on request', async () => {
    const user = userEvent.setup();
    const games = manyGames(TILES_PER_STEP + 10);
    renderWithShell(<GameGrid games={games} isFavourite={() => false} onPlay={() => undefined} />);
    const grid = screen.getByRole('list', { name: 'Games' });
    expect(within(grid).getAllByRole('listitem').length).toBeGreaterThanOrEqual(FIRST_TILES);
    // The rest of the step arrives without the player doing anything.
    expect(await within(grid).findByRole('link', { name: `Game ${TILES_PER_STEP}` })).toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: `Game ${TILES_PER_STEP + 1}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more games' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(TILES_PER_STEP + 10);
    expect(screen.queryByRole('button', { name: 'Show more games' })).not.toBeInTheDocument();
  });

  it('gives the first rows their thumbnails at once, sized', () => {
    renderWithShell(<GameGrid games={manyGames(3)} isFavourite={() => false} onPlay={() => undefined} />);
    const first = within(screen.getByRole('button', { name: 'Play Game 1' })).getByRole('presentation', { hidden: true });
    expect(first).toHaveAttribute('width', '240');
    expect(first).toHaveAttribute('height', '180');
  });
});
