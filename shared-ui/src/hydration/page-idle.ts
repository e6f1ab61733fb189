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
    if (root.defaultView?.navigator.userActivation?.hasBeenActive) {
      resolve();
      return;
    }
    const used = () => {
      USE_EVENTS.forEach((type) => root.removeEventListener(type, used, true));
      resolve();
    };
    USE_EVENTS.forEach((type) => root.addEventListener(type, used, { capture: true, passive: true }));
  });
