import { useState, type FormEvent } from 'react';
import { saferGamblingClient } from 'shared-api';
import type { RealityCheckMinutes, SaferGamblingState } from 'shared-contract';
import { Button } from 'shared-ui';
import { FormAnswer } from '../fields/form-tail';
import { RadioChoices } from './radio-choices';
import { SectionCard } from './responsible-gaming-styles';
import { useAnsweredAction } from './use-answered-action';
import type { SaferGambling } from './use-safer-gambling';

const INTERVALS = ([15, 30, 60] as const).map((value) => ({ value, label: `${value} minutes` }));

/** How often a session stops for a reminder of its time and figures (PUT …/reality-check). */
export function RealityCheckCard({ state, change }: { state: SaferGamblingState; change: SaferGambling['change'] }) {
  const [chosen, setChosen] = useState<RealityCheckMinutes>(state.reality_check.interval_minutes);
  const { busy, answer, run } = useAnsweredAction<'save'>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('save', async () => {
      const after = await change((pid) => saferGamblingClient.setRealityCheck(pid, chosen), 'reality-check');
      return `We will remind you every ${after.reality_check.interval_minutes} minutes.`;
    });
  };
  return (
    <SectionCard aria-labelledby="reality-check-heading">
      <h2 id="reality-check-heading">Reality check</h2>
      <p>While you play, a reminder shows how long you have played and what you have won and lost this session.</p>
      <FormAnswer answer={answer} />
      <form aria-label="Reality check" onSubmit={save}>
        <RadioChoices legend="Remind me every" name="reality-check" options={INTERVALS} value={chosen} onChange={setChosen} />
        <Button type="submit" disabled={busy !== null}>{busy ? 'Saving…' : 'Save reminder'}</Button>
      </form>
    </SectionCard>
  );
}
