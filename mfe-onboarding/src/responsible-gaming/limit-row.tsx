import { useId, useState, type FormEvent } from 'react';
import { formatLimitInstant, saferGamblingClient } from 'shared-api';
import type { LimitKind, LimitPeriod, PlayerLimit, SaferGamblingState } from 'shared-contract';
import { Button } from 'shared-ui';
import { ErrorText, FieldBox, Hint, Input } from '../fields/field-styles';
import { FormAnswer } from '../fields/form-tail';
import { UNITS } from './limit-units';
import { Figures, InlineForm, Part, Pending } from './responsible-gaming-styles';
import { useAnsweredAction } from './use-answered-action';
import type { SaferGambling } from './use-safer-gambling';

const PERIOD_NAMES: Readonly<Record<LimitPeriod, string>> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };
const KIND_NAMES: Readonly<Record<LimitKind, string>> = { deposit: 'deposit limit', loss: 'loss limit', 'play-time': 'play-time limit' };
const USED_NAMES: Readonly<Record<LimitKind, string>> = { deposit: 'Deposited', loss: 'Lost', 'play-time': 'Played' };

type Action = 'save' | 'remove' | 'confirm' | 'withdraw';
const BUSY_LABELS: Readonly<Record<Action, string>> = { save: 'Saving…', remove: 'Removing…', confirm: 'Confirming…', withdraw: 'Withdrawing…' };

/** `Daily deposit limit` */
export const limitName = ({ kind, period }: Pick<PlayerLimit, 'kind' | 'period'>): string => `${PERIOD_NAMES[period]} ${KIND_NAMES[kind]}`;

const findLimit = (state: SaferGamblingState, { kind, period }: PlayerLimit) =>
  state.limits.find((limit) => limit.kind === kind && limit.period === period);

/**
 * One limit: what is in force, used and left, when it resets, and the form that asks for a change.
 * The provider decides whether a change applies at once or waits; the row shows what it answered.
 */
export function LimitRow({ limit, change }: { limit: PlayerLimit; change: SaferGambling['change'] }) {
  const unit = UNITS[limit.kind];
  const id = useId();
  const name = limitName(limit);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, answer, run } = useAnsweredAction<Action>();
  const ref = { kind: limit.kind, period: limit.period };

  // What was typed stays after a failure, so the player can correct it.
  const ask = (action: Action, call: (pid: number) => Promise<SaferGamblingState>) =>
    void run(action, async () => {
      const after = findLimit(await change(call, 'limits'), limit);
      if (action === 'save') setTyped('');
      return outcome(action, name, after, unit.format);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = unit.parse(typed);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    ask('save', (pid) => saferGamblingClient.changeLimit(pid, { ...ref, amount: parsed.amount }));
  };

  const { pending } = limit;
  const pendingText = pending && (
    `${pending.amount === null ? 'Removal of this limit' : `Change to ${unit.format(pending.amount)}`} pending: ` +
    (pending.confirmable ? 'you can confirm it now.' : `you can confirm it from ${formatLimitInstant(pending.confirmable_at)}.`)
  );
  const labelFor = (action: Action, label: string) => (busy === action ? BUSY_LABELS[action] : label);

  return (
    <Part aria-labelledby={`${id}-name`} aria-busy={busy !== null}>
      <h3 id={`${id}-name`}>{name}</h3>
      <Figures>
        <div><dt>Limit</dt><dd>{limit.amount === null ? 'No limit' : unit.format(limit.amount)}</dd></div>
        <div><dt>{USED_NAMES[limit.kind]}</dt><dd>{unit.format(limit.used)}</dd></div>
        {limit.remaining !== null && <div><dt>Left</dt><dd>{unit.format(limit.remaining)}</dd></div>}
        <div><dt>Resets</dt><dd>{formatLimitInstant(limit.resets_at)}</dd></div>
      </Figures>
      {pending && (
        <Pending>
          <p>{pendingText}</p>
          {pending.confirmable && (
            <Button type="button" disabled={busy !== null} onClick={() => ask('confirm', (pid) => saferGamblingClient.confirmLimit(pid, ref))}>
              {labelFor('confirm', 'Confirm')}
            </Button>
          )}
          <Button type="button" $variant="ghost" disabled={busy !== null} onClick={() => ask('withdraw', (pid) => saferGamblingClient.withdrawLimitChange(pid, ref))}>
            {labelFor('withdraw', 'Withdraw')}
          </Button>
        </Pending>
      )}
      <FormAnswer answer={answer} />
      <InlineForm noValidate aria-label={`Change the ${name.toLowerCase()}`} onSubmit={save}>
        <FieldBox>
          <label htmlFor={id}>{`New ${name.toLowerCase()} ${unit.label}`}</label>
          {/* Above the field, so the buttons line up with the field itself. */}
          <Hint id={`${id}-hint`}>{unit.hint}</Hint>
          <Input
            id={id}
            inputMode={unit.inputMode}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {fieldError && <ErrorText id={`${id}-error`} role="alert">{fieldError}</ErrorText>}
        </FieldBox>
        <Button type="submit" disabled={busy !== null}>{labelFor('save', 'Save')}</Button>
        {limit.amount !== null && (
          <Button type="button" $variant="ghost" disabled={busy !== null} onClick={() => ask('remove', (pid) => saferGamblingClient.changeLimit(pid, { ...ref, amount: null }))}>
            {labelFor('remove', 'Remove')}
          </Button>
        )}
      </InlineForm>
    </Part>
  );
}

/** What the row says after the provider answered. */
function outcome(action: Action, name: string, after: PlayerLimit | undefined, format: (amount: number) => string): string {
  if (action === 'withdraw') return 'The change is withdrawn: your limit stays as it is.';
  if (after?.pending && action !== 'confirm') return 'Your change is pending: it applies once you confirm it after the waiting time.';
  return after?.amount === null || after === undefined ? `Your ${name.toLowerCase()} is removed.` : `Your ${name.toLowerCase()} is now ${format(after.amount)}.`;
}
