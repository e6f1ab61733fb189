import { Formik, useFormikContext, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { Actions } from '../fields/field-styles';
import { FormAnswer, FormTail } from '../fields/form-tail';
import { readEarlyForm, type EarlyFormInput } from '../onboarding/early-overlay';

/** One page of a wizard: its fields, the rules that make it valid, and how it looks. */
export interface WizardPage {
  /** Shown above the page when the wizard has more than one. */
  title?: string;
  schema: AnyObjectSchema;
  render: () => ReactNode;
}

/** What running the action led to. */
export type WizardOutcome =
  /** The completion page. */
  | { kind: 'complete'; content: ReactNode }
  /** Back on the last page with the message above it; what was typed stays. */
  | { kind: 'inline-error'; message: ReactNode }
  /** An error page instead of the form, with a way back to it. */
  | { kind: 'error-page'; content: ReactNode }
  /** The action closed the modal or moved on: nothing more to show. */
  | { kind: 'done' };

export interface WizardProps<Values extends FormikValues> {
  /** Accessible name of the form. */
  name: string;
  initialValues: Values;
  pages: ReadonlyArray<WizardPage>;
  /** Label of the last page's button, e.g. 'Log In'. */
  actionLabel: string;
  /** What the spinner says while the action runs, e.g. 'Logging you in'. */
  busyLabel: string;
  onAction: (values: Values) => Promise<WizardOutcome>;
  /** Called with every change, to persist what was typed. */
  onValuesChange?: (values: Values) => void;
  /** Under the form on every page (links to other onboarding types). */
  footer?: ReactNode;
}

const StepTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Errors of one page only: the other pages' fields are not the player's concern yet. */
export function validatePage(schema: AnyObjectSchema, values: FormikValues): FormikErrors<FormikValues> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}

type Phase = { kind: 'form'; message?: ReactNode } | { kind: 'busy' } | { kind: 'complete'; content: ReactNode } | { kind: 'error-page'; content: ReactNode };

/**
 * The onboarding wizard of SPEC §4: pages with per-page validity; Next (or Enter) is blocked
 * with the messages shown until the page is valid; a page that becomes valid while focus is
 * outside the form (a password manager filling it) moves on by itself; after the last page the
 * action runs, then a completion or an error page follows.
 */
