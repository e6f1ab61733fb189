import { Button, useEventBus } from 'shared-ui';
import { Actions } from '../fields/field-styles';
import { useOnboardingStore } from '../onboarding/onboarding-context';
import { SwitchLinks } from '../onboarding/switch-links';

/** SPEC §8: a duplicate email or login leads here, with a login prompt. */
export function AccountExistsPage({ email }: { email: string }) {
  const store = useOnboardingStore();
  return (
    <section aria-label="Account exists">
      <p role="alert">An account with this email or login already exists. Please log in instead.</p>
      <Actions>
        <Button
          type="button"
          onClick={() => {
            store.saveData({ login: email });
            store.switchTo('login');
          }}
        >
          Log In
        </Button>
      </Actions>
      <SwitchLinks to={['forgottenpassword', 'forgottenusername']} />
    </section>
  );
}

/** SPEC §8: any other signup failure offers live chat. */
export function SignupHelpPage({ message }: { message: string }) {
  const bus = useEventBus();
  return (
    <section aria-label="Signup help">
      <p role="alert">{message}</p>
      <p>Our support team is online around the clock and can finish your signup with you.</p>
      <Actions>
        <Button type="button" onClick={() => bus.emit('chat.open', { message: `I need help signing up: ${message}` })}>
          Chat with support
        </Button>
      </Actions>
    </section>
  );
}

/** After a signup: the player is logged in; the host greets them. */
export function SignupCompletePage({ firstName, onPlay }: { firstName: string; onPlay: () => void }) {
  return (
    <section aria-label="Signup complete">
      <p role="status">Welcome, {firstName}! Your account is ready.</p>
      <Actions>
        <Button type="button" onClick={onPlay}>
          Start playing
        </Button>
      </Actions>
    </section>
  );
}
