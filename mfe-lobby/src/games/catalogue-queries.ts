import { useCallback } from 'react';
import { gamesClient, type GamesFileVariant } from 'shared-api';
import { getQueryClient, publicQueryKey, queryOptions, useServerQuery } from 'shared-server-state';
import { whenPageSettledAndInUse } from 'shared-ui';
import { gamesFileVariant } from './device';
import type { GamesCatalogue } from './game';
import { checkedFirstScreenCatalogue, readLobbyFirstScreen } from './lobby-first-screen-state';
import { readLobbyStore, updateLobbyStore } from './lobby-store';

export type CatalogueState =
  | { status: 'loading'; catalogue: null }
  | { status: 'ready'; catalogue: GamesCatalogue }
  | { status: 'failed'; catalogue: null };

/** A re-read closer together than this is skipped: every lobby mount would otherwise ask again. */
const REFRESH_INTERVAL_MS = 60_000;

/** The games file the site server rendered with, while it renders (no browser to ask). */
let renderingVariant: GamesFileVariant | null = null;

/** Renders `render` for a server's first screen of `variant`'s games file. */
export function withRenderingVariant<T>(variant: GamesFileVariant, render: () => T): T {
  renderingVariant = variant;
  try {
    return render();
  } finally {
    renderingVariant = null;
  }
}

const currentVariant = (): GamesFileVariant => renderingVariant ?? gamesFileVariant();

/**
 * Asks the provider with the stored ETag whether the games file changed, and keeps a new one in
 * local storage. SPEC §8: a failure is logged with its status only (the list already shown stays).
 */
async function readGamesFile(variant: GamesFileVariant): Promise<GamesCatalogue> {
  const firstScreen = readLobbyFirstScreen();
  const shownFromFirstScreen = firstScreen?.variant === variant ? firstScreen : undefined;
  // In a task of its own, not among the page's effects: over a first screen, keeping the games file
  // in local storage takes about 20 ms on a slow phone. The list of the server's first screen is the
  // one shown, and it was read for this page: it is checked once the page has loaded and settled, a
  // person has started to use it and then pauses, and the browser is idle again, so the provider
  // client's code (axios, the contract's schemas: long tasks on a slow phone) is no part of the lobby's
  // start, of a visit that only looks, nor of the first tap and the typing after it.
  if (shownFromFirstScreen) await whenPageSettledAndInUse();
  else await new Promise((resolve) => setTimeout(resolve, 0));
  // A first screen with the art of its first category only is shown, never kept: the file comes whole from the provider.
  if (shownFromFirstScreen && !shownFromFirstScreen.artOfFirstCategoryOnly && readLobbyStore().files[variant]?.etag !== shownFromFirstScreen.etag) {
    // Newer than a stored copy: kept as this browser's copy once it holds to the contract, and checked
    // with its ETag like one (one that does not hold is replaced by the provider's answer).
    const catalogue = await checkedFirstScreenCatalogue(shownFromFirstScreen);
    const { etag } = shownFromFirstScreen;
    if (catalogue) updateLobbyStore((current) => ({ ...current, files: { ...current.files, [variant]: { etag, catalogue, savedAt: Date.now() } } }));
  }
  const stored = readLobbyStore().files[variant];
  try {
    const answer = await gamesClient.gamesFile(variant, stored?.etag ?? null);
    if (answer.changed) {
      updateLobbyStore((current) => ({ ...current, files: { ...current.files, [variant]: { etag: answer.etag, catalogue: answer.catalogue, savedAt: Date.now() } } }));
      return answer.catalogue;
    }
    const shown = getQueryClient().getQueryData<GamesCatalogue>(catalogueQuery(variant).queryKey);
    const catalogue = stored?.catalogue ?? shown;
    if (!catalogue) throw new Error('The provider answered 304 without a stored games file');
    return catalogue;
  } catch (error) {
    const status = (error as { status?: number }).status;
    console.error(`Games file failed: ${status !== undefined ? `Status: ${status}` : 'no answer'}`);
    throw error;
  }
}

/**
 * The list a page has before it asks: over a first screen the list it was rendered with (hydration
 * matches it), even one of the other file (a phone's or a computer's) until this one's answer; else
 * this browser's copy.
 */
function listAtHand(variant: GamesFileVariant): GamesCatalogue | undefined {
  const firstScreen = readLobbyFirstScreen();
  const stored = readLobbyStore().files[variant];
  // This browser's copy of the very file the server rendered from has every game's art, and renders the first screen alike.
  if (firstScreen?.artOfFirstCategoryOnly && firstScreen.etag !== null && firstScreen.variant === variant && stored?.etag === firstScreen.etag) return stored.catalogue;
  return firstScreen?.catalogue ?? stored?.catalogue;
}

/**
 * The games list of `variant`: the list of a server-rendered first screen or the stored one shows
 * at once (docs/decisions/011), and is checked with its ETag when first shown.
 */
export const catalogueQuery = (variant: GamesFileVariant) =>
  queryOptions({
    queryKey: publicQueryKey('games-file', variant),
    queryFn: () => readGamesFile(variant),
    initialData: () => listAtHand(variant),
    // Shown at once, checked at once.
    initialDataUpdatedAt: 0,
    staleTime: REFRESH_INTERVAL_MS,
  });

/**
 * The games list of this device for a launch: the list shown or at hand, read from the provider only
 * when the page has none. A launch never waits for the check of a first screen's list, which waits
 * for a person to use the page (a QuickPlay link launches before anyone has).
 */
export async function loadCatalogue(): Promise<GamesCatalogue | null> {
  const variant = currentVariant();
  const query = catalogueQuery(variant);
  const atHand = getQueryClient().getQueryData<GamesCatalogue>(query.queryKey) ?? listAtHand(variant);
  if (atHand) return atHand;
  // A failed read leaves whatever list arrived meanwhile.
  return getQueryClient().fetchQuery(query).catch(() => getQueryClient().getQueryData(query.queryKey) ?? null);
}

/** The games list, loading it (or checking its ETag) when a component first needs it. */
export function useCatalogue(): CatalogueState & { retry: () => void } {
  const query = useServerQuery(catalogueQuery(currentVariant()));
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (query.data) return { status: 'ready', catalogue: query.data, retry };
  return query.isError ? { status: 'failed', catalogue: null, retry } : { status: 'loading', catalogue: null, retry };
}