export function Wizard<Values extends FormikValues>(props: WizardProps<Values>) {
  const [pageIndex, setPageIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const pageRef = useRef(pageIndex);
  pageRef.current = pageIndex;
  const page = props.pages[pageIndex] ?? props.pages[0]!;
  const isLast = pageIndex >= props.pages.length - 1;

  return (
    <Formik<Values>
      initialValues={props.initialValues}
      validate={(values) => validatePage((props.pages[pageRef.current] ?? page).schema, values)}
      onSubmit={async (values, helpers) => {
        if (pageRef.current < props.pages.length - 1) {
          helpers.setTouched({}, false);
          setPageIndex(pageRef.current + 1);
          return;
        }
        setPhase({ kind: 'busy' });
        const outcome = await props.onAction(values);
        if (outcome.kind === 'complete') setPhase({ kind: 'complete', content: outcome.content });
        else if (outcome.kind === 'error-page') setPhase({ kind: 'error-page', content: outcome.content });
        else if (outcome.kind === 'inline-error') setPhase({ kind: 'form', message: outcome.message });
      }}
    >
      {(formik) => {
        if (phase.kind === 'busy') return <Spinner label={props.busyLabel} />;
        if (phase.kind === 'complete') return <>{phase.content}</>;
        if (phase.kind === 'error-page') {
          return (
            <>
              {phase.content}
              <Actions>
                <Button type="button" $variant="ghost" onClick={() => setPhase({ kind: 'form' })}>
                  Back
                </Button>
              </Actions>
            </>
          );
        }
        return (
          <form aria-label={props.name} noValidate onSubmit={formik.handleSubmit}>
            <WizardEffects page={page} pageIndex={pageIndex} isLast={isLast} onValuesChange={props.onValuesChange} />
            {pageIndex === 0 && <EarlyFormTakeOver name={props.name} />}
            {props.pages.length > 1 && (
              <StepTitle>
                Step {pageIndex + 1} of {props.pages.length}
                {page.title ? `: ${page.title}` : ''}
              </StepTitle>
            )}
            <FormAnswer answer={phase.message && isLast ? { tone: 'error', text: phase.message } : null} />
            {page.render()}
            <FormTail submitLabel={isLast ? props.actionLabel : 'Next'} submitting={formik.isSubmitting}>
              {pageIndex > 0 && (
                <Button
                  type="button"
                  $variant="ghost"
                  onClick={() => {
                    formik.setTouched({}, false);
                    setPageIndex(pageIndex - 1);
                  }}
                >
                  Back
                </Button>
              )}
            </FormTail>
            {props.footer}
          </form>
        );
      }}
    </Formik>
  );
}

/** Persistence and auto-advance, inside Formik so they see every change. */
function WizardEffects<Values extends FormikValues>({
  page,
  pageIndex,
  isLast,
  onValuesChange,
}: {
  page: WizardPage;
  pageIndex: number;
  isLast: boolean;
  onValuesChange: ((values: Values) => void) | undefined;
}) {
  const { values, submitForm } = useFormikContext<Values>();
  const marker = useRef<HTMLSpanElement>(null);
  const validity = useRef<{ page: number; valid: boolean } | null>(null);

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  useEffect(() => {
    const valid = page.schema.isValidSync(values);
    const before = validity.current;
    validity.current = { page: pageIndex, valid };
    // Only a change from invalid to valid on the same page counts; arriving on a valid page does not.
    if (!before || before.page !== pageIndex || before.valid || !valid) return;
    // The last page runs the action, which stays the player's own decision.
    if (isLast) return;
    const form = marker.current?.closest('form');
    if (form && !form.contains(document.activeElement)) void submitForm();
  }, [values, page, pageIndex, isLast, submitForm]);

  return <span ref={marker} hidden />;
}

/**
 * Takes over what was typed into the page's early form of the same name (docs/decisions/059), in the frame the form
 * first shows: its values (those typed; the rest stay as the store had them), the field and caret the person was at,
 * and a submit they asked for meanwhile.
 */
function EarlyFormTakeOver({ name }: { name: string }) {
  const { values, setValues, submitForm } = useFormikContext<FormikValues>();
  const marker = useRef<HTMLSpanElement>(null);
  const [taken, setTaken] = useState<EarlyFormInput | null>(null);

  useLayoutEffect(() => {
    const early = readEarlyForm(name);
    if (!early) return;
    const typed = Object.fromEntries(Object.entries(early.values).filter(([field, value]) => field in values && value !== '' && value !== false));
    if (Object.keys(typed).length > 0) void setValues({ ...values, ...typed }, false);
    const field = early.focused && marker.current?.closest('form')?.elements.namedItem(early.focused.name);
    if (field instanceof HTMLElement) field.focus();
    setTaken(early);
    // Once, with the form's first values: what is typed from now on is the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // With the values in the fields: the caret back where it was, then the submit that was asked for.
  useEffect(() => {
    if (!taken) return;
    const field = taken.focused && marker.current?.closest('form')?.elements.namedItem(taken.focused.name);
    if (field instanceof HTMLInputElement && taken.focused?.selectionStart != null) {
      try {
        field.setSelectionRange(taken.focused.selectionStart, taken.focused.selectionEnd ?? taken.focused.selectionStart);
      } catch {
        // A field without a selection (email) keeps the caret where the browser put it.
      }
    }
    if (taken.submitted) void submitForm();
  }, [taken, submitForm]);

  return <span ref={marker} hidden />;
}
