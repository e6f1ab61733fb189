import type { EventBus, Unsubscribe } from 'shared-events';
import { EARLY_VIEW_CLOSED_EVENT, EARLY_VIEW_SHOW, earlyOverlaySlot } from 'shared-events/first-screen';
import type { PendingCommand } from './first-command';

/**
 * Shows the page's early view for `command` (its payload's `state`, such as the sign-up of `onboarding.open`), through
 * the page's entry loader, which shows it as it does for a tap made before the page started (docs/decisions/059).
 * Answers whether it did: false when the page holds no such view (a player's page, a page the site server did not fill).
 */
export function showEarlyView(command: PendingCommand): boolean {
  const state = (command.payload as { state?: unknown } | undefined)?.state;
  const show = (window as unknown as Record<string, unknown>)[EARLY_VIEW_SHOW];
  return typeof state === 'string' && typeof show === 'function' && (show as (state: string) => boolean)(state) === true;
}

/**
 * When the person closes the early view shown for `command` before its overlay took over, the command is taken off the
 * bus, where it waited for the overlay: the overlay, once in, stays closed as the person asked.
 */
export function dropCommandWhenEarlyViewCloses(bus: EventBus, command: PendingCommand): Unsubscribe {
  const overlay = earlyOverlaySlot();
  if (!overlay) return () => undefined;
  const drop = () => {
    // A handler takes a waiting command as it subscribes; none other is sent meanwhile.
    bus.on(command.name, () => undefined)();
  };
  overlay.addEventListener(EARLY_VIEW_CLOSED_EVENT, drop, { once: true });
  return () => overlay.removeEventListener(EARLY_VIEW_CLOSED_EVENT, drop);
}

/** Hides the page's early view, if it shows: the overlay it stood in for cannot load, and says so in its place. */
export function hideEarlyView(): void {
  const overlay = earlyOverlaySlot();
  if (overlay) overlay.hidden = true;
}
