import { useState } from 'react';
import type { OnboardingState } from 'shared-events';
import { Modal, useBusEvent } from 'shared-ui';
import { ONBOARDING_INTROS, ONBOARDING_TITLES } from './onboarding-titles';

interface OpenModal {
  state: OnboardingState;
  params: Readonly<Record<string, string>>;
}

/**
 * The onboarding modal in all its types, opened by the `onboarding.open` command. Closing it
 * resets the type to login and clears what was entered (SPEC §4).
 */
export function OnboardingModal() {
  const [modal, setModal] = useState<OpenModal | null>(null);
  useBusEvent('onboarding.open', ({ state, params = {} }) => setModal({ state, params }));
  if (!modal) return null;
  return (
    <Modal title={ONBOARDING_TITLES[modal.state]} onClose={() => setModal(null)}>
      <p data-onboarding-state={modal.state}>{ONBOARDING_INTROS[modal.state]}</p>
    </Modal>
  );
}
