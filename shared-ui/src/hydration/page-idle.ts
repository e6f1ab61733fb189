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

/** What keeps a person busy with the page: a press, a key, typing. */
const BUSY_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** This long without a press or a key is a pause: a person has read what they asked for, or stopped typing. */
export const USE_PAUSE_MS = 1000;

/**
 * Resolves at the next pause in use: `pauseMs` without a press, a key or typing. Work started by
 * the first tap (a check, a load ahead) would otherwise land between that tap's events or the
 * keystrokes that follow it, and hold them up on a slow phone.
 */
export const whenUsePauses = (root: Document = document, pauseMs = USE_PAUSE_MS): Promise<void> =>
  new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout>;
    const busy = () => {
      clearTimeout(timer);
      timer = setTimeout(paused, pauseMs);
    };
    const paused = () => {
      BUSY_EVENTS.forEach((type) => root.removeEventListener(type, busy, true));
      resolve();
    };
    BUSY_EVENTS.forEach((type) => root.addEventListener(type, busy, { capture: true, passive: true }));
    busy();
  });

/**
 * Resolves once the page has loaded and settled (the browser idle), a person has started to use it
 * and then pauses, and the browser is idle again: when a remote checks what the server rendered for
 * this page, which loads the provider client's code and the contract's schemas (long tasks on a slow
 * phone, kept away from the first tap and the typing after it).
 */
export const whenPageSettledAndInUse = (root: Document = document): Promise<void> =>
  whenPageLoaded()
    .then(whenBrowserIdle)
    .then(() => whenPageInUse(root))
    .then(() => whenUsePauses(root))
    .then(whenBrowserIdle);
