import type { CommandName } from 'shared-events';
import { OPENS_ATTRIBUTE } from 'shared-events/command-controls';
import { onFirstEvent } from 'shared-ui';

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
