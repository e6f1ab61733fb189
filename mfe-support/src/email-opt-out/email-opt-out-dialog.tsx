import { useState } from 'react';
import { marketingClient, ProviderError, GENERIC_ERROR_MESSAGE } from 'shared-api';
import { Dialog, Spinner, useBusEvent } from 'shared-ui';

type OptOutState =
  | { status: 'closed' }
  | { status: 'working'; userHash: string }
  | { status: 'done'; message: string }
  | { status: 'failed'; userHash: string; message: string };

/**
 * SPEC §2 emailOptOut: the link of a marketing email (`?unsubscribe=<userHash>`) opens this
 * dialogue, which unsubscribes at once (the click is the request) and confirms.
 */
export function EmailOptOutDialog() {
  const [state, setState] = useState<OptOutState>({ status: 'closed' });

  const unsubscribe = (userHash: string) => {
    setState({ status: 'working', userHash });
    marketingClient.unsubscribe(userHash).then(
      (answer) => setState({ status: 'done', message: answer.message }),
      (error: unknown) => setState({ status: 'failed', userHash, message: error instanceof ProviderError ? error.message : GENERIC_ERROR_MESSAGE }),
    );
  };

  useBusEvent('email.optout.open', ({ userHash }) => unsubscribe(userHash));

  if (state.status === 'closed') return null;
  const close = () => setState({ status: 'closed' });
  if (state.status === 'working') {
    return (
      <Dialog title="Email preferences" onClose={close} actions={[]}>
        <Spinner label="Unsubscribing you from marketing emails" />
      </Dialog>
    );
  }
  if (state.status === 'failed') {
    return (
      <Dialog title="Email preferences" onClose={close}
        actions={[{ label: 'TRY AGAIN', onSelect: () => unsubscribe(state.userHash) }, { label: 'CLOSE', variant: 'ghost', onSelect: close }]}>
        <p role="alert">We could not unsubscribe you: {state.message}</p>
      </Dialog>
    );
  }
  return (
    <Dialog title="Email preferences" onClose={close} actions={[{ label: 'CLOSE', onSelect: close }]}>
      <p role="status">{state.message}</p>
      <p>You can turn offers by email back on at any time under My Account, Preferences.</p>
    </Dialog>
  );
}
