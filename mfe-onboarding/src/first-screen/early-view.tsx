import { useState } from 'react';
import type { OnboardingState } from 'shared-events';
import { EARLY_ID_PREFIX, EARLY_VIEW_ATTRIBUTE } from 'shared-events/first-screen';
import { ModalFrame } from 'shared-ui/first-screen';
import { OnboardingContext } from '../onboarding/onboarding-context';
import { OnboardingView, onboardingWidth } from '../onboarding/onboarding-modal';
import { createOnboardingStore } from '../onboarding/onboarding-store';
import { ONBOARDING_TITLES } from '../onboarding/onboarding-titles';

/** The modal's views a page holds early: the ones its visitor's buttons open (SIGN UP NOW, SIGN UP, LOGIN). */
const EARLY_VIEWS = ['signup', 'login'] as const satisfies ReadonlyArray<OnboardingState>;

/** Every view a page holds early, one after the other; the page's entry loader shows one at a time. */
export function EarlyViews() {
  return EARLY_VIEWS.map((state) => <EarlyView key={state} state={state} />);
}

/**
 * A view of the modal as the open modal shows it, for the page's early overlay (docs/decisions/059): the modal's frame
 * and the view's form (its first page), with nothing typed. A tap on a button that opens it, before the page has
 * started, shows it; the modal takes over what was typed in it when it opens.
 */
function EarlyView({ state }: { state: (typeof EARLY_VIEWS)[number] }) {
  const [store] = useState(createOnboardingStore);
  return (
    <div {...{ [EARLY_VIEW_ATTRIBUTE]: state }}>
      <OnboardingContext.Provider value={store}>
        <ModalFrame title={ONBOARDING_TITLES[state]} titleId={`${EARLY_ID_PREFIX}${state}-title`} width={onboardingWidth(state)}>
          <div data-onboarding-state={state}>
            <OnboardingView type={state} params={{}} />
          </div>
        </ModalFrame>
      </OnboardingContext.Provider>
    </div>
  );
}
