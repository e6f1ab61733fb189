import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { couponsClient, gamesClient, loadRuntimeConfig, provideSession } from 'shared-api';
import { getEventBus } from 'shared-events';
import { EARLY_TAP_REPLAY, FIRST_SCREEN_ATTRIBUTE } from 'shared-events/first-screen';
import { skipHydration } from 'shared-ui';
import { App } from './app/app';
import { requestConfig } from './app/config-request';
import { hydrateFirst, isHydratedByReact, normalisedPath } from './app/hydration';
import type { PageLoads } from './app/page-loads';
import { hintPageData, lobbyHasStoredGamesFile, showsGamesFile, showsPublicCoupons } from './remotes/route-hints';
import { followSessionWithPlayerHint } from './session/player-hint';
import { followSessionWithReleaseSegment } from './session/release-segment';
import { SessionController } from './session/session-controller';

/** Renders the site into `container` once the config and the page's loads are in (bootstrap.ts). */
export async function startSite(container: HTMLElement, loads: PageLoads): Promise<void> {
  // A remote's first screen in the HTML is hydrated with that release's page, loaded meanwhile (docs/decisions/011).
  const firstScreen = container.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`) !== null;
  await loadRuntimeConfig(requestConfig());
  await loads.pageChunk;
  const session = new SessionController({ bus: getEventBus() });
  // Set once at boot: every remote's provider calls take the session token from the host's store.
  provideSession(session.sessionPort());
  session.start();
  // Before the first render: a stale hint from the server (session expired) shows the visitor's controls again.
  followSessionWithPlayerHint(getEventBus());
  // Which player this browser has, for canaries aimed at a player class (docs/decisions/036).
  followSessionWithReleaseSegment(getEventBus(), { sessionToken: () => session.sessionPort().sessionToken() });
  // A first-time visitor's lobby reads the games file first: fetched now, not after the lobby's code. (A player's
  // request carries the session header, a return visit If-None-Match: a preload matches neither.)
  // Phone or not: the lobby's own rule (mfe-lobby device.ts).
  const visitor = !session.sessionPort().sessionToken();
  // A first screen rendered by the server came with the games file: the lobby then asks only whether it changed.
  if (visitor && showsGamesFile(window.location.pathname) && !lobbyHasStoredGamesFile() && !firstScreen) {
    hintPageData(gamesClient.gamesFileUrl(window.matchMedia('(max-width: 640px)').matches || /Android|iPhone|iPod|Mobile/i.test(navigator.userAgent) ? 'mobile' : 'desktop'));
  }
  // A visitor's promotions page shows the public coupons first (a player's shows the player's coupons);
  // a first screen rendered by the server came with them.
  if (visitor && showsPublicCoupons(window.location.pathname) && !firstScreen) hintPageData(couponsClient.publicCouponsUrl());

  // The prerendered HTML is a visitor's page at one path (docs/decisions/009): hydrated when that is
  // the path of this visit, for a player too (the first render reads no session, as the prerender did,
  // and the player's shell follows at once, keeping the painted nodes); the 404 page at another path is
  // rendered afresh over it. Hydrating in a transition lets React yield to the browser between
  // components instead of blocking the main thread for the whole tree.
  const prerenderedFor = container.dataset.prerendered;
  let hydrating: Root | null = null;
  if (prerenderedFor !== undefined && normalisedPath(prerenderedFor) === normalisedPath(window.location.pathname) && (await loads.firstScreen)) {
    hydrating = hydrateInTransition(container);
  } else {
    skipHydration();
    createRoot(container).render(<App />);
  }
  // React now listens on the page: a button tapped before this (held by the page's entry loader) is clicked again once
  // React has hydrated it, and a tap on a button it has not hydrated yet is held until then.
  handTapsToReact(hydrating);
}

function hydrateInTransition(container: HTMLElement): Root {
  let root: Root | undefined;
  // startTransition runs its callback at once.
  startTransition(() => {
    root = hydrateRoot(container, <App />);
  });
  return root!;
}

/**
 * Hands the page's taps to React, through the entry loader that held them (tooling/src/webpack/entry-loader.ts): with
 * its check of what React has hydrated, and, over a hydrating page, the way to have the part a person is using
 * hydrated first.
 */
function handTapsToReact(hydrating: Root | null): void {
  const handBack = (window as unknown as Record<string, unknown>)[EARLY_TAP_REPLAY];
  if (typeof handBack === 'function') handBack(isHydratedByReact, hydrating ? (element: Element) => hydrateFirst(hydrating, element) : undefined);
}
