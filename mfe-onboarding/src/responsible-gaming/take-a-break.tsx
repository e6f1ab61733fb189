import { useState } from 'react';
import { saferGamblingClient } from 'shared-api';
import type { TimeOutDuration } from 'shared-contract';
import { Button } from 'shared-ui';
import { labelOf, RadioChoices } from './radio-choices';
import { RestrictionDialog, type OnRestricted } from './restriction-dialog';
import { SectionCard } from './responsible-gaming-styles';

const DURATIONS: ReadonlyArray<{ value: TimeOutDuration; label: string }> = [
  { value: '24h', label: '24 hours' },
  { value: '72h', label: '72 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
];

/** A time-out: no login and no play until it ends (POST …/time-out). */
export function TakeABreakCard({ onRestricted }: { onRestricted: OnRestricted }) {
  const [duration, setDuration] = useState<TimeOutDuration>('24h');
  const [asking, setAsking] = useState(false);
  const label = labelOf(DURATIONS, duration);
  return (
    <SectionCard aria-labelledby="take-a-break-heading">
      <h2 id="take-a-break-heading">Take a break</h2>
      <p>A break stops you logging in and playing for the time you choose.</p>
      <RadioChoices legend="Break for" name="time-out" options={DURATIONS} value={duration} onChange={setDuration} />
      <Button type="button" onClick={() => setAsking(true)}>Take a break</Button>
      {asking && (
        <RestrictionDialog
          title={`Take a break for ${label}?`}
          confirmLabel="Start my break"
          request={(pid) => saferGamblingClient.timeOut(pid, duration)}
          onCancel={() => setAsking(false)}
          onRestricted={onRestricted}
        >
          <p>Once it starts, a break cannot be undone or shortened.</p>
          <p>All your sessions end now, on every device, and you cannot log in until the break is over.</p>
        </RestrictionDialog>
      )}
    </SectionCard>
  );
}
