import { act, screen, within } from '@testing-library/react';
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

  it('fetches the first thumbnail before everything else, the rest of the first rows at once after it, and no more', () => {
    const { container } = renderWithShell(<GameGrid games={manyGames(FIRST_TILES)} isFavourite={() => false} onPlay={() => undefined} />);
    const thumbnail = (position: number) => within(screen.getByRole('button', { name: `Play Game ${position}` })).queryByRole('presentation', { hidden: true });
    expect(thumbnail(1)).toHaveAttribute('fetchpriority', 'high');
    expect([2, 3, 4, 5, 6].map((position) => thumbnail(position)?.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low', 'low', 'low']);
    // The page starts its scripts once the lead image is shown: only that one is timed as the first screen's.
    expect(container.querySelectorAll('img[elementtiming]')).toHaveLength(1);
    // Below the first rows, a thumbnail waits to come near the screen (this test's page has no observer, so it shows) and has no priority of its own.
    expect(thumbnail(7)).not.toHaveAttribute('fetchpriority');
  });

  describe('on a page whose observer has not yet seen the tiles', () => {
    const page = globalThis as { IntersectionObserver?: unknown };
    let reportNear: (() => void) | undefined;
    /** A browser's observer that reports every watched tile near when the test says so. */
    class ObserverOnCue {
      private readonly watched: Element[] = [];
      constructor(private readonly onChange: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
        reportNear = () => this.onChange(this.watched.map((target) => ({ isIntersecting: true, target })));
      }
      observe(element: Element) {
        this.watched.push(element);
      }
      unobserve() {}
      disconnect() {}
    }
    beforeEach(() => {
      page.IntersectionObserver = ObserverOnCue;
    });
    afterEach(() => {
      delete page.IntersectionObserver;
      reportNear = undefined;
    });

    it('gives a phone an empty picture for the third row (below its first screen) until it comes near, and a wide screen the files at once', () => {
      renderWithShell(<GameGrid games={manyGames(FIRST_TILES)} isFavourite={() => false} onPlay={() => undefined} />);
      const sourcesOf = (position: number) => {
        const image = within(screen.getByRole('button', { name: `Play Game ${position}` })).queryByRole('presentation', { hidden: true });
        return [...(image?.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('media') ?? source.getAttribute('type'));
      };
      // A phone's first screen (two rows of two) and a wide screen's first row: the files, AVIF first.
      for (const position of [1, 2, 3, 4]) expect(sourcesOf(position)).toEqual(['image/avif', 'image/webp']);
      // The third row: on a phone's width an empty picture comes first, so a phone asks for no file; a wider screen skips it.
      for (const position of [5, 6]) expect(sourcesOf(position)).toEqual(['(max-width: 640px)', 'image/avif', 'image/webp']);
      expect(within(screen.getByRole('button', { name: 'Play Game 5' })).getByRole('presentation', { hidden: true }).parentElement?.querySelector('source')).toHaveAttribute('srcset', expect.stringMatching(/^data:image\/gif;base64,/));
      // Further down, no picture until near.
      expect(sourcesOf(7)).toEqual([]);
      act(() => reportNear?.());
      for (const position of [5, 6, 7]) expect(sourcesOf(position)).toEqual(['image/avif', 'image/webp']);
      expect(within(screen.getByRole('button', { name: 'Play Game 5' })).getByRole('presentation', { hidden: true })).toHaveAttribute('fetchpriority', 'low');
    });
  });

  it('offers each thumbnail as AVIF, then WebP, then JPEG, at the widths the provider drew', () => {
    const [game] = manyGames(1);
    renderWithShell(<GameGrid games={[game!]} isFavourite={() => false} onPlay={() => undefined} />);
    const image = within(screen.getByRole('button', { name: 'Play Game 1' })).getByRole('presentation', { hidden: true });
    const picture = image.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const { stem } = game!.thumbnail_set!;
    expect(sources[0]).toHaveAttribute('srcset', `${stem}.240.avif 240w, ${stem}.480.avif 480w, ${stem}.840.avif 840w`);
    expect(sources[1]).toHaveAttribute('srcset', `${stem}.240.webp 240w, ${stem}.480.webp 480w, ${stem}.840.webp 840w`);
    for (const element of [...sources, image]) expect(element).toHaveAttribute('sizes', '(max-width: 640px) calc(50vw - 24px), 200px');
    expect(image).toHaveAttribute('srcset', `${stem}.240.jpg 240w, ${stem}.480.jpg 480w, ${stem}.840.jpg 840w`);
    expect(image).toHaveAttribute('src', game!.thumbnail);
  });

  it('shows a plain image for a games file without image sets (an older provider)', () => {
    const { thumbnail_set: _set, ...game } = manyGames(1)[0]!;
    renderWithShell(<GameGrid games={[game]} isFavourite={() => false} onPlay={() => undefined} />);
    const image = within(screen.getByRole('button', { name: 'Play Game 1' })).getByRole('presentation', { hidden: true });
    expect(image.parentElement!.tagName).not.toBe('PICTURE');
    expect(image).toHaveAttribute('src', game.thumbnail);
    expect(image).toHaveAttribute('width', '240');
  });
});
