import { useDeferredValue, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';
import type { OnboardingState } from 'shared-events';
import { Modal, ModalStylesAhead, Spinner, useBusEvent } from 'shared-ui';
import { MoreDetailsWizard } from '../account/more-details-wizard';
import { LoginForm } from '../login/login-form';
import { QuickLinkFlow } from '../quick-links/quick-link-flow';
import { ForgottenPasswordForm, ForgottenUsernameForm, PasswordResetForm } from '../recovery/recovery-forms';
import { SignupWizard } from '../signup/signup-wizard';
import { OnboardingContext } from './onboarding-context';
import { dismissEarlyOverlay, showsEarlyView } from './early-overlay';
import { createOnboardingStore, useOnboardingSnapshot } from './onboarding-store';
import { ONBOARDING_INTROS, ONBOARDING_TITLES } from './onboarding-titles';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Narrow types keep a narrow panel. */
const WIDTHS: Partial<Record<OnboardingState, number>> = { compactlogin: 420, quicksignup: 480, signup: 560, moreDetails: 600 };
const DEFAULT_WIDTH = 520;

/** The panel's width for a type of the modal. */
export const onboardingWidth = (type: OnboardingState): number => WIDTHS[type] ?? DEFAULT_WIDTH;

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

/** What the panel shows for a type, under its title: the intro and the type's form or flow. */
export function OnboardingView({ type, params }: { type: OnboardingState; params: Readonly<Record<string, string>> }) {
  const quickLink = type === 'quickredeem' || type === 'quickplay';
  return (
    <>
      {type !== 'compactlogin' && !quickLink && <Intro>{ONBOARDING_INTROS[type]}</Intro>}
      {/* A new key per type and open: each type starts from the store, not from the previous form. */}
      <OnboardingContent key={`${type}:${JSON.stringify(params)}`} type={type} params={params} />
    </>
  );
}

/**
 * The onboarding modal in all its types, opened by the `onboarding.open` command. Closing it
 * (Esc, the close icon, a click outside, or a finished transition) resets the type to login and
 * clears what was entered (SPEC §4).
 */
export function OnboardingModal() {
  const [store] = useState(createOnboardingStore);
  const snapshot = useOnboardingSnapshot(store);
  // An open that takes over the view the page showed before its scripts started (docs/decisions/059): its form renders
  // in the frame the modal opens, not after a frame of spinner that would cover what the person is typing.
  const [takingOver, setTakingOver] = useState(false);
  useBusEvent('onboarding.open', ({ state, params = {} }) => {
    setTakingOver(showsEarlyView(state));
    store.open(state, params);
  });
  // The store's changes render at once (an external store's always do); its form, the costly part, renders in a
  // following render React may yield in, so the tap that opened the modal is painted first (decision 048).
  const rendered = useDeferredValue(snapshot);
  // After the form's own take-over (a child's layout effect runs first): whatever early view is left goes.
  useLayoutEffect(() => {
    if (snapshot.show) dismissEarlyOverlay();
  }, [snapshot.show]);
  if (!snapshot.show) {
    return (
      <ModalStylesAhead widths={[DEFAULT_WIDTH, onboardingWidth('signup')]}>
        <Spinner label="Loading the form" />
      </ModalStylesAhead>
    );
  }
  const { type, params } = rendered.show && !takingOver ? rendered : snapshot;
  return (
    <OnboardingContext.Provider value={store}>
      <Modal title={ONBOARDING_TITLES[type]} onClose={store.close} width={onboardingWidth(type)}>
        <div data-onboarding-state={type}>{!rendered.show && !takingOver ? <Spinner label="Loading the form" /> : <OnboardingView type={type} params={params} />}</div>
      </Modal>
    </OnboardingContext.Provider>
  );
}
