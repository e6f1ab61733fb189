import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import type { OnboardingState } from 'shared-events';
import { Modal, ModalStylesAhead, Spinner, useBusEvent } from 'shared-ui';
import { MoreDetailsWizard } from '../account/more-details-wizard';
import { LoginForm } from '../login/login-form';
import { QuickLinkFlow } from '../quick-links/quick-link-flow';
import { ForgottenPasswordForm, ForgottenUsernameForm, PasswordResetForm } from '../recovery/recovery-forms';
import { SignupWizard } from '../signup/signup-wizard';
import { OnboardingContext } from './onboarding-context';
import { createOnboardingStore, useOnboardingSnapshot } from './onboarding-store';
import { ONBOARDING_INTROS, ONBOARDING_TITLES } from './onboarding-titles';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Narrow types keep a narrow panel. */
const WIDTHS: Partial<Record<OnboardingState, number>> = { compactlogin: 420, quicksignup: 480, signup: 560, moreDetails: 600 };
const DEFAULT_WIDTH = 520;

function OnboardingContent({ type, params }: { type: OnboardingState; params: Readonly<Record<string, string>> }) {
  switch (type) {
    case 'signup':
      return <SignupWizard />;
    case 'quicksignup':
      return <SignupWizard quick />;
    case 'login':
      return <LoginForm />;
    case 'compactlogin':
      return <LoginForm compact />;
    case 'moreDetails':
      return <MoreDetailsWizard />;
    case 'forgottenusername':
      return <ForgottenUsernameForm />;
    case 'forgottenpassword':
      return <ForgottenPasswordForm />;
    case 'passwordreset':
      return <PasswordResetForm params={params} />;
    case 'quickredeem':
    case 'quickplay':
      return <QuickLinkFlow kind={type} params={params} />;
  }
}

/**
 * The onboarding modal in all its types, opened by the `onboarding.open` command. Closing it
 * (Esc, the close icon, a click outside, or a finished transition) resets the type to login and
 * clears what was entered (SPEC §4).
 */
export function OnboardingModal() {
  const [store] = useState(createOnboardingStore);
  const snapshot = useOnboardingSnapshot(store);
  useBusEvent('onboarding.open', ({ state, params = {} }) => store.open(state, params));
  // The store's changes render at once (an external store's always do); its form, the costly part, renders in a
  // following render React may yield in, so the tap that opened the modal is painted first (decision 048).
  const rendered = useDeferredValue(snapshot);
  if (!snapshot.show) {
    return (
      <ModalStylesAhead widths={[DEFAULT_WIDTH, WIDTHS.signup ?? DEFAULT_WIDTH]}>
        <Spinner label="Loading the form" />
      </ModalStylesAhead>
    );
  }
  const { type, params } = rendered.show ? rendered : snapshot;
  const quickLink = type === 'quickredeem' || type === 'quickplay';
  return (
    <OnboardingContext.Provider value={store}>
      <Modal title={ONBOARDING_TITLES[type]} onClose={store.close} width={WIDTHS[type] ?? DEFAULT_WIDTH}>
        <div data-onboarding-state={type}>
          {!rendered.show ? (
            <Spinner label="Loading the form" />
          ) : (
            <>
              {type !== 'compactlogin' && !quickLink && <Intro>{ONBOARDING_INTROS[type]}</Intro>}
              {/* A new key per type and open: each type starts from the store, not from the previous form. */}
              <OnboardingContent key={`${type}:${JSON.stringify(params)}`} type={type} params={params} />
            </>
          )}
        </div>
      </Modal>
    </OnboardingContext.Provider>
  );
}
