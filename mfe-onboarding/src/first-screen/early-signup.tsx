import { useState } from 'react';
import { EARLY_ID_PREFIX, EARLY_VIEW_ATTRIBUTE } from 'shared-events/first-screen';
import { ModalFrame } from 'shared-ui/first-screen';
import { OnboardingContext } from '../onboarding/onboarding-context';
import { OnboardingView, onboardingWidth } from '../onboarding/onboarding-modal';
import { createOnboardingStore } from '../onboarding/onboarding-store';
import { ONBOARDING_TITLES } from '../onboarding/onboarding-titles';

/**
 * The sign-up view as the open modal shows it, for the page's early overlay (docs/decisions/059): the modal's frame
 * and the sign-up form's first page, with nothing typed. A tap on SIGN UP NOW before the page has started shows it; the
 * modal takes over what was typed in it when it opens.
 */
export function EarlySignup() {
  const [store] = useState(createOnboardingStore);
  return (
    <div {...{ [EARLY_VIEW_ATTRIBUTE]: 'signup' }}>
      <OnboardingContext.Provider value={store}>
        <ModalFrame title={ONBOARDING_TITLES.signup} titleId={`${EARLY_ID_PREFIX}signup-title`} width={onboardingWidth('signup')}>
          <div data-onboarding-state="signup">
            <OnboardingView type="signup" params={{}} />
          </div>
        </ModalFrame>
      </OnboardingContext.Provider>
    </div>
  );
}
