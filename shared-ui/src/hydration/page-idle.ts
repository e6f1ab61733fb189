import { onFirstEvent } from './first-event';

/** Longest wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 3000;

/** Resolves once the page has loaded (its load event), at once if it has. */
export const whenPageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/** Resolves at the browser's next idle moment, or after three seconds on a page that is never idle. */
export const whenBrowserIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });

/** What shows a person has started to use the page: a press, a key, a field or button taking focus. */
const USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Resolves once a person has started to use the page (a press, a key, a focus), at once if they
 * already have (the browser's sticky user activation). Work that a page only looked at never needs
 * (checking what the server rendered, loading ahead for provider calls) waits for it, so a slow
 * phone spends its start on the first screen alone.
 */
export const whenPageInUse = (root: Document = document): Promise<void> =>
  new Promise((resolve) => {
    if (root.defaultView?.navigator.userActivation?.hasBeenActive) resolve();
    else onFirstEvent(root, USE_EVENTS, () => true, resolve);
  });

/**
 * Resolves once the page has loaded and settled (the browser idle), a person has started to use it,
 * and what they asked for is done (idle again): when a remote checks what the server rendered for
 * this page, which loads the provider client's code and the contract's schemas.
 */
export const whenPageSettledAndInUse = (root: Document = document): Promise<void> =>
  whenPageLoaded()
    .then(whenBrowserIdle)
    .then(() => whenPageInUse(root))
    .then(whenBrowserIdle);
