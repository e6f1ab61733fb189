import type { RemoteName } from 'shared-releases';
import { hintRemote } from './remote-hints';

// Free of shared modules, like route-hints.ts: the host's entry watches for intent before the async boundary.

/**
 * The attribute of a control that sends an overlay's command (shared-events/command-controls'
 * OPENS_ATTRIBUTE, written out: that package is a shared module, not to be evaluated before the
 * boundary; a test holds the two equal).
 */
export const OPENS_ATTRIBUTE_NAME = 'data-opens';

/**
 * The overlay each command opens (as site-layout.tsx mounts them), for hints before the app has started. `atStart`:
 * the overlay the host mounts ahead for a visitor (decision 048), whose files a page with its control asks for at once.
 */
export const OVERLAY_OF_COMMAND: Readonly<Record<string, { remote: RemoteName; exposed: string; atStart?: true }>> = {
  'onboarding.open': { remote: 'mfe-onboarding', exposed: 'OnboardingModal', atStart: true },
  'chat.open': { remote: 'mfe-support', exposed: 'ChatWidget' },
  'cashier.open': { remote: 'mfe-cashier', exposed: 'CashierModal' },
};

/**
 * The attribute the site server writes on a player's page (host/src/session/player-hint.ts' PLAYER_HINT_ATTRIBUTE,
 * written out: that module is not free of shared modules; a test holds the two equal).
 */
export const PLAYER_PAGE_ATTRIBUTE = 'data-player';

/** Whether the page is a signed-in player's, as the site server marked it (the host corrects a stale mark at boot). */
export const isPlayersPage = (root: Document = document): boolean => root.documentElement.hasAttribute(PLAYER_PAGE_ATTRIBUTE);

/** The events that show a person is about to use a control, before its click (as overlay-intent.ts). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The overlays a control opens (its `data-opens` commands), when `target` is in one. */
function overlaysOf(target: EventTarget | null): Array<(typeof OVERLAY_OF_COMMAND)[string]> {
  const control = target instanceof Element ? target.closest(`[${OPENS_ATTRIBUTE_NAME}]`) : null;
  const commands = control?.getAttribute(OPENS_ATTRIBUTE_NAME)?.split(' ') ?? [];
  return commands.flatMap((command) => OVERLAY_OF_COMMAND[command] ?? []);
}

/**
 * From the host's first task until the page is hydrated (when lazy-overlay.tsx takes over and
 * evaluates the overlay on intent), a person's intent to use a control that opens an overlay
 * preloads that overlay's files. A tap on SIGN UP NOW while a remote's first screen is still being
 * hydrated is held by the entry loader and clicked again after hydration; without this, the
 * overlay's manifest and files were only asked for then, a chain of round trips after the tap. A
 * control tapped before this ran (held busy by the entry loader) counts as intent at once. The
 * overlay mounted ahead (`atStart`) is preloaded at once when the page has a control of it.
 * Returns the function that stops watching.
 */
export function hintOverlaysOnIntent(root: Document = document): () => void {
  const hinted = new Set<string>();
  const hint = (target: EventTarget | null) => {
    for (const { remote, exposed } of overlaysOf(target)) {
      const key = `${remote}/${exposed}`;
      if (hinted.has(key)) continue;
      hinted.add(key);
      void hintRemote('preload', remote, exposed);
    }
  };
  const onIntent = (event: Event) => hint(event.target);
  for (const name of INTENT_EVENTS) root.addEventListener(name, onIntent, { capture: true, passive: true });
  hint(root.querySelector(`[${OPENS_ATTRIBUTE_NAME}][aria-busy="true"]`));
  // The sign-up and log-in modal, on a visitor's page with its controls: its files are asked for now, beside the host's
  // own, so the host finds them in the cache when it mounts the modal ahead (decision 048). A player's page (marked by
  // the site server) has the visitor's controls in its prerendered HTML too, hidden: nothing is asked for there.
  if (!isPlayersPage(root)) {
    root.querySelectorAll(`[${OPENS_ATTRIBUTE_NAME}]`).forEach((control) => {
      if (overlaysOf(control).some((overlay) => overlay.atStart)) hint(control);
    });
  }
  return () => {
    for (const name of INTENT_EVENTS) root.removeEventListener(name, onIntent, { capture: true });
  };
}
