import type { CommandName } from './event-catalogue';

/**
 * The attribute of a control that sends an overlay's command: `data-opens="onboarding.open"`. The host
 * takes a pointer resting on it, a touch or a focus as the intent to use it and loads the overlay that
 * answers the command then, so it is ready (or nearly) by the time the tap lands. Any remote's control
 * that sends a command carries it.
 */
export const OPENS_ATTRIBUTE = 'data-opens';

/**
 * The attribute naming the overlay's view the control opens (`data-opens-state="signup"`), when the page may show that
 * view before its scripts have started (an early overlay: `EARLY_OVERLAY_ATTRIBUTE` in `shared-events/first-screen`).
 * @since 3.2.0
 */
export const OPENS_STATE_ATTRIBUTE = 'data-opens-state';

/**
 * The props that mark a control as sending `command`: `<Button {...opensOverlay('chat.open')} onClick={…}>`; with
 * `state`, the view of the overlay it opens (`opensOverlay('onboarding.open', 'signup')`), which a tap made before the
 * page has started may show at once when the page holds it.
 */
export const opensOverlay = (command: CommandName, state?: string): { [OPENS_ATTRIBUTE]: CommandName; [OPENS_STATE_ATTRIBUTE]?: string } =>
  state === undefined ? { [OPENS_ATTRIBUTE]: command } : { [OPENS_ATTRIBUTE]: command, [OPENS_STATE_ATTRIBUTE]: state };
