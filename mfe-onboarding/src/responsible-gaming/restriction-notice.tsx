import { formatLimitInstant } from 'shared-api';
import type { RestrictionAnswer } from 'shared-contract';
import { FormAlert } from '../fields/field-styles';

/** What the provider said when a time-out or self-exclusion began; it stays after the host logs out. */
export function RestrictionNotice({ answer }: { answer: RestrictionAnswer }) {
  return (
    <FormAlert role="status" $tone="success">
      <p>{answer.message}</p>
      <p>{`${answer.restriction.kind === 'time-out' ? 'Your break' : 'Your self-exclusion'} ends ${formatLimitInstant(answer.restriction.ends_at)}.`}</p>
    </FormAlert>
  );
}
