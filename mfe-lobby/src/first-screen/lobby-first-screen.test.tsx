import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { reply, sampleJackpotWinner } from 'shared-api/testing';
import { gameEndpoints, jackpotEndpoints } from 'shared-contract';
import { renderToString } from 'react-dom/server';
import { firstScreenStateId } from 'shared-events/first-screen';
import { getQueryClient, resetServerState } from 'shared-server-state';
import { USE_PAUSE_MS } from 'shared-ui';
import { catalogueQuery, withRenderingVariant } from '../games/catalogue-queries';
import { LOBBY_REMOTE } from '../games/lobby-first-screen-state';
import { publicJackpotQuery } from '../jackpot/lobby-jackpot-queries';
import { aGame, lobbyCatalogue } from '../testing/catalogue-fixture';
import { resetLobby } from '../testing/reset-lobby';
import { installFakeLobbyProvider, JACKPOT_TOKEN } from '../testing/fake-lobby-provider';
import { STORAGE_KEYS } from '../store/persisted';
import { FirstScreenContexts } from 'shared-ui/first-screen';
import { LobbyPage } from '../games/lobby-page';
import { firstScreenCatalogue } from './render-first-screen';

/**
 * The browser's side of the first screen: the markup the server rendered is hydrated by the page's
 * first render, started from the same state, without a mismatch (React would otherwise throw the
 * markup away and paint the page again).
 */
