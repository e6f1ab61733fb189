import { Spinner, usePlayer } from 'shared-ui';
import { Facts } from '../account/account-styles';
import { usePlayerDetails } from '../account/use-player-details';
import { FormAlert } from '../fields/field-styles';

const dateText = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : 'No deposit yet');

/** What the player data tells of deposits and standing, above the history's rows. */
export function AccountStanding() {
  const player = usePlayer();
  const [state] = usePlayerDetails(player);
  if (state.status === 'loading') return <Spinner label="Loading your account" />;
  if (state.status === 'error') return <FormAlert role="alert">{state.message}</FormAlert>;
  return (
    <Facts>
      <dt>Deposits</dt>
      <dd>{state.details.total_deposits_number}</dd>
      <dt>First deposit</dt>
      <dd>{dateText(state.details.first_deposit_date)}</dd>
      <dt>Player class</dt>
      <dd>{state.details.player_class || '—'}</dd>
    </Facts>
  );
}
