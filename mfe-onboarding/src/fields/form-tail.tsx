import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import { Actions, FormAlert } from './field-styles';

/** What a form's last submit led to: an error is an alert, a success a polite status. */
export interface FormAnswerText {
  tone: 'error' | 'success';
  /** Usually text; the login form's lock-out message carries a link. */
  text: ReactNode;
}

/** The answer above a form (login, recovery, signup and the account forms show it the same way). */
export function FormAnswer({ answer }: { answer: FormAnswerText | null | undefined }) {
  if (!answer) return null;
  return (
    <FormAlert role={answer.tone === 'error' ? 'alert' : 'status'} $tone={answer.tone}>
      {answer.text}
    </FormAlert>
  );
}

export interface FormTailProps {
  submitLabel: string;
  /** While the form submits the button is disabled (and says `busyLabel`, when given). */
  submitting: boolean;
  busyLabel?: string;
  /** Buttons before the submit (Back). */
  children?: ReactNode;
}

/** The end of every onboarding and account form: its other buttons, then the submit. */
export function FormTail({ submitLabel, submitting, busyLabel, children }: FormTailProps) {
  return (
    <Actions>
      {children}
      <Button type="submit" disabled={submitting}>
        {submitting && busyLabel ? busyLabel : submitLabel}
      </Button>
    </Actions>
  );
}
