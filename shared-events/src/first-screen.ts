/**
 * The contract between the site server and a remote that renders the first screen of its page on
 * the server (docs/decisions/011). A release may publish, beside its browser files, a Node module
 * at {@link FIRST_SCREEN_RENDERER} that exports {@link RenderFirstScreen} as `renderFirstScreen`.
 * The site server runs the active release's renderer for a page the remote renders and puts the
 * markup where the host's placeholder stands; the host hydrates it with the same release.
 * This file imports nothing: the site server, the host's entry and the remotes all take it.
 * @since 1.5.0
 */

/** Where a release's renderer sits inside its version folder (never served as a file). */
export const FIRST_SCREEN_RENDERER = 'first-screen/first-screen.cjs';

/** The folder of the renderer inside a release; the site server refuses to serve it. */
export const FIRST_SCREEN_FOLDER = 'first-screen';

/** What the site server asks a renderer for. */
export interface FirstScreenRequest {
  /** The exposed page module the route renders, such as `LobbyPage`. */
  exposed: string;
  /** The path of the page, such as `/lobby/games/`. */
  path: string;
  /** The site's runtime config (`/config.json`): where the provider is. */
  runtimeConfig: Record<string, unknown>;
  /** The browser's user agent (a remote may serve phones other data, by its own rule). */
  userAgent: string;
}

/** What a renderer answers: the page's markup for a visitor, its styles and the data it was rendered with. */
export interface FirstScreen {
  /** The remote's markup for the placeholder's place: exactly what its first render in the browser gives. */
  html: string;
  /**
   * Tags for the page's head: the CSS of the markup as styled-components' `<style>` tags write it
   * (the browser rehydrates them), and preloads of what the first screen shows (its first images).
   */
  head: string;
  /**
   * The data the markup was rendered from, as JSON-safe values, written into the page so the
   * remote's first render in the browser starts from it ({@link readFirstScreenState}).
   */
  state: unknown;
}

/** The renderer a release publishes. It may throw or be slow: the site server then keeps the host's placeholder. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen>;

/** The slot the host renders around a remote's page: `data-remote-page="<remote>/<exposed>"`. */
export const REMOTE_PAGE_ATTRIBUTE = 'data-remote-page';

/** Set on the slot by the site server when it holds a release's markup: `<remote>@<version>`. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The slot a prerendered page holds, outside the host's root, for an overlay the page can show before its scripts have
 * started: `<div data-early-overlay="mfe-onboarding/OnboardingModal" hidden>`. The site server fills it, for a visitor,
 * with that release's renderer (asked for the exposed module's name); the markup holds one element per view it can show,
 * marked with {@link EARLY_VIEW_ATTRIBUTE}. A tap on a control that opens one of them (`data-opens-state`) before the
 * host has started shows it at once (the page's entry loader), and the overlay, once it opens that view, takes over what
 * was typed there (docs/decisions/059).
 * @since 3.2.0
 */
export const EARLY_OVERLAY_ATTRIBUTE = 'data-early-overlay';

/** The page's early overlay slot ({@link EARLY_OVERLAY_ATTRIBUTE}); null when the page holds none or outside a browser. @since 3.2.0 */
export function earlyOverlaySlot(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`[${EARLY_OVERLAY_ATTRIBUTE}]`);
}

/** Marks an early overlay's view with the overlay's state it shows: `data-early-view="signup"`. @since 3.2.0 */
export const EARLY_VIEW_ATTRIBUTE = 'data-early-view';

/** Set on an early view by the entry loader when the person asked to submit its form (a press or Enter) before the take-over. @since 3.2.0 */
export const EARLY_SUBMITTED_ATTRIBUTE = 'data-early-submitted';

/**
 * The function the page's entry loader leaves on `window` to show the early view of an overlay's state (`signup`), as
 * it does for a tap made before the page has started; it answers whether the page holds that view and showed it. The
 * host calls it for a command that comes while its overlay's code is still loading, instead of showing a spinner.
 * @since 3.2.0
 */
export const EARLY_VIEW_SHOW = '__casinoShowEarlyView';

/** Dispatched on the early overlay's slot when the person closes the early view (its close icon, around it, Esc). @since 3.2.0 */
export const EARLY_VIEW_CLOSED_EVENT = 'earlyviewclosed';

/** The prefix of every id an early overlay's markup holds, apart from the page's own (React's `identifierPrefix`). @since 3.2.0 */
export const EARLY_ID_PREFIX = 'early-';

/**
 * The function a prerendered page's inline entry loader leaves on `window`: until the host calls it,
 * a tap on a button (which has no handler before hydration) is held and shown busy. The host calls it
 * once React has the page (hydrating or rendered afresh), with its check of whether React has hydrated
 * an element and, over a hydrating page, a function that has React hydrate an element's part first; from then on a
 * button is clicked again, and a tap on it held, until React has hydrated it, and a press on a control it has not
 * hydrated is kept from React (docs/decisions/060).
 */
export const EARLY_TAP_REPLAY = '__casinoReplayEarlyTap';

/**
 * The id of the `<script type="application/json">` in which the site server gives every page the
 * site's runtime config (what `/config.json` answers): the host's entry reads it from the page, so a
 * first visit makes no request for it before a remote's files can be asked for.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The id of the `<script type="application/json">` holding a remote's {@link FirstScreen.state}. */
export const firstScreenStateId = (remote: string): string => `first-screen-state-${remote}`;

/**
 * The state the site server rendered this remote's first screen from, in this page; undefined
 * when the page holds none (not server-rendered, or outside a browser).
 */
export function readFirstScreenState(remote: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(firstScreenStateId(remote));
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The `elementtiming` of a first screen's lead image (shared-ui `ArtPicture` with `load="lead"`): the
 * prerendered page's entry loader starts the host's entry once the browser reports it shown, so
 * neither its downloads nor its tasks come before the page's largest paint (docs/decisions/013).
 */
export const FIRST_SCREEN_IMAGE_TIMING = 'first-screen-image';
