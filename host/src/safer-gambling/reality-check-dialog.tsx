import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCents, saferGamblingClient, toProviderError } from 'shared-api';
import type { RealityCheckAnswerBody, SaferGamblingState } from 'shared-contract';
import { Dialog, useEventBus } from 'shared-ui';
import { ACTIVITY_PATH } from '../layout/nav-items';
import { sessionLength } from './session-length';

export interface RealityCheckDialogProps {
  playerId: number;
  state: SaferGamblingState;
  /** The provider's answer: the check is no longer due. */
  onAnswered: (state: SaferGamblingState) => void;
}

/**
 * The reality check: how long the player has been logged in and what this session staked, won and
 * netted. It stays until answered (closing it is answering Continue); the answer is the provider's to record.
 */
export function RealityCheckDialog({ playerId, state, onAnswered }: RealityCheckDialogProps) {
  const bus = useEventBus();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const answering = useRef(false);
  const { session } = state;

  const answer = async (choice: RealityCheckAnswerBody['answer']) => {
    if (answering.current) return;
    answering.current = true;
    setProblem(null);
    try {
      onAnswered(await saferGamblingClient.answerRealityCheck(playerId, choice));
      bus.emit('safergambling.changed', { reason: 'reality-check' });
      if (choice === 'view-activity') navigate(ACTIVITY_PATH);
    } catch (error) {
      setProblem(toProviderError(error).message);
    } finally {
      answering.current = false;
    }
  };

  return (
    <Dialog
      title="Reality check"
      onClose={() => void answer('continue')}
      actions={[
        { label: 'Log out', variant: 'ghost', onSelect: () => bus.emit('session.end', { reason: 'logout' }) },
        { label: 'View activity', variant: 'ghost', onSelect: () => void answer('view-activity') },
        { label: 'Continue', onSelect: () => void answer('continue') },
      ]}
    >
      <p>You have been logged in for {sessionLength(session.logged_in_at, state.now)}</p>
      <ul>
        <li>Total staked {formatCents(session.staked)}</li>
        <li>Total won {formatCents(session.won)}</li>
        <li>Net result {formatCents(session.net)}</li>
      </ul>
      {problem && <p role="alert">{problem}</p>}
    </Dialog>
  );
}
