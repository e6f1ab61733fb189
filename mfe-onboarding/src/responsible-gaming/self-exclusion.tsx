import { useId, useState } from 'react';
import { HELP_LINE_TEXT, SELF_EXCLUSION_PHRASE, saferGamblingClient } from 'shared-api';
import type { SelfExclusionDuration } from 'shared-contract';
import { Button, Dialog } from 'shared-ui';
import { FieldBox, Input } from '../fields/field-styles';
import { labelOf, RadioChoices } from './radio-choices';
import { RestrictionDialog, type OnRestricted } from './restriction-dialog';
import { SectionCard } from './responsible-gaming-styles';

/** The lengths the provider allows (SelfExclusionDuration), as the player reads them. */
export const SELF_EXCLUSION_DURATIONS: ReadonlyArray<{ value: SelfExclusionDuration; label: string }> = [
  { value: '6m', label: '6 months' },
  { value: '1y', label: '1 year' },
  { value: '5y', label: '5 years' },
];

/**
 * Self-exclusion (POST …/self-exclusion), asked twice: first what it means, then the player types
 * SELF_EXCLUSION_PHRASE, which the provider checks again.
 */
export function SelfExclusionCard({ onRestricted }: { onRestricted: OnRestricted }) {
  const phraseId = useId();
  const [duration, setDuration] = useState<SelfExclusionDuration>('6m');
  const [step, setStep] = useState<'choose' | 'explain' | 'confirm'>('choose');
  const [phrase, setPhrase] = useState('');
  const label = labelOf(SELF_EXCLUSION_DURATIONS, duration);
  const close = () => {
    setStep('choose');
    setPhrase('');
  };
  return (
    <SectionCard aria-labelledby="self-exclusion-heading">
      <h2 id="self-exclusion-heading">Self-exclusion</h2>
      <p>Self-exclusion closes your account to play for a long time, if you feel you need to stop gambling.</p>
      <RadioChoices legend="Exclude me for" name="self-exclusion" options={SELF_EXCLUSION_DURATIONS} value={duration} onChange={setDuration} />
      <Button type="button" $variant="secondary" onClick={() => setStep('explain')}>Exclude myself</Button>
      {step === 'explain' && (
        <Dialog
          title={`Exclude yourself for ${label}?`}
          onClose={close}
          actions={[
            { label: 'Cancel', variant: 'ghost', onSelect: close },
            { label: 'Continue', onSelect: () => setStep('confirm') },
          ]}
        >
          <p>Self-exclusion cannot be undone from the site: you cannot log in or play for {label}, and all your sessions end now.</p>
          <p>{HELP_LINE_TEXT}</p>
        </Dialog>
      )}
      {step === 'confirm' && (
        <RestrictionDialog
          title="Confirm your self-exclusion"
          confirmLabel={`Exclude me for ${label}`}
          canConfirm={phrase.trim() === SELF_EXCLUSION_PHRASE}
          request={(pid) => saferGamblingClient.selfExclude(pid, { duration, confirmation: phrase.trim() })}
          onCancel={close}
          onRestricted={onRestricted}
        >
          <FieldBox>
            <label htmlFor={phraseId}>{`Type ${SELF_EXCLUSION_PHRASE} to confirm`}</label>
            <Input id={phraseId} autoComplete="off" autoCapitalize="characters" spellCheck={false} value={phrase} onChange={(event) => setPhrase(event.target.value)} />
          </FieldBox>
        </RestrictionDialog>
      )}
    </SectionCard>
  );
}
