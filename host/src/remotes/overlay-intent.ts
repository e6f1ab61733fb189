import type { CommandName } from 'shared-events';
import { onFirstEvent } from 'shared-ui';

/**
 * The attribute of a control that sends an overlay's command: `data-opens="onboarding.open"`. A
 * pointer resting on it, a touch or a focus is taken as the intent to use it: the overlay answering
 * that command is loaded then, so it is ready (or nearly) by the time the tap lands.
 */
export const OPENS_ATTRIBUTE = 'data-opens';

/** The props that mark a control as sending `command`: `<Button {...opensOverlay('chat.open')} onClick={…}>`. */
export const opensOverlay = (command: CommandName): { [OPENS_ATTRIBUTE]: CommandName } => ({ [OPENS_ATTRIBUTE]: command });

/** The events that show a person is about to use a control, before its click. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `onIntent` once, the first time a person shows the intent to use a control that sends one
 * of `commands` (see {@link OPENS_ATTRIBUTE}). Returns the function that stops watching.
 */
export function onOverlayIntent(commands: ReadonlyArray<CommandName>, onIntent: () => void, root: Document = document): () => void {
  const sendsOneOfCommands = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(`[${OPENS_ATTRIBUTE}]`) : null;
    const opens = control?.getAttribute(OPENS_ATTRIBUTE)?.split(' ') ?? [];
    return opens.some((name) => (commands as ReadonlyArray<string>).includes(name));
  };
  return onFirstEvent(root, INTENT_EVENTS, sendsOneOfCommands, onIntent);
}
