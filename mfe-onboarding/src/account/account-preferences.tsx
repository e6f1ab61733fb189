import { useState } from 'react';
import { Spinner, Toggle, usePlayer } from 'shared-ui';
import { marketingClient } from 'shared-api';
import { FormAlert } from '../fields/field-styles';
import { playerTextFor } from '../onboarding/error-texts';
import { Card } from './account-styles';
import { usePlayerDetails } from './use-player-details';

/** Preferences: whether we may email offers (POST /marketing/person-preferences). */
export function AccountPreferences() {
  const player = usePlayer();
  const [state, replace] = usePlayerDetails(player);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Preferences</h2>
      <p>Choose how we contact you. Jackpot and QuickPlay switches are in the lobby menu.</p>
      {state.status === 'loading' && <Spinner label="Loading your preferences" />}
      {state.status === 'error' && <FormAlert role="alert">{state.message}</FormAlert>}
      {error && <FormAlert role="alert">{error}</FormAlert>}
      {state.status === 'ready' && (
        <Toggle
          label="Email me offers and bonuses"
          checked={state.details.email_permit}
          disabled={saving}
          onChange={async (checked) => {
            setSaving(true);
            setError(null);
            try {
              const { emailpermit } = await marketingClient.personPreferences({ custrefid: state.details.player_id, emailpermit: checked });
              replace({ ...state.details, email_permit: emailpermit });
            } catch (failure) {
              setError(playerTextFor(failure));
            } finally {
              setSaving(false);
            }
          }}
        />
      )}
    </Card>
  );
}
