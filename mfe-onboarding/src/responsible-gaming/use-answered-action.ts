import { useCallback, useState } from 'react';
import type { FormAnswerText } from '../fields/form-tail';
import { playerTextFor } from '../onboarding/error-texts';

/**
 * One form's call at a time: which action is busy (its button says so), and the answer to show
 * after it: the success text the work returns, or the provider's text for a failure.
 */
export function useAnsweredAction<Action extends string>() {
  const [busy, setBusy] = useState<Action | null>(null);
  const [answer, setAnswer] = useState<FormAnswerText | null>(null);
  const run = useCallback(async (action: Action, work: () => Promise<string>): Promise<boolean> => {
    setBusy(action);
    setAnswer(null);
    try {
      setAnswer({ tone: 'success', text: await work() });
      return true;
    } catch (error) {
      setAnswer({ tone: 'error', text: playerTextFor(error) });
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, answer, run };
}
