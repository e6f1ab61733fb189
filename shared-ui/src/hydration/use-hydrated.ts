import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False until the page's hydration pass has run its effects. A component mounting afterwards is
 * not hydrating, so it reads true from its first render.
 */
let pageHydrated = false;
let marking: ReturnType<typeof setTimeout> | undefined;

function markPageHydrated(): void {
  // After every effect of the pass that hydrated the page: until then, each hydrated component's
  // client snapshot still equals the server's, so React forces none of them to re-render at once.
  // (Scheduled once, by the first of those effects.)
  marking ??= setTimeout(() => (pageHydrated = true));
}

/**
 * Called before a page is rendered afresh instead of hydrated (nothing prerendered for its path):
 * every component then reads true from its first render.
 */
export function skipHydration(): void {
  pageHydrated = true;
}

/**
 * False while rendering what the server rendered (the host's prerender, a remote's first screen,
 * and the browser's hydration of either, where React uses the server snapshot), true in every
 * other render. Components read browser-only state (local storage, the viewport) or start
 * browser-only work (fetching a remote) once it is true, so their hydrating render matches the
 * server's. Unlike a module flag, it is right for Suspense boundaries React hydrates later.
 *
 * A hydrated component turns true in a transition: React renders that in slices instead of in one
 * task (a snapshot change would re-render the whole page at once, 150 ms on a slow phone).
 */
export function useHydrated(): boolean {
  // Set when React renders this component from the server's snapshot, that is while hydrating it.
  // React compares the snapshot a hydrated component rendered with the client's once it has
  // committed, and re-renders it at once, in one task, if they differ: a part hydrated after the
  // page was marked (a remote's page, a hydration island) would read true there and re-render
  // with everything that follows from it (a player's lobby: 30 ms at full speed). It turns true in
  // the transition below instead, like every hydrated component.
  const hydrating = useRef(false);
  const mountedAfterHydration = useSyncExternalStore(
    neverChanges,
    () => !hydrating.current && pageHydrated,
    () => {
      hydrating.current = true;
      return false;
    },
  );
  const [hydratedHere, setHydratedHere] = useState(false);
  useEffect(() => {
    markPageHydrated();
    if (!mountedAfterHydration) startTransition(() => setHydratedHere(true));
  }, [mountedAfterHydration]);
  return mountedAfterHydration || hydratedHere;
}
