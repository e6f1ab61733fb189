import { Spinner, usePlayer } from 'shared-ui';
import { FormAlert } from '../fields/field-styles';
import { Card, Facts } from './account-styles';
import { usePlayerDetails } from './use-player-details';

const dateText = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : 'No deposit yet');

/** Account history: what the player data tells of deposits and standing. */
export function AccountHistory() {
  const player = usePlayer();
  const [state] = usePlayerDetails(player);
  return (
    <Card aria-labelledby="history-heading">
      <h2 id="history-heading">Account history</h2>
      {state.status === 'loading' && <Spinner label="Loading your history" />}
      {state.status === 'error' && <FormAlert role="alert">{state.message}</FormAlert>}
      {state.status === 'ready' && (
        <Facts>
          <dt>Deposits</dt>
          <dd>{state.details.total_deposits_number}</dd>
          <dt>First deposit</dt>
          <dd>{dateText(state.details.first_deposit_date)}</dd>
          <dt>Player class</dt>
          <dd>{state.details.player_class || '—'}</dd>
        </Facts>
      )}
    </Card>
  );
}
