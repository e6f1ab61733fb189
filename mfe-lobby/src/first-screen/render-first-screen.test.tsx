/** @jest-environment node */
import { reply } from 'shared-api/testing';
import { gameEndpoints } from 'shared-contract';
import { lobbyCatalogue } from '../testing/catalogue-fixture';
import { installFakeLobbyProvider } from '../testing/fake-lobby-provider';
import { renderFirstScreen } from './render-first-screen';

const request = { exposed: 'LobbyPage', path: '/lobby/games/', runtimeConfig: { providerApiUrl: 'http://localhost:4000' } };

describe('the lobby’s first screen, rendered on the server', () => {
  it('is the page a visitor sees first: heading, categories with the first open, and its tiles, from the games file the provider serves', async () => {
    installFakeLobbyProvider();
    const screen = await renderFirstScreen({ ...request, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' });
    expect(screen.html).toMatch(/<h1 [^>]*>Games<\/h1>/);
    expect(screen.html).toMatch(/<button [^>]*aria-pressed="true"[^>]*>New Games<\/button>/);
    expect(screen.html).toContain('aria-label="Play Neon Nights™"');
    expect(screen.html).toMatch(/<a [^>]*href="\/games\/neon-nights"[^>]*>Neon Nights™<\/a>/);
    expect(screen.html).not.toContain('Loading games');
    // Styles for the markup go to the head, and so do preloads React writes (they would not hydrate in the page).
    expect(screen.head).toMatch(/^<style data-styled="true"/);
    const headingClass = /<h1 [^>]*class="[^"]* ([^" ]+)"/.exec(screen.html)?.[1];
    expect(screen.head).toContain(`.${headingClass ?? 'none'}{`);
    expect(screen.html).not.toContain('<link');
    // The jackpot everyone sees is on it too, so the banner does not grow when the page takes over.
    expect(screen.html).toContain('$10,234.50');
    expect(screen.html).toMatch(/<strong>Maria G\.<\/strong> won (<!-- -->)?\$12,500\.75/);
    expect(screen.state).toEqual({
      variant: 'desktop',
      etag: '"v1"',
      catalogue: expect.objectContaining({ categories: lobbyCatalogue().categories }),
      artOfFirstCategoryOnly: true,
      jackpot: expect.objectContaining({ amount: 10234.5, winners: [expect.objectContaining({ name: 'Maria G.' })] }),
    });
  });

  it('carries every game, with the art of the first category’s games only', async () => {
    installFakeLobbyProvider();
    const screen = await renderFirstScreen({ ...request, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' });
    const { games } = (screen.state as { catalogue: ReturnType<typeof lobbyCatalogue> }).catalogue;
    const file = lobbyCatalogue().games;
    expect(games.map((game) => game.game_code)).toEqual(file.map((game) => game.game_code));
    for (const [index, game] of games.entries()) {
      if (game.category === 'New Games') expect(game).toEqual(file[index]);
      else {
        expect(game.thumbnail).toBe('');
        expect(game).not.toHaveProperty('thumbnail_set');
        expect(game).toEqual({ ...file[index], thumbnail: '', thumbnail_set: undefined });
      }
    }
    expect(games.some((game) => game.category !== 'New Games')).toBe(true);
    // No other category's art is in the page.
    const otherArt = file.filter((game) => game.category !== 'New Games').map((game) => game.thumbnail);
    expect(otherArt.filter((url) => JSON.stringify(screen.state).includes(url))).toEqual([]);
  });

  it('reads the phones’ games file for a phone’s browser', async () => {
    const provider = installFakeLobbyProvider().on(gameEndpoints.mobileGamesFile, () => reply(200, lobbyCatalogue(), { etag: '"m1"' }));
    const screen = await renderFirstScreen({ ...request, userAgent: 'Mozilla/5.0 (Linux; Android 10) Chrome/130.0 Mobile Safari/537.36' });
    expect(screen.state).toMatchObject({ variant: 'mobile', etag: '"m1"' });
    expect(provider.requests(gameEndpoints.mobileGamesFile)).toHaveLength(1);
  });

  it('renders no other page', async () => {
    installFakeLobbyProvider();
    await expect(renderFirstScreen({ ...request, exposed: 'GamePage', userAgent: '' })).rejects.toThrow('mfe-lobby renders no first screen for GamePage');
  });
});
