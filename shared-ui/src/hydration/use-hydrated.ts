import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while rendering what the server rendered (the host's prerender, a remote's first screen,
 * and the browser's hydration of either, where React uses the server snapshot), true in every
 * other render. Components read browser-only state (local storage, the viewport) or start
 * browser-only work (fetching a remote) once it is true, so their hydrating render matches the
 * server's. Unlike a module flag, it is right for Suspense boundaries React hydrates later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
