import { useState } from 'react';
import { Dialog, Toggle } from 'shared-ui';
import { useLobbyJackpot } from './lobby-jackpot-queries';

/** SPEC §4: while opted in, a compulsory 0.01 USD is taken from the balance after every spin. */
export const JACKPOT_CONTRIBUTION_TEXT = 'While opted in, a compulsory 0.01 USD is taken from your balance after every spin.';

/**
 * The LOBBY JACKPOT switch with its lobbyJackpotOptIn / lobbyJackpotOptOut confirmation. Renders
 * nothing for a visitor or a blocked player (SPEC §5, §6).
 */
export function JackpotToggle({ label = 'LOBBY JACKPOT' }: { label?: string }) {
  const jackpot = useLobbyJackpot();
  const [confirming, setConfirming] = useState<'in' | 'out' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!jackpot.player || jackpot.status !== 'ready' || jackpot.blocked || !jackpot.guid) return null;

  const confirm = async () => {
    const optIn = confirming === 'in';
    setConfirming(null);
    setBusy(true);
    await jackpot.changeOptIn(optIn);
    setBusy(false);
  };

  return (
    <>
      <Toggle label={label} checked={jackpot.optedIn} disabled={busy} onChange={(on) => setConfirming(on ? 'in' : 'out')} />
      {confirming === 'in' && (
        <Dialog
          title="Join the Lobby Jackpot"
          onClose={() => setConfirming(null)}
          actions={[
            { label: 'Cancel', variant: 'ghost', onSelect: () => setConfirming(null) },
            { label: 'Opt in', onSelect: () => void confirm() },
          ]}
        >
          <p>Opt in to the Lobby Jackpot and every spin can win it.</p>
          <p>{JACKPOT_CONTRIBUTION_TEXT}</p>
        </Dialog>
      )}
      {confirming === 'out' && (
        <Dialog
          title="Leave the Lobby Jackpot"
          onClose={() => setConfirming(null)}
          actions={[
            { label: 'Cancel', variant: 'ghost', onSelect: () => setConfirming(null) },
            { label: 'Opt out', onSelect: () => void confirm() },
          ]}
        >
          <p>Opt out of the Lobby Jackpot? Your spins will no longer contribute 0.01 USD, and you will not be able to win it.</p>
        </Dialog>
      )}
    </>
  );
}
