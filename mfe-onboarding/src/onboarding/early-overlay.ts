import { EARLY_SUBMITTED_ATTRIBUTE, EARLY_VIEW_ATTRIBUTE, earlyOverlaySlot } from 'shared-events/first-screen';

/*
 * The page's early overlay (docs/decisions/059, 061): the site server puts the sign-up and log-in views into the page,
 * and a tap on SIGN UP NOW or LOGIN made before the page has started shows that one at once (the entry loader). When the
 * modal opens the view shown, it takes over what was typed there and the early overlay goes.
 */

/** The page's early overlay while it is shown. */
function shownEarlyOverlay(): HTMLElement | null {
  const overlay = earlyOverlaySlot();
  return overlay && !overlay.hidden ? overlay : null;
}

/** The early view the page shows (the overlay holds one per view, and shows one at a time). */
function shownEarlyView(): HTMLElement | null {
  const overlay = shownEarlyOverlay();
  return overlay ? ([...overlay.querySelectorAll<HTMLElement>(`[${EARLY_VIEW_ATTRIBUTE}]`)].find((view) => !view.hidden) ?? null) : null;
}

/** Whether the page shows the early view of this state of the modal. */
export function showsEarlyView(state: string): boolean {
  return shownEarlyView()?.getAttribute(EARLY_VIEW_ATTRIBUTE) === state;
}

/** Hides the early overlay and empties it (its fields and ids leave the page): the modal shows from now on. */
export function dismissEarlyOverlay(): void {
  const overlay = shownEarlyOverlay();
  if (!overlay) return;
  overlay.hidden = true;
  overlay.replaceChildren();
}

/** What was typed into an early form: each named field's value (a checkbox's checked), where the caret was, and whether its submit was asked for. */
export interface EarlyFormInput {
  values: Record<string, string | boolean>;
  /** The name of the field that had focus, with its selection. */
  focused: { name: string; selectionStart: number | null; selectionEnd: number | null } | null;
  submitted: boolean;
}

/** The shown early form named `name` (its `aria-label`, as the modal's own form), read; null when the page shows none. */
export function readEarlyForm(name: string): EarlyFormInput | null {
  const view = shownEarlyView();
  const form = view ? [...view.querySelectorAll('form')].find((candidate) => candidate.getAttribute('aria-label') === name) : undefined;
  if (!form) return null;
  const values: Record<string, string | boolean> = {};
  let focused: EarlyFormInput['focused'] = null;
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
    values[field.name] = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    if (field === document.activeElement) {
      focused = { name: field.name, selectionStart: selectionOf(field, 'selectionStart'), selectionEnd: selectionOf(field, 'selectionEnd') };
    }
  }
  const submitted = form.closest(`[${EARLY_VIEW_ATTRIBUTE}]`)?.hasAttribute(EARLY_SUBMITTED_ATTRIBUTE) ?? false;
  return { values, focused, submitted };
}

/** A field's selection, null where the field has none (an email field throws on reading it in some browsers). */
function selectionOf(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, end: 'selectionStart' | 'selectionEnd'): number | null {
  if (field instanceof HTMLSelectElement) return null;
  try {
    return field[end];
  } catch {
    return null;
  }
}
