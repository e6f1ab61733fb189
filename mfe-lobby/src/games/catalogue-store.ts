import { useCallback, useEffect } from 'react';
import { gamesClient, type GamesFileVariant } from 'shared-api';
import { createStore, useStore } from '../store/create-store';
import { sharedInstance } from '../store/player-store';
import { gamesFileVariant } from './device';
import type { GamesCatalogue } from './game';
import { readLobbyFirstScreen, type LobbyFirstScreenState } from './lobby-first-screen-state';
import { readLobbyStore, updateLobbyStore } from './lobby-store';

export type CatalogueState =
  | { status: 'loading'; catalogue: null }
  | { status: 'ready'; catalogue: GamesCatalogue }
  | { status: 'failed'; catalogue: null };

/** A re-read closer together than this is skipped: every lobby mount would otherwise ask again. */
const REFRESH_INTERVAL_MS = 60_000;

/**
 * The games list shared by every part of the remote on this page (lobby, game page, launcher):
 * the stored list shows at once, and the provider is asked with the stored ETag whether it changed.
 */
export function createCatalogueStore(variantOf: () => GamesFileVariant = gamesFileVariant, firstScreen: LobbyFirstScreenState | undefined = undefined) {
  // Over a first screen the server rendered, the page starts from the list it was rendered with (docs/decisions/011).
  const store = createStore<CatalogueState>(
    firstScreen ? { status: 'ready', catalogue: firstScreen.catalogue } : { status: 'loading', catalogue: null },
  );
  // The file the shown list came from: a check that finds it unchanged leaves the page as it is
  // (a new but equal list would re-render every tile).
  let shownEtag: string | null = firstScreen?.etag ?? null;
  let started = false;
  let lastRefresh = 0;
  let inFlight: Promise<void> | null = null;
  let variant: GamesFileVariant = 'desktop';

  const refresh = (force = false): Promise<void> => {
    if (inFlight) return inFlight;
    if (!force && Date.now() - lastRefresh < REFRESH_INTERVAL_MS) return Promise.resolve();
    lastRefresh = Date.now();
    const stored = readLobbyStore().files[variant];
    // A list on the page stays while it is checked.
    if (store.get().status !== 'ready') store.set({ status: 'loading', catalogue: null });
    inFlight = gamesClient.gamesFile(variant, stored?.etag ?? null)
      .then((answer) => {
        if (answer.changed) {
          updateLobbyStore((current) => ({
            ...current,
            files: { ...current.files, [variant]: { etag: answer.etag, catalogue: answer.catalogue, savedAt: Date.now() } },
          }));
          shownEtag = answer.etag;
          store.set({ status: 'ready', catalogue: answer.catalogue });
        } else if (store.get().status !== 'ready' || shownEtag !== stored?.etag) {
          const catalogue = stored?.catalogue ?? (store.get().catalogue as GamesCatalogue | null);
          shownEtag = stored?.etag ?? shownEtag;
          store.set(catalogue ? { status: 'ready', catalogue } : { status: 'failed', catalogue: null });
        }
      })
      .catch((error: { status?: number }) => {
        // SPEC §8: logged with the status only; the list already shown stays.
        console.error(`Games file failed: ${error.status !== undefined ? `Status: ${error.status}` : 'no answer'}`);
        if (store.get().status !== 'ready') store.set({ status: 'failed', catalogue: null });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const start = (): Promise<void> => {
    if (!started) {
      started = true;
      variant = variantOf();
      if (firstScreen?.variant === variant) {
        // Newer than a stored copy: kept as this browser's copy, and checked with its ETag like one.
        const { etag, catalogue } = firstScreen;
        updateLobbyStore((current) => ({ ...current, files: { ...current.files, [variant]: { etag, catalogue, savedAt: Date.now() } } }));
      } else if (!firstScreen) {
        const stored = readLobbyStore().files[variant];
        if (stored) {
          shownEtag = stored.etag;
          store.set({ status: 'ready', catalogue: stored.catalogue });
        }
      }
      // (A first screen of the other file, a phone's or a computer's, stays shown until this one's answer.)
    }
    return refresh();
  };

  return {
    store,
    start,
    /** Asks the provider again now (Try again after a failure). */
    retry: () => refresh(true),
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

/**
 * The page's catalogue store, made when first asked for: reading a first screen's games file
 * (parsing it and checking it against the contract, about 15 ms on a slow phone) then falls in the
 * render that needs it, which React slices, not in the evaluation of the remote's modules.
 */
const shared = sharedInstance(createCatalogueStore, () => [gamesFileVariant, readLobbyFirstScreen()] as const);

export const getCatalogueStore = shared.get;

/** Tests start each case from an empty page. */
export const resetCatalogueStore = shared.reset;

/** The games list, loading it (or checking its ETag) when a component first needs it. */
export function useCatalogue(): CatalogueState & { retry: () => void } {
  const catalogueStore = getCatalogueStore();
  const state = useStore(catalogueStore.store);
  useEffect(() => {
    // In a task of its own, not among the page's effects (which React runs in one task): over a
    // first screen, starting keeps the games file in local storage and asks whether it changed,
    // about 20 ms on a slow phone.
    const timer = setTimeout(() => void catalogueStore.start(), 0);
    return () => clearTimeout(timer);
  }, [catalogueStore]);
  const retry = useCallback(() => void catalogueStore.retry(), [catalogueStore]);
  return { ...state, retry };
}
