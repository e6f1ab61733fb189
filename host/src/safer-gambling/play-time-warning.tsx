import { useState } from 'react';
import { playTimeWarningMessage, PLAY_TIME_WARNING_MINUTES } from 'shared-api';
import type { SaferGamblingState } from 'shared-contract';
import { Dialog } from 'shared-ui';

/** Whole minutes left of today's play time by the provider's clock, when the warning is due; null otherwise. */
export function minutesBeforePlayTimeEnds(state: SaferGamblingState): number | null {
  const endsAt = state.play_time.ends_at;
  if (!endsAt) return null;
  const left = Math.ceil((Date.parse(endsAt) - Date.parse(state.now)) / 60_000);
  return left > 0 && left <= PLAY_TIME_WARNING_MINUTES ? left : null;
}

/** The warning before the play-time limit ends the session; once dismissed it stays away for that end. */
export function PlayTimeWarning({ state }: { state: SaferGamblingState }) {
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const minutes = minutesBeforePlayTimeEnds(state);
  if (minutes === null || dismissedFor === state.play_time.ends_at) return null;
  const dismiss = () => setDismissedFor(state.play_time.ends_at);
  return (
    <Dialog title="Play-time limit" onClose={dismiss} actions={[{ label: 'OK', onSelect: dismiss }]}>
      <p>{playTimeWarningMessage(minutes)}</p>
    </Dialog>
  );
}
