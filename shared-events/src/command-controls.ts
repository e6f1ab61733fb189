import type { CommandName } from './event-catalogue';

/**
 * The attribute of a control that sends an overlay's command: `data-opens="onboarding.open"`. The host
 * takes a pointer resting on it, a touch or a focus as the intent to use it and loads the overlay that
 * answers the command then, so it is ready (or nearly) by the time the tap lands. Any remote's control
 * that sends a command carries it.
 */
export const OPENS_ATTRIBUTE = 'data-opens';

/** The props that mark a control as sending `command`: `<Button {...opensOverlay('chat.open')} onClick={…}>`. */
export const opensOverlay = (command: CommandName): { [OPENS_ATTRIBUTE]: CommandName } => ({ [OPENS_ATTRIBUTE]: command });
