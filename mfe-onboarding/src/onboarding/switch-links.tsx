import type { OnboardingState } from 'shared-events';
import { LinkButton } from 'shared-ui';
import { Links } from '../fields/field-styles';
import { useOnboardingStore } from './onboarding-context';

const LABELS: Partial<Record<OnboardingState, string>> = {
  login: 'Log in',
  signup: 'Sign up',
  forgottenusername: 'Forgot your username?',
  forgottenpassword: 'Forgot your password?',
};

/** Links to the other onboarding types, keeping the modal open and what was typed. */
export function SwitchLinks({ to }: { to: ReadonlyArray<OnboardingState> }) {
  const store = useOnboardingStore();
  return (
    <Links>
      {to.map((type) => (
        <LinkButton key={type} type="button" onClick={() => store.switchTo(type)}>
          {LABELS[type] ?? type}
        </LinkButton>
      ))}
    </Links>
  );
}