describe('the lobby’s first screen in the browser', () => {
  // More new games than the first rows whose thumbnails load at once.
  const fixture = lobbyCatalogue();
  const newGames = Array.from({ length: 9 }, (_, index) => aGame(`New Game ${index + 1}`, 'New Games', 'Slots'));
  const jackpot = { token: JACKPOT_TOKEN, guid: 'lobby-1', amount: 10234.5, winners: [sampleJackpotWinner({ name: 'Maria G.', amount: 12500.75, game: "Aztec's Millions" })] };
  const state = { variant: 'desktop' as const, etag: '"v1"', catalogue: { ...fixture, games: [...newGames, ...fixture.games] }, jackpot };
  type FirstScreenState = typeof state & { artOfFirstCategoryOnly?: true };
  /** As the server writes it now: every game, the art of the first category's only. */
  const stateWithFirstArt: FirstScreenState = { ...state, catalogue: firstScreenCatalogue(state.catalogue), artOfFirstCategoryOnly: true };
  // A tile's art is decoration (alt=""): found as the tile's image element.
  const artOf = (name: string) => screen.getByRole('button', { name: `Play ${name}` }).querySelector('img');

  const page = globalThis as { IntersectionObserver?: unknown };
  /** A browser's observer that never reports: the tiles below the first rows stay unloaded. */
  class QuietObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  /** The browser's idle moments, which come when a test says so (a test's page is never idle on its own). */
  const browser = window as { requestIdleCallback?: (callback: () => void) => number };
  let idleCallbacks: Array<() => void> = [];
  const becomeIdle = () =>
    act(async () => {
      const due = idleCallbacks;
      idleCallbacks = [];
      due.forEach((callback) => callback());
    });
  beforeEach(() => {
    resetLobby();
    page.IntersectionObserver = QuietObserver;
    browser.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  });
  afterEach(() => {
    delete page.IntersectionObserver;
    delete browser.requestIdleCallback;
    idleCallbacks = [];
  });

  /** As on the server: no intersection observer, and the browser's storage is set only after. */
  function renderOnServer(rendered: FirstScreenState = state): string {
    delete page.IntersectionObserver;
    try {
      // As render-first-screen.tsx: the answers it has just read, in a fresh cache.
      resetServerState();
      getQueryClient().setQueryData(catalogueQuery('desktop').queryKey, rendered.catalogue);
      getQueryClient().setQueryData(publicJackpotQuery().queryKey, jackpot);
      return withRenderingVariant('desktop', () => renderToString(<FirstScreenContexts path="/lobby/games/"><LobbyPage /></FirstScreenContexts>));
    } finally {
      page.IntersectionObserver = QuietObserver;
    }
  }

  async function hydrateFirstScreen(stored: object | null = null, rendered: FirstScreenState = state) {
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(rendered);
    document.body.append(container);
    if (stored) localStorage.setItem(STORAGE_KEYS.lobby, JSON.stringify(stored));
    const paintedImage = container.querySelector('img');
    // The page starts from the state the server wrote into it, with a cache of its own.
    const stateElement = document.createElement('script');
    stateElement.type = 'application/json';
    stateElement.id = firstScreenStateId(LOBBY_REMOTE);
    stateElement.textContent = JSON.stringify(rendered);
    container.append(stateElement);
    resetServerState();
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FirstScreenContexts path="/lobby/games/"><LobbyPage /></FirstScreenContexts>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    return { container, paintedImage, mismatches };
  }

  it('hydrates the server’s markup, keeping the painted tiles, and the tiles then play', async () => {
    installFakeLobbyProvider();
    const { container, paintedImage, mismatches } = await hydrateFirstScreen();
    expect(mismatches).toEqual([]);
    expect(paintedImage).not.toBeNull();
    expect(container.querySelector('img')).toBe(paintedImage);
    expect(container.querySelectorAll('img')).toHaveLength(6);
    expect(within(screen.getByRole('list', { name: 'Games' })).getByRole('link', { name: 'Neon Nights™' })).toBeVisible();
    container.remove();
  });

  it('keeps the jackpot banner the server rendered, amount and winners, without asking for it again', async () => {
    const provider = installFakeLobbyProvider();
    const { container, mismatches } = await hydrateFirstScreen();
    expect(mismatches).toEqual([]);
    const banner = screen.getByRole('region', { name: /LOBBY JACKPOT/ });
    expect(banner).toHaveTextContent('$10,234.50');
    expect(banner).toHaveTextContent('Maria G. won $12,500.75');
    expect(provider.requests(jackpotEndpoints.jackpots)).toEqual([]);
    container.remove();
  });

  it('shows a returning visitor the category they were browsing once hydrated', async () => {
    installFakeLobbyProvider();
    const { container, mismatches } = await hydrateFirstScreen({ files: {}, category: 'Video Poker', subCategory: 'All' });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Video Poker' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Video Poker' })).toBeVisible();
    container.remove();
  });

  it('keeps the games file it was rendered from as this browser’s copy, checked with its ETag once a person uses the page', async () => {
    const provider = installFakeLobbyProvider();
    const { container } = await hydrateFirstScreen();
    // Not while the page starts, nor while it is only looked at: the list shown is the server's, and
    // checking it loads the provider client's code.
    await becomeIdle();
    expect(provider.requests(gameEndpoints.gamesFile)).toEqual([]);
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('list', { name: 'Games' }));
    });
    expect(provider.requests(gameEndpoints.gamesFile)).toEqual([]);
    // Nor between the press and what follows it (a tap's click, the typing): only once the person pauses.
    await becomeIdle();
    await becomeIdle();
    expect(provider.requests(gameEndpoints.gamesFile)).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, USE_PAUSE_MS + 50)));
    await becomeIdle();
    await waitFor(() => expect(provider.requests(gameEndpoints.gamesFile).map((request) => request.headers['if-none-match'])).toEqual(['"v1"']));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lobby) ?? '{}')).toMatchObject({ files: { desktop: { etag: '"v1"' } } });
    container.remove();
  });
  it('over a first screen with the first category’s art only, reads the whole file once in use and keeps that, and another category then shows its art', async () => {
    const provider = installFakeLobbyProvider().on(gameEndpoints.gamesFile, () => reply(200, state.catalogue, { etag: '"v1"' }));
    const { container, mismatches } = await hydrateFirstScreen(null, stateWithFirstArt);
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('img')).toHaveLength(6);
    await becomeIdle();
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Video Poker' }));
      fireEvent.click(screen.getByRole('button', { name: 'Video Poker' }));
    });
    // Named and playable at once; the art follows the file.
    expect(screen.getByRole('button', { name: 'Play Jacks or Better' })).toBeVisible();
    expect(artOf('Jacks or Better')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, USE_PAUSE_MS + 50)));
    await becomeIdle();
    // The shown list was never this browser's copy: asked for whole, without an ETag.
    await waitFor(() => expect(provider.requests(gameEndpoints.gamesFile).map((request) => request.headers['if-none-match'])).toEqual([undefined]));
    await waitFor(() => expect(artOf('Jacks or Better')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lobby) ?? '{}')).toMatchObject({ files: { desktop: { etag: '"v1"' } } });
    const kept = (JSON.parse(localStorage.getItem(STORAGE_KEYS.lobby) ?? '{}') as { files: { desktop: { catalogue: { games: Array<{ thumbnail: string }> } } } }).files.desktop.catalogue;
    expect(kept.games.every((game) => game.thumbnail !== '')).toBe(true);
    container.remove();
  });

  it('shows a returning visitor whose copy is the file the page was rendered from every category’s art at once', async () => {
    installFakeLobbyProvider();
    const { container, mismatches } = await hydrateFirstScreen({ files: { desktop: { etag: '"v1"', catalogue: state.catalogue, savedAt: Date.now() } } }, stateWithFirstArt);
    expect(mismatches).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Video Poker' }));
    });
    await waitFor(() => expect(artOf('Jacks or Better')).not.toBeNull());
    container.remove();
  });
});
