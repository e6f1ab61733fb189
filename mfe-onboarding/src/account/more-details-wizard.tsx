import { useCallback, useMemo } from 'react';
import { Button, Spinner, useEventBus, usePlayer } from 'shared-ui';
import { playersClient } from 'shared-api';
import { Actions, FormAlert } from '../fields/field-styles';
import { playerTextFor } from '../onboarding/error-texts';
import { useOnboardingStore } from '../onboarding/onboarding-context';
import { schemaFor } from '../validation/rules';
import { Wizard, type WizardPage } from '../wizard/wizard';
import { AddressFields, ContactFields, detailUpdateOf, detailValuesOf } from './details-fields';
import { usePlayerDetails } from './use-player-details';

const PAGES: WizardPage[] = [
  { title: 'Address', schema: schemaFor(['address_1', 'address_2', 'city', 'state', 'zip']), render: () => <AddressFields /> },
  { title: 'Contact', schema: schemaFor(['gender', 'cell_phone']), render: () => <ContactFields /> },
];

type DetailValues = ReturnType<typeof detailValuesOf>;

function Saved() {
  const bus = useEventBus();
  const store = useOnboardingStore();
  return (
    <section aria-label="Details saved">
      <FormAlert role="status" $tone="success">
        Thank you. Your account details are saved.
      </FormAlert>
      <Actions>
        <Button
          type="button"
          onClick={() => {
            store.close();
            bus.emit('cashier.open', {});
          }}
        >
          Continue to Deposit
        </Button>
      </Actions>
    </section>
  );
}

/** moreDetails: the account details the cashier asks for before a deposit (SPEC §5). */
export function MoreDetailsWizard() {
  const player = usePlayer();
  const store = useOnboardingStore();
  const [details, , retry] = usePlayerDetails(player);
  const ready = details.status === 'ready' ? details.details : null;
  const initialValues = useMemo(() => detailValuesOf(ready, store.get().data), [ready, store]);
  const save = useCallback((values: DetailValues) => store.saveData(values), [store]);

  if (!player) {
    return (
      <>
        <p>Please log in first.</p>
        <Actions>
          <Button type="button" onClick={() => store.switchTo('login')}>
            Log In
          </Button>
        </Actions>
      </>
    );
  }
  if (details.status === 'loading') return <Spinner label="Loading your details" />;
  if (details.status === 'error') {
    return (
      <>
        <FormAlert role="alert">{details.message}</FormAlert>
        <Actions>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        </Actions>
      </>
    );
  }
  return (
    <Wizard<DetailValues>
      name="Account details"
      initialValues={initialValues}
      pages={PAGES}
      actionLabel="Save Details"
      busyLabel="Saving your details"
      onValuesChange={save}
      onAction={async (values) => {
        try {
          await playersClient.updatePlayer(player.playerId, detailUpdateOf(values));
          return { kind: 'complete', content: <Saved /> };
        } catch (error) {
          return { kind: 'inline-error', message: playerTextFor(error) };
        }
      }}
    />
  );
}
