import { useId, useState } from 'react';
import { fetchCaptchaToken, HELP_LINE_TEXT, SELF_EXCLUSION_PHRASE, saferGamblingClient } from 'shared-api';
import type { SelfExclusionDuration } from 'shared-contract';
import { Button } from 'shared-ui';
import { Actions, ErrorText, FieldBox, Input } from '../fields/field-styles';
import { FormAnswer } from '../fields/form-tail';
import { labelOf, RadioChoices } from '../responsible-gaming/radio-choices';
import { SELF_EXCLUSION_DURATIONS } from '../responsible-gaming/self-exclusion';
import { useAnsweredAction } from '../responsible-gaming/use-answered-action';

const PASSWORD_MISSING = 'Please enter your password.';

export interface SelfExcludeInsteadProps {
  /** The login the refused login was typed with. */
  login: string;
  onBack: () => void;
  onClose: () => void;
}

/**
 * The one thing a player on a time-out can still do (decision 016): exclude themselves for longer
 * with the login and password, asked twice like on the Responsible Gaming page. It opens no session.
 */
export function SelfExcludeInstead({ login, onBack, onClose }: SelfExcludeInsteadProps) {
  const passwordId = useId();
  const phraseId = useId();
  const [duration, setDuration] = useState<SelfExclusionDuration>('6m');
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [step, setStep] = useState<'choose' | 'explain' | 'confirm' | 'done'>('choose');
  const [phrase, setPhrase] = useState('');
  const { busy, answer, run } = useAnsweredAction<'exclude'>();
  const label = labelOf(SELF_EXCLUSION_DURATIONS, duration);

  const backToChoice = () => {
    setStep('choose');
    setPhrase('');
  };
  const exclude = async () => {
    const done = await run('exclude', async () => {
      const restricted = await saferGamblingClient.selfExcludeWithPassword(
        { login, password, duration, confirmation: phrase.trim() },
        await fetchCaptchaToken(),
      );
      return restricted.message;
    });
    if (done) setStep('done');
    else backToChoice();
  };

  if (step === 'done') {
    return (
      <section aria-labelledby={`${phraseId}-done`}>
        <h3 id={`${phraseId}-done`}>You have excluded yourself</h3>
        <FormAnswer answer={answer} />
        <p>{HELP_LINE_TEXT}</p>
        <Actions>
          <Button type="button" onClick={onClose}>Done</Button>
        </Actions>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${phraseId}-heading`}>
      <h3 id={`${phraseId}-heading`}>Self-exclude instead</h3>
      {answer?.tone === 'error' && <FormAnswer answer={answer} />}
      {step === 'choose' && (
        <>
          <p>A time-out does not stop you from excluding yourself for longer. Self-exclusion closes your account to play for a long time, if you feel you need to stop gambling.</p>
          <RadioChoices legend="Exclude me for" name="login-self-exclusion" options={SELF_EXCLUSION_DURATIONS} value={duration} onChange={setDuration} />
          <FieldBox>
            <label htmlFor={passwordId}>Password</label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={passwordMissing}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordMissing(false);
              }}
            />
            {passwordMissing && <ErrorText role="alert">{PASSWORD_MISSING}</ErrorText>}
          </FieldBox>
          <Actions>
            <Button type="button" $variant="ghost" onClick={onBack}>Back to log in</Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => (password === '' ? setPasswordMissing(true) : setStep('explain'))}
            >
              Exclude myself
            </Button>
          </Actions>
        </>
      )}
      {step === 'explain' && (
        <>
          <h4>{`Exclude yourself for ${label}?`}</h4>
          <p>Self-exclusion cannot be undone from the site: you cannot log in or play for {label}.</p>
          <p>{HELP_LINE_TEXT}</p>
          <Actions>
            <Button type="button" $variant="ghost" onClick={backToChoice}>Cancel</Button>
            <Button type="button" onClick={() => setStep('confirm')}>Continue</Button>
          </Actions>
        </>
      )}
      {step === 'confirm' && (
        <>
          <h4>Confirm your self-exclusion</h4>
          <FieldBox>
            <label htmlFor={phraseId}>{`Type ${SELF_EXCLUSION_PHRASE} to confirm`}</label>
            <Input id={phraseId} autoComplete="off" autoCapitalize="characters" spellCheck={false} value={phrase} onChange={(event) => setPhrase(event.target.value)} />
          </FieldBox>
          <Actions>
            <Button type="button" $variant="ghost" disabled={busy !== null} onClick={backToChoice}>Cancel</Button>
            <Button type="button" disabled={phrase.trim() !== SELF_EXCLUSION_PHRASE || busy !== null} onClick={() => void exclude()}>
              {busy ? 'Please wait…' : `Exclude me for ${label}`}
            </Button>
          </Actions>
        </>
      )}
    </section>
  );
}
